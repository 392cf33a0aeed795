import { isoDate } from '../../../domain/calendar';
import type { Deal } from '../../../domain/holdings/deal';
import { checkDateRange, defaultDateRange, type DateErrors, type DateField, type DateRange } from '../../../domain/holdings/date-range';
import type { Clock } from '../../../application/ports/system';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { PagedList, quietListFailure, toListPage } from '../../view-models/paged-list';
import { makeViewState } from '../../view-models/view-state';

/**
 * /unconfirmed, the record list: a date range (SPEC §5's rule; the last 3 months by default) and
 * the deals in it from listHistoryDeals, 20 a page, newest first. Dates the rule refuses change
 * nothing: the list stays and nothing is sent.
 */
export class DealHistoryViewModel {
  /** What the two fields hold, as typed. */
  draft: DateRange = { startDate: '', endDate: '' };
  errors: DateErrors = {};
  /** The range the list shows. */
  range: DateRange | null = null;
  readonly list: PagedList<Deal>;

  constructor(desk: WealthDesk, failures: PresentFailure, private readonly clock: Clock) {
    this.list = new PagedList({
      fetchPage: async (page) => toListPage(await desk.history(this.range!, page), (p) => p.deals),
      onFailure: quietListFailure(failures, '交易记录'),
      unit: '笔',
    });
    makeViewState(this);
  }

  /** Opening the page: the last 3 months up to today. */
  open(): Promise<void> {
    this.draft = defaultDateRange(isoDate(this.clock.now()));
    return this.query();
  }

  setDate(field: DateField, text: string): void {
    this.draft = { ...this.draft, [field]: text };
    // A field being corrected no longer says what was wrong with it.
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  /** 查询: the range if the rule passes it (and then the first page), else the fields' messages. */
  query(): Promise<void> {
    const check = checkDateRange(this.draft);
    if (!check.ok) {
      this.errors = check.errors;
      return Promise.resolve();
    }
    this.errors = {};
    this.draft = check.range;
    this.range = check.range;
    // Another range is another list: the rows of the last one go at once.
    return this.list.refresh(true);
  }

  /** Pull-to-refresh and 重新加载: the shown range again. */
  refresh(): Promise<void> {
    return this.range ? this.list.refresh() : this.open();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}
