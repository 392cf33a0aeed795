import type { Product } from '../../domain/catalog/product';
import { ok } from '../../domain/errors/call-outcome';
import type { ProductCatalog } from '../ports/product-catalog';
import type { Clock } from '../ports/system';

/** How long a kept product waits for the page it was kept for (a slow phone still loading that page's chunk). */
export const KEPT_PRODUCT_MS = 10_000;

/**
 * Products a page has just loaded and kept for the next page (SPEC §2: /wxPrdDetail opens the
 * template's page with the product it loaded: one tap, one t100003). A kept product answers one
 * ask, within KEPT_PRODUCT_MS; every other ask goes to the bank, which may have changed it since.
 */
export class ProductCache {
  private readonly kept = new Map<string, { product: Product; at: number }>();

  constructor(private readonly clock: Clock) {}

  keep(product: Product): void {
    this.kept.set(product.prdCode, { product, at: this.clock.now().getTime() });
  }

  /** The product kept under this code, if still fresh; taken, so the next ask goes to the bank. */
  take(prdCode: string): Product | null {
    const entry = this.kept.get(prdCode);
    this.kept.delete(prdCode);
    return entry && this.clock.now().getTime() - entry.at <= KEPT_PRODUCT_MS ? entry.product : null;
  }
}

/** The catalogue, answering t100003 from the cache when a page kept the product for this one. */
export function withProductCache(catalog: ProductCatalog, cache: ProductCache): ProductCatalog {
  const detail = (prdCode: string) => {
    const kept = cache.take(prdCode);
    return kept ? Promise.resolve(ok(kept)) : catalog.detail(prdCode);
  };
  return Object.assign(Object.create(catalog) as ProductCatalog, { detail });
}
