import { runInAction } from 'mobx';
import { coolingOffEndText } from '../../../domain/holdings/cooling-off';
import type { Order } from '../../../domain/purchase/order';
import type { OrderDesk } from '../../../application/ports/order-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { PurchaseResults } from './purchase-results';
import { makeViewState } from '../../view-models/view-state';
import { COOLING_OFF_NOTICE } from './purchase-texts';

/** /cntranprocess: the order just placed is at hand; opened again later (a reload), the bank is asked. */
export class PlacedOrderViewModel {
  order: Order | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';

  constructor(private readonly results: PurchaseResults, private readonly desk: OrderDesk, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  /** A private purchase's cooling-off, with the end the bank set for this order; null when the bank set none. */
  get coolingOffNote(): string | null {
    const end = coolingOffEndText(this.order?.coolingOffEnd ?? '');
    return end ? COOLING_OFF_NOTICE.placed(end) : null;
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
