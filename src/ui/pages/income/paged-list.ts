import { makeAutoObservable, runInAction } from 'mobx';
import type { CallOutcome, Failure } from '../../../domain/errors/call-outcome';
import { INCOME_LIMITS } from '../../../domain/holdings/income';
import type { Paging } from '../../../application/ports/wealth-desk';
import { INCOME_LIST_TEXT } from './income-texts';

export interface ListPage<T> {
  items: T[];
  total: number;
}

export type PagedListState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * One list from the bank, 20 a page: the first page again on opening, pull-to-refresh or 重新加载;
 * the next on load-more. A later page that fails keeps the rows and offers a retry at the foot; an
 * answer that arrives after the list was started again is dropped. 查询无记录 is an empty list.
 */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  state: PagedListState = 'idle';
  moreFailed = false;
  /** Why the first page failed, or null. */
  failure: Failure<unknown> | null = null;
  private generation = 0;

  constructor(
    private readonly fetchPage: (page: Paging) => Promise<CallOutcome<ListPage<T>>>,
    private readonly onFailure: (failure: Failure<unknown>) => void | Promise<void>,
    private readonly pageSize: number = INCOME_LIMITS.pageSize,
  ) {
    makeAutoObservable<this, 'fetchPage' | 'onFailure' | 'pageSize' | 'generation'>(this, { fetchPage: false, onFailure: false, pageSize: false, generation: false });
  }

  get hasMore(): boolean {
    return this.state === 'loaded' && !this.moreFailed && this.items.length < this.total;
  }

  /** The first page is there and holds nothing. */
  get empty(): boolean {
    return this.state === 'loaded' && this.items.length === 0;
  }

  /** What the list's foot says once it has rows, and whether it is a retry. */
  get footer(): { text: string; retry: boolean } {
    if (this.state === 'loading') return { text: INCOME_LIST_TEXT.loading, retry: false };
    if (this.moreFailed) return { text: INCOME_LIST_TEXT.retryMore, retry: true };
    return { text: this.items.length < this.total ? INCOME_LIST_TEXT.pullUp : INCOME_LIST_TEXT.noMore, retry: false };
  }

  /** 已显示20条，共289条 */
  get shownText(): string {
    return INCOME_LIST_TEXT.shown(this.items.length, this.total);
  }

  /** The first page again; the rows shown stay until it arrives (pull-to-refresh), unless `clear` (another list altogether). */
  refresh(clear = false): Promise<void> {
    this.generation += 1;
    if (clear) {
      this.items = [];
      this.total = 0;
    }
    this.moreFailed = false;
    this.failure = null;
    return this.fetch(0);
  }

  /** The next page when there is one and nothing is on its way; after a failed page, that page again. */
  loadMore(): Promise<void> {
    if (this.state !== 'loaded') return Promise.resolve();
    if (!this.moreFailed && this.items.length >= this.total) return Promise.resolve();
    this.moreFailed = false;
    return this.fetch(this.items.length);
  }

  private async fetch(offSet: number): Promise<void> {
    const generation = this.generation;
    this.state = 'loading';
    const outcome = await this.fetchPage({ offSet, queryNum: this.pageSize });
    if (generation !== this.generation) return;
    const answer: CallOutcome<ListPage<T>> = outcome.kind === 'message' ? { kind: 'ok', value: { items: [], total: this.items.length } } : outcome;
    runInAction(() => {
      if (answer.kind === 'ok') {
        this.items = offSet === 0 ? answer.value.items : [...this.items, ...answer.value.items];
        this.total = answer.value.total;
        this.state = 'loaded';
      } else if (offSet === 0) {
        this.state = 'failed';
        this.failure = answer;
      } else {
        this.state = 'loaded';
        this.moreFailed = true;
      }
    });
    if (answer.kind !== 'ok') await this.onFailure(answer);
  }
}
