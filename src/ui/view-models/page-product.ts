import type { Product } from '../../domain/catalog/product';
import { CATALOGUE_MESSAGES, DIALOG_TEXT } from '../../domain/errors/messages';
import type { LoadProduct, ProductLookup } from '../../application/catalog/load-product';
import type { Navigator, Notifier } from '../../application/ports/interaction';
import { ROUTES } from '../app/router';

/** A product page's product, or that the page has none: it left, or the failure was presented. */
export type PageProductResult = { kind: 'loaded'; product: Product } | { kind: 'left' } | { kind: 'failed' };

/**
 * The product a product page shows (detail, sub-pages, /buy, the plan forms). Without one the page
 * leaves as the spec says: mode 01 without a code goes home (SPEC §2); no such product says
 * 提示 暂无该类产品 and goes back (SPEC §8).
 */
export class PageProduct {
  constructor(
    private readonly loadProduct: LoadProduct,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  async load(prdCode: string | undefined): Promise<PageProductResult> {
    return this.leaveWithout(await this.loadProduct.run(prdCode));
  }

  async leaveWithout(lookup: ProductLookup): Promise<PageProductResult> {
    switch (lookup.kind) {
      case 'loaded':
      case 'failed':
        return lookup;
      case 'noProductCode':
        this.navigator.replace(ROUTES.home.path);
        return { kind: 'left' };
      case 'absent':
        await this.notifier.alert({ title: DIALOG_TEXT.promptTitle, message: CATALOGUE_MESSAGES.noSuchProduct, confirmText: DIALOG_TEXT.confirm });
        this.navigator.back();
        return { kind: 'left' };
    }
  }
}
