import { makeAutoObservable, runInAction } from 'mobx';
import type { OpenProductDetail } from '../../../application/catalog/load-product';
import { type Resolve, TOKENS } from '../../../application/tokens';

/** /wxPrdDetail: opens the product's own page; when the product cannot be loaded, offers a retry. */
export class ProductOpenerViewModel {
  state: 'opening' | 'failed' | 'done' = 'opening';
  private prdCode: string | undefined;

  constructor(private readonly openProductDetail: OpenProductDetail) {
    makeAutoObservable<this, 'openProductDetail' | 'prdCode'>(this, { openProductDetail: false, prdCode: false });
  }

  async open(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode;
    this.state = 'opening';
    const result = await this.openProductDetail.run(prdCode);
    runInAction(() => (this.state = result.kind === 'failed' ? 'failed' : 'done'));
  }

  retry(): Promise<void> {
    return this.open(this.prdCode);
  }
}

export const createProductOpenerViewModel = (resolve: Resolve) => new ProductOpenerViewModel(resolve(TOKENS.openProductDetail));
