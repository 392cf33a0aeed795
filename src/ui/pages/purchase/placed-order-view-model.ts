import { runInAction } from 'mobx';
import type { Order } from '../../../domain/purchase/order';
import type { OrderDesk } from '../../../application/ports/order-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { PurchaseResults } from './purchase-results';
import { makeViewState } from '../../view-models/view-state';

/** /cntranprocess: the order just placed is at hand; opened again later (a reload), the bank is asked. */
export class PlacedOrderViewModel {
  order: Order | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';

  constructor(private readonly results: PurchaseResults, private readonly desk: OrderDesk, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  async load(uniOrderId: string): Promise<void> {
    const known = this.results.done;
    if (known?.uniOrderId === uniOrderId) {
      this.order = known;
      this.state = 'loaded';
      return;
    }
    this.state = 'loading';
    const found = await this.desk.find(uniOrderId);
    // 查询无记录 is an answer (no such order), not a failure to present.
    if (found.kind !== 'ok' && found.kind !== 'message') await this.failures.present(found);
    runInAction(() => {
      this.order = found.kind === 'ok' ? found.value : null;
      this.state = found.kind === 'ok' || found.kind === 'message' ? 'loaded' : 'failed';
    });
  }
}
