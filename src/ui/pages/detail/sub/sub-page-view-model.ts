import { runInAction } from 'mobx';
import type { Product } from '../../../../domain/catalog/product';
import type { PageProduct } from '../../../view-models/page-product';
import { makeViewState } from '../../../view-models/view-state';
import type { Loadable } from '../../../view-models/loadable';
import type { FeeLine, SynopsisSection } from '../../../../domain/catalog/published';
import type { HistoryViewModel } from './history-view-model';

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

export type SynopsisViewModel = SubPageViewModel<Loadable<SynopsisSection[]>>;
export type TradeRulesViewModel = SubPageViewModel<Loadable<string>>;
export type FeesViewModel = SubPageViewModel<Loadable<FeeLine[]>>;
export type HistoryPageViewModel = SubPageViewModel<HistoryViewModel>;
