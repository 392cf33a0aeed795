import type { Deal } from '../../../domain/holdings/deal';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { PagedList, quietListFailure, toListPage } from '../../view-models/paged-list';

/** /transitCash: confirmed redemptions whose money is on its way to the signed card (transitCash), 20 a page. */
export class InTransitViewModel {
  readonly list: PagedList<Deal>;

  constructor(desk: WealthDesk, failures: PresentFailure) {
    this.list = new PagedList({
      fetchPage: async (page) => toListPage(await desk.inTransit(page), (p) => p.deals),
      onFailure: quietListFailure(failures, '在途资金'),
      unit: '笔',
    });
  }

  load(): Promise<void> {
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}
