import { runInAction } from 'mobx';
import { hasMoreLines, moneyFundRowsNewestFirst, pastPeriodRow, quotationRow, type HistoryRow } from '../../../../domain/catalog/history-lines';
import type { ChartPeriod, HistoryPage } from '../../../../domain/catalog/performance';
import { HISTORY_PAGE_SIZE, type HistorySource } from '../../../../domain/catalog/sub-pages';
import { ok, type CallOutcome } from '../../../../domain/errors/call-outcome';
import type { ProductPerformance } from '../../../../application/ports/product-performance';
import type { PresentFailure } from '../../../../application/session/present-failure';
import { HISTORY_PAGING_TEXT, HISTORY_TEXT } from './history-texts';
import { makeViewState } from '../../../view-models/view-state';

/** A page of a history's lines, as the table shows them. */
type Pager = (offSet: number, queryNum: number) => Promise<CallOutcome<HistoryPage<HistoryRow>>>;

/** t100012's longest period: the money-fund history is the last year, paged on the phone. */
const LAST_YEAR: ChartPeriod = 4;

const mapLines = <T>(outcome: CallOutcome<HistoryPage<T>>, row: (line: T) => HistoryRow): CallOutcome<HistoryPage<HistoryRow>> =>
  outcome.kind === 'ok' ? ok({ lines: outcome.value.lines.map(row), total: outcome.value.total }) : outcome;

/** The money-fund year is one call (t100012, oldest first); its days are then shown a page at a time, newest first. */
function moneyFundPager(prdCode: string, performance: ProductPerformance): Pager {
  let year: HistoryRow[] | null = null;
  return async (offSet, queryNum) => {
    if (!year) {
      const outcome = await performance.moneyFundSeries(prdCode, LAST_YEAR);
      if (outcome.kind !== 'ok') return outcome;
      year = moneyFundRowsNewestFirst(outcome.value);
    }
    return ok({ lines: year.slice(offSet, offSet + queryNum), total: year.length });
  };
}

/** Where each source's lines come from (HISTORY_SOURCES decides which source a page reads). */
function pagerOf(source: HistorySource, prdCode: string, performance: ProductPerformance): Pager {
  switch (source) {
    case 'netValue':
      return async (offSet, queryNum) => mapLines(await performance.quotations(prdCode, { offSet, queryNum }), quotationRow);
    case 'pastPeriods':
      return async (offSet, queryNum) => mapLines(await performance.pastPeriods(prdCode, { offSet, queryNum }), pastPeriodRow);
    case 'moneyFund':
      return moneyFundPager(prdCode, performance);
  }
}

/**
 * A history page's table (net values, past periods or money-fund days): the first 20 lines, then
 * 20 more on each 加载更多 until the whole history is shown. A failed first page shows the
 * catalogue's message and 重新加载; a failed 加载更多 keeps what is shown.
 */
export class HistoryViewModel {
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  rows: HistoryRow[] = [];
  total = 0;
  /** 加载更多: idle, under way, or failed (what is shown stays; the button tries again). */
  more: 'idle' | 'loading' | 'failed' = 'idle';
  private pager: Pager | null = null;

  constructor(
    readonly source: HistorySource,
    private readonly prdCode: string,
    private readonly performance: ProductPerformance,
    private readonly failures: PresentFailure,
  ) {
    makeViewState<this, 'pager'>(this, { pager: false }); // a function once loaded, not view state
  }

  get texts() {
    return HISTORY_TEXT[this.source];
  }

  get hasMore(): boolean {
    return this.state === 'loaded' && hasMoreLines(this.rows.length, this.total);
  }

  /** 已显示20条，共365条; nothing while no line is shown. */
  get shownText(): string | null {
    return this.state === 'loaded' && this.rows.length > 0 ? HISTORY_PAGING_TEXT.shown(this.rows.length, this.total) : null;
  }

  /** What the table area says instead of (or under) its lines; null when the lines say it all. */
  get message(): string | null {
    if (this.state === 'failed') return this.texts.failed;
    if (this.state !== 'loaded') return this.texts.loading;
    return this.rows.length === 0 ? this.texts.empty : null;
  }

  async load(): Promise<void> {
    this.pager = pagerOf(this.source, this.prdCode, this.performance);
    this.state = 'loading';
    this.more = 'idle';
    const outcome = await this.pager(0, HISTORY_PAGE_SIZE);
    runInAction(() => {
      this.state = outcome.kind === 'ok' || outcome.kind === 'absent' ? 'loaded' : 'failed';
      this.rows = outcome.kind === 'ok' ? outcome.value.lines : [];
      this.total = outcome.kind === 'ok' ? Math.max(outcome.value.total, outcome.value.lines.length) : 0;
    });
    if (outcome.kind !== 'ok' && outcome.kind !== 'absent') await this.failures.present(outcome);
  }

  retry(): Promise<void> {
    return this.load();
  }

  async loadMore(): Promise<void> {
    if (!this.pager || !this.hasMore || this.more === 'loading') return;
    this.more = 'loading';
    const outcome = await this.pager(this.rows.length, HISTORY_PAGE_SIZE);
    runInAction(() => {
      if (outcome.kind === 'ok') {
        this.rows = [...this.rows, ...outcome.value.lines];
        // A history that ended sooner than it said has no more to give.
        this.total = outcome.value.lines.length === 0 ? this.rows.length : Math.max(outcome.value.total, this.rows.length);
        this.more = 'idle';
      } else if (outcome.kind === 'absent') {
        this.total = this.rows.length;
        this.more = 'idle';
      } else this.more = 'failed';
    });
    if (outcome.kind !== 'ok' && outcome.kind !== 'absent') await this.failures.present(outcome);
  }
}
