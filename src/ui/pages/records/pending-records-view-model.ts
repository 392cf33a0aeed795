import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS } from '../../../domain/constants';
import type { Order } from '../../../domain/purchase/order';
import type { OrderDesk } from '../../../application/ports/order-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { type Resolve, TOKENS } from '../../../application/tokens';

/** /comfirmed: the purchases the bank has taken and not yet confirmed (listCurCmons), 20 at a time. */
export class PendingRecordsViewModel {
  orders: Order[] = [];
  total = 0;
  state: 'loading' | 'loaded' | 'failed' = 'loading';

  constructor(private readonly desk: OrderDesk, private readonly failures: PresentFailure) {
    makeAutoObservable<this, 'desk' | 'failures'>(this, { desk: false, failures: false });
  }

  get hasMore(): boolean {
    return this.orders.length < this.total;
  }

  /** The first page again (opening, retrying). */
  load(): Promise<void> {
    return this.fetch(0);
  }

  loadMore(): Promise<void> {
    return this.state === 'loaded' && this.hasMore ? this.fetch(this.orders.length) : Promise.resolve();
  }

  private async fetch(offSet: number): Promise<void> {
    this.state = 'loading';
    const page = await this.desk.pending({ offSet, queryNum: LIMITS.historyPageSize });
    runInAction(() => {
      this.state = page.kind === 'ok' ? 'loaded' : 'failed';
      if (page.kind !== 'ok') return;
      this.orders = offSet === 0 ? page.value.orders : [...this.orders, ...page.value.orders];
      this.total = page.value.total;
    });
    if (page.kind !== 'ok') await this.failures.present(page);
  }
}

export const createPendingRecordsViewModel = (resolve: Resolve) => new PendingRecordsViewModel(resolve(TOKENS.orderDesk), resolve(TOKENS.presentFailure));
