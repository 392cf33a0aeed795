import { makeAutoObservable, runInAction } from 'mobx';
import type { Product } from '../../../../domain/catalog/product';
import type { LoadProduct } from '../../../../application/catalog/load-product';
import { type Resolve, TOKENS } from '../../../../application/tokens';

/**
 * The product a sub page (synopsis, trade rules, fees, history, contrast) is about: loaded from the
 * prdCode in its address through LoadProduct, exactly as the detail page loads it, so a missing or
 * unknown code ends the same way (提示 暂无该类产品, then back; home in mode 01 without a code).
 */
export class SubPageViewModel {
  product: Product | null = null;
  state: 'loading' | 'loaded' | 'failed' | 'left' = 'loading';
  private prdCode: string | undefined;

  constructor(private readonly loadProduct: LoadProduct) {
    makeAutoObservable<this, 'loadProduct' | 'prdCode'>(this, { loadProduct: false, prdCode: false });
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode;
    this.state = 'loading';
    const result = await this.loadProduct.run(prdCode);
    runInAction(() => {
      this.state = result.kind;
      this.product = result.kind === 'loaded' ? result.product : null;
    });
  }

  retry(): Promise<void> {
    return this.load(this.prdCode);
  }
}

export const createSubPageViewModel = (resolve: Resolve) => new SubPageViewModel(resolve(TOKENS.loadProduct));
