import type { Deal } from '../../../domain/holdings/deal';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { PagedList, toListPage } from '../../view-models/paged-list';
import type { DealCancelling } from './deal-cancelling';

/**
 * /comfirmed: the purchases and redemptions the bank has taken and not yet confirmed (listCurCmons),
 * 20 at a time; each opens its record page and offers 撤单.
 */
export class PendingRecordsViewModel {
  readonly list: PagedList<Deal>;

  constructor(desk: WealthDesk, failures: PresentFailure, readonly cancelling: DealCancelling) {
    this.list = new PagedList({
      fetchPage: async (page) => toListPage(await desk.pending(page), (p) => p.deals),
      onFailure: (failure) => failures.present(failure),
      unit: '笔',
    });
  }

  get deals(): Deal[] {
    return this.list.items;
  }

  /** The first page again (opening, retrying). */
  load(): Promise<void> {
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }

  cancel(deal: Deal): Promise<void> {
    return this.cancelling.cancel(deal);
  }
}
