import type { Product } from '../../domain/catalog/product';
import { detailRouteOf, type DetailRoute } from '../../domain/catalog/template-route';
import { isProductCode } from '../../domain/entry/entry-mode';
import type { ProductCatalog } from '../ports/product-catalog';
import type { CustomerSession } from '../session/customer-session';
import type { PresentFailure } from '../session/present-failure';
import type { ProductCache } from './product-cache';

/** A product page's product, or why there is none (the page then leaves: SPEC §2 and §8). */
export type ProductLookup =
  | { kind: 'loaded'; product: Product }
  /** Mode 01 and no prdCode: the store's home instead (SPEC §2). */
  | { kind: 'noProductCode' }
  /** No such product (or none this store can show): 提示 暂无该类产品 (SPEC §8). */
  | { kind: 'absent' }
  /** The call failed, and the failure was presented. */
  | { kind: 'failed' };

/** Loads the product a product page shows (t100003). */
export class LoadProduct {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly session: CustomerSession,
    private readonly failures: PresentFailure,
  ) {}

  async run(prdCode: string | undefined): Promise<ProductLookup> {
    if (!prdCode && this.session.shareType === '01') return { kind: 'noProductCode' };
    if (!isProductCode(prdCode)) return { kind: 'absent' };
    const outcome = await this.catalog.detail(prdCode);
    if (outcome.kind === 'ok') return { kind: 'loaded', product: outcome.value };
    if (outcome.kind === 'absent') return { kind: 'absent' };
    await this.failures.present(outcome);
    return { kind: 'failed' };
  }
}

/**
 * /wxPrdDetail: works from the product code alone and finds the template's page for it, keeping
 * the product for that page so that one tap is one t100003.
 */
export class OpenProductDetail {
  constructor(
    private readonly loadProduct: LoadProduct,
    private readonly cache: ProductCache,
  ) {}

  async run(prdCode: string | undefined): Promise<ProductLookup | { kind: 'opened'; product: Product; route: DetailRoute }> {
    const lookup = await this.loadProduct.run(prdCode);
    if (lookup.kind !== 'loaded') return lookup;
    const route = detailRouteOf(lookup.product);
    if (!route) return { kind: 'absent' };
    this.cache.keep(lookup.product.prdCode, lookup.product);
    return { kind: 'opened', product: lookup.product, route };
  }
}
