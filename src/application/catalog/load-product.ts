import type { Product } from '../../domain/catalog/product';
import { detailRouteOf } from '../../domain/catalog/template-route';
import { HOME_ROUTE, isProductCode } from '../../domain/entry/entry-mode';
import { CATALOGUE_MESSAGES, DIALOG_TEXT } from '../../domain/errors/messages';
import type { Navigator, Notifier } from '../ports/interaction';
import type { ProductCatalog } from '../ports/product-catalog';
import type { CustomerSession } from '../session/customer-session';
import type { PresentFailure } from '../session/present-failure';

export type LoadProductResult = { kind: 'loaded'; product: Product } | { kind: 'left' } | { kind: 'failed' };

/**
 * Loads the product a detail page shows (t100003). A missing product shows 提示 暂无该类产品
 * and goes back (SPEC §8); in mode 01 a detail without prdCode goes home (SPEC §2).
 */
export class LoadProduct {
  /** A product /wxPrdDetail just loaded, handed to the page it opens: one tap, one fetch. */
  private handedOver: Product | null = null;

  constructor(
    private readonly catalog: ProductCatalog,
    private readonly session: CustomerSession,
    private readonly failures: PresentFailure,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  async run(prdCode: string | undefined): Promise<LoadProductResult> {
    if (!prdCode && this.session.shareType === '01') {
      this.navigator.replace(HOME_ROUTE);
      return { kind: 'left' };
    }
    if (!isProductCode(prdCode)) return this.noSuchProduct();
    const handedOver = this.takeHandedOver(prdCode);
    if (handedOver) return { kind: 'loaded', product: handedOver };
    const outcome = await this.catalog.detail(prdCode);
    if (outcome.kind === 'ok') return { kind: 'loaded', product: outcome.value };
    if (outcome.kind === 'absent') return this.noSuchProduct();
    await this.failures.present(outcome);
    return { kind: 'failed' };
  }

  handOver(product: Product): void {
    this.handedOver = product;
  }

  private takeHandedOver(prdCode: string): Product | null {
    const product = this.handedOver?.prdCode === prdCode ? this.handedOver : null;
    this.handedOver = null;
    return product;
  }

  /** 提示 暂无该类产品, then back. */
  async noSuchProduct(): Promise<LoadProductResult> {
    await this.notifier.alert({ title: DIALOG_TEXT.promptTitle, message: CATALOGUE_MESSAGES.noSuchProduct, confirmText: DIALOG_TEXT.confirm });
    this.navigator.back();
    return { kind: 'left' };
  }
}

/** /wxPrdDetail: works from the product code alone and replaces itself with the template's page. */
export class OpenProductDetail {
  constructor(
    private readonly loadProduct: LoadProduct,
    private readonly navigator: Navigator,
  ) {}

  async run(prdCode: string | undefined): Promise<LoadProductResult> {
    const result = await this.loadProduct.run(prdCode);
    if (result.kind !== 'loaded') return result;
    const route = detailRouteOf(result.product);
    if (!route) return this.loadProduct.noSuchProduct();
    this.loadProduct.handOver(result.product);
    this.navigator.replace(route, { prdCode: result.product.prdCode });
    return result;
  }
}
