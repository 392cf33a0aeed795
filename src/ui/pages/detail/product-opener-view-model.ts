import { runInAction } from 'mobx';
import type { OpenProductDetail } from '../../../application/catalog/load-product';
import type { Navigator } from '../../../application/ports/interaction';
import type { PageProduct } from '../../view-models/page-product';
import { makeViewState } from '../../view-models/view-state';

/** /wxPrdDetail: replaces itself with the product's own page; when the product cannot be loaded, offers a retry. */
export class ProductOpenerViewModel {
  state: 'opening' | 'failed' | 'done' = 'opening';
  private prdCode: string | undefined;

  constructor(
    private readonly openProductDetail: OpenProductDetail,
    private readonly pageProduct: PageProduct,
    private readonly navigator: Navigator,
  ) {
    makeViewState(this);
  }

  async open(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode;
    this.state = 'opening';
    const opened = await this.openProductDetail.run(prdCode);
    if (opened.kind === 'opened') this.navigator.replace(opened.route, { prdCode: opened.product.prdCode });
    const state = opened.kind === 'opened' || (await this.pageProduct.leaveWithout(opened)).kind !== 'failed' ? 'done' : 'failed';
    runInAction(() => (this.state = state));
  }

  retry(): Promise<void> {
    return this.open(this.prdCode);
  }
}
