import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS } from '../../../domain/constants';
import type { Deal } from '../../../domain/holdings/deal';
import type { Failure, CallOutcome } from '../../../domain/errors/call-outcome';
import type { DealsPage, Paging } from '../../../application/ports/wealth-desk';
import { LIST_TEXT } from './records-texts';

export type DealListState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * One list of deals from the bank, SPEC §9's 20 a page (listCurCmons, listHistoryDeals, transitCash):
 * the first page again on opening, refreshing or retrying; the next page on load-more. An answer
 * that arrives after the list was started again is dropped.
 */
export class DealList {
  deals: Deal[] = [];
  total = 0;
  state: DealListState = 'idle';
  /** A page after the first failed: the rows stay, the foot offers a retry. */
  moreFailed = false;
  private generation = 0;

  constructor(
    private readonly fetchPage: (page: Paging) => Promise<CallOutcome<DealsPage>>,
    private readonly onFailure: (failure: Failure<DealsPage>) => void | Promise<void>,
  ) {
    makeAutoObservable<this, 'fetchPage' | 'onFailure' | 'generation'>(this, { fetchPage: false, onFailure: false, generation: false });
  }

  get hasMore(): boolean {
    return this.state === 'loaded' && !this.moreFailed && this.deals.length < this.total;
  }

  /** The first page is there and holds nothing. */
  get empty(): boolean {
    return this.state === 'loaded' && this.deals.length === 0;
  }

  /** What the list's foot says once it has rows. */
  get footer(): { text: string; retry: boolean } {
    if (this.state === 'loading') return { text: LIST_TEXT.loading, retry: false };
    if (this.moreFailed) return { text: LIST_TEXT.retryMore, retry: true };
    if (this.deals.length < this.total) return { text: LIST_TEXT.pullUp, retry: false };
    return { text: LIST_TEXT.noMore, retry: false };
  }

  /** 已显示20笔，共22笔 */
  get shownText(): string {
    return LIST_TEXT.shown(this.deals.length, this.total);
  }

  /** The first page again (opening, pull-to-refresh, 重新加载). */
  refresh(): Promise<void> {
    this.generation += 1;
    this.deals = [];
    this.total = 0;
    this.moreFailed = false;
    return this.fetch(0);
  }

  /** The next page, when there is one and nothing is on its way; after a failed page, that page again. */
  loadMore(): Promise<void> {
    if (this.state === 'loading' || this.state === 'idle' || this.state === 'failed') return Promise.resolve();
    if (!this.moreFailed && this.deals.length >= this.total) return Promise.resolve();
    this.moreFailed = false;
    return this.fetch(this.deals.length);
  }

  private async fetch(offSet: number): Promise<void> {
    const generation = this.generation;
    this.state = 'loading';
    const outcome = await this.fetchPage({ offSet, queryNum: LIMITS.historyPageSize });
    if (generation !== this.generation) return;
    // 查询无记录 is an answer: no deals.
    const answer = outcome.kind === 'message' ? { kind: 'ok' as const, value: { deals: [], total: this.deals.length } } : outcome;
    runInAction(() => {
      if (answer.kind === 'ok') {
        this.deals = offSet === 0 ? answer.value.deals : [...this.deals, ...answer.value.deals];
        this.total = answer.value.total;
        this.state = 'loaded';
      } else if (offSet === 0) this.state = 'failed';
      else {
        this.state = 'loaded';
        this.moreFailed = true;
      }
    });
    if (answer.kind !== 'ok') await this.onFailure(answer);
  }
}
