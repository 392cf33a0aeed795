import { runInAction } from 'mobx';
import type { Product } from '../../../../domain/catalog/product';
import { HISTORY_SOURCES, type HistoryRoute } from '../../../../domain/catalog/sub-pages';
import { createPageProduct, type PageProduct } from '../../../view-models/page-product';
import type { Resolve } from '../../../../application/tokens';
import { createHistoryViewModel } from './history-view-model';
import { SUB_PAGE_CONTENT } from './sub-page-content';
import { makeViewState } from '../../../view-models/view-state';

/** What a sub page shows about its product, loaded once the product is known. */
interface SubPageContent {
  load(): Promise<void>;
}

/**
 * A sub page (synopsis, trade rules, fees, history): the product named by prdCode in its address,
 * loaded exactly as the detail page loads it, so a missing or unknown code ends
 * the same way (提示 暂无该类产品, then back; home in mode 01 without a code); then its content.
 */
export class SubPageViewModel<C extends SubPageContent> {
  product: Product | null = null;
  state: 'loading' | 'loaded' | 'failed' | 'left' = 'loading';
  content: C | null = null;
  private prdCode: string | undefined;

  constructor(private readonly pageProduct: PageProduct, private readonly contentOf: (prdCode: string) => C) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode;
    this.state = 'loading';
    this.content = null;
    const result = await this.pageProduct.load(prdCode);
    const content = result.kind === 'loaded' ? this.contentOf(result.product.prdCode) : null;
    runInAction(() => {
      this.state = result.kind;
      this.product = result.kind === 'loaded' ? result.product : null;
      this.content = content;
    });
    await content?.load();
  }

  retry(): Promise<void> {
    return this.load(this.prdCode);
  }
}

const subPage = <C extends SubPageContent>(resolve: Resolve, contentOf: (prdCode: string) => C) => new SubPageViewModel(createPageProduct(resolve), contentOf);

export const createSynopsisViewModel = (resolve: Resolve) => subPage(resolve, (prdCode) => SUB_PAGE_CONTENT.synopsis(resolve, prdCode));
export const createTradeRulesViewModel = (resolve: Resolve) => subPage(resolve, (prdCode) => SUB_PAGE_CONTENT.tradeRules(resolve, prdCode));
export const createFeesViewModel = (resolve: Resolve) => subPage(resolve, (prdCode) => SUB_PAGE_CONTENT.fees(resolve, prdCode));
/** A history page: its product, then the lines its route reads (HISTORY_SOURCES). */
export const createHistoryPageViewModel = (resolve: Resolve, route: HistoryRoute) =>
  subPage(resolve, (prdCode) => createHistoryViewModel(resolve, HISTORY_SOURCES[route], prdCode));

export type SynopsisViewModel = ReturnType<typeof createSynopsisViewModel>;
export type TradeRulesViewModel = ReturnType<typeof createTradeRulesViewModel>;
export type FeesViewModel = ReturnType<typeof createFeesViewModel>;
export type HistoryPageViewModel = ReturnType<typeof createHistoryPageViewModel>;
