import type { Product } from '../../domain/catalog/product';
import { ok } from '../../domain/errors/call-outcome';
import type { ProductCatalog } from '../ports/product-catalog';
import type { Clock } from '../ports/system';

/**
 * A value one page keeps for the page it opens: taken once, and only within `freshMs`; every other
 * ask goes to the bank, which may have changed it since.
 */
export class KeptOnce<T> {
  private readonly kept = new Map<string, { value: T; at: number }>();

  constructor(private readonly clock: Clock, private readonly freshMs: number) {}

  keep(key: string, value: T): void {
    this.kept.set(key, { value, at: this.clock.now().getTime() });
  }

  /** The value kept under this key, if still fresh; taken, so the next ask goes to the bank. */
  take(key: string): T | null {
    const entry = this.kept.get(key);
    this.kept.delete(key);
    return entry && this.clock.now().getTime() - entry.at <= this.freshMs ? entry.value : null;
  }
}

/** How long a kept product waits for the page it was kept for (a slow phone still loading that page's chunk). */
export const KEPT_PRODUCT_MS = 10_000;

/**
 * Products a page has just loaded and kept for the next page (SPEC §2: /wxPrdDetail opens the
 * template's page with the product it loaded: one tap, one t100003).
 */
export class ProductCache extends KeptOnce<Product> {
  constructor(clock: Clock) {
    super(clock, KEPT_PRODUCT_MS);
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
