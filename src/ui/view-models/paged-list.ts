import { runInAction } from 'mobx';
import { HISTORY_PAGE_SIZE } from '../../domain/catalog/sub-pages';
import { ok, type CallOutcome, type Failure } from '../../domain/errors/call-outcome';
import type { Paging } from '../../application/ports/wealth-desk';
import type { PresentFailure } from '../../application/session/present-failure';
import { makeViewState } from './view-state';

/** A page of a list as the bank answers it: its lines and how many there are on all pages. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export type PagedListState = 'idle' | 'loading' | 'loaded' | 'failed';

/** What a paged list's foot says, and how much of the list it shows (已显示20条，共45条). */
export const PAGED_LIST_TEXT = {
  loading: '加载中…',
  retryMore: '没有加载出来，点此重试',
  pullUp: '上拉加载更多',
  noMore: '没有更多了',
  shown: (shown: number, total: number, unit: string) => `已显示${shown}${unit}，共${total}${unit}`,
} as const;

export interface PagedListOptions<T> {
  fetchPage: (paging: Paging) => Promise<CallOutcome<ListPage<T>>>;
  onFailure: (failure: Failure<unknown>) => void | Promise<void>;
  /** SPEC §9: 20 a page. */
  pageSize?: number;
  /** A line's identity: a line already shown (the list moved between pages) is not shown twice. */
  keyOf?: (item: T) => string;
  /** The measure word of `shownText`: 条, or 笔 for deals. */
  unit?: string;
}

/**
 * One list from the bank, a page at a time: the first page on opening, pull-to-refresh or 重新加载;
 * the next on load-more. 查询无记录 is an empty list. A failed first page fails the list (its lines
 * go); a failed later page keeps the lines and offers that page again; a later page that brings
 * nothing new ends the list. An answer that arrives after the list was started again is dropped.
 */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  state: PagedListState = 'idle';
  /** A page after the first failed: the lines stay, the foot offers a retry. */
  moreFailed = false;
  /** Why the first page failed, or null. */
  failure: Failure<unknown> | null = null;
  private generation = 0;
  private readonly options: PagedListOptions<T> & { pageSize: number; unit: string };

  constructor({ pageSize = HISTORY_PAGE_SIZE, unit = '条', ...rest }: PagedListOptions<T>) {
    this.options = { ...rest, pageSize, unit };
    makeViewState(this);
  }

  get hasMore(): boolean {
    return this.state === 'loaded' && !this.moreFailed && this.items.length < this.total;
  }

  /** The first page is there and holds nothing. */
  get empty(): boolean {
    return this.state === 'loaded' && this.items.length === 0;
  }

  /** What the list's foot says once it has lines, and whether it is a retry. */
  get footer(): { text: string; retry: boolean } {
    if (this.state === 'loading') return { text: PAGED_LIST_TEXT.loading, retry: false };
    if (this.moreFailed) return { text: PAGED_LIST_TEXT.retryMore, retry: true };
    return { text: this.items.length < this.total ? PAGED_LIST_TEXT.pullUp : PAGED_LIST_TEXT.noMore, retry: false };
  }

  /** 已显示20条，共289条 */
  get shownText(): string {
    return PAGED_LIST_TEXT.shown(this.items.length, this.total, this.options.unit);
  }

  /** The first page again; the lines shown stay until it comes (pull-to-refresh), unless `clear` (another list altogether). */
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

  /** The next page, when there is one and nothing is on its way; after a failed page, that page again. */
  loadMore(): Promise<void> {
    if (this.state !== 'loaded' || (!this.moreFailed && this.items.length >= this.total)) return Promise.resolve();
    this.moreFailed = false;
    return this.fetch(this.items.length);
  }

  private async fetch(offSet: number): Promise<void> {
    const generation = this.generation;
    this.state = 'loading';
    const outcome = await this.options.fetchPage({ offSet, queryNum: this.options.pageSize });
    if (generation !== this.generation) return;
    const answer = outcome.kind === 'message' ? ok<ListPage<T>>({ items: [], total: 0 }) : outcome;
    runInAction(() => {
      if (answer.kind === 'ok') this.take(offSet, answer.value);
      else if (offSet === 0) {
        this.items = [];
        this.total = 0;
        this.state = 'failed';
        this.failure = answer;
      } else {
        this.state = 'loaded';
        this.moreFailed = true;
      }
    });
    if (answer.kind !== 'ok') await this.options.onFailure(answer);
  }

  private take(offSet: number, page: ListPage<T>): void {
    const { keyOf } = this.options;
    const shown = new Set(keyOf && offSet > 0 ? this.items.map(keyOf) : []);
    const fresh = keyOf ? page.items.filter((item) => !shown.has(keyOf(item))) : page.items;
    this.items = offSet === 0 ? fresh : [...this.items, ...fresh];
    // A later page that brings nothing new ends the list (load-more would ask for it again and again).
    this.total = offSet > 0 && fresh.length === 0 ? this.items.length : Math.max(page.total, this.items.length);
    this.state = 'loaded';
  }
}

/** A bank's page of another shape (`{ deals, total }`, `{ plans, total }`, ...) as a ListPage. */
export const toListPage = <P extends { total: number }, T>(outcome: CallOutcome<P>, itemsOf: (page: P) => T[]): CallOutcome<ListPage<T>> =>
  (outcome.kind === 'ok' ? ok({ items: itemsOf(outcome.value), total: outcome.value.total }) : outcome);

/** SPEC §8: a list that fails only logs (its page says so in words); an invalid session is still brought to the customer. */
export const quietListFailure = (failures: PresentFailure, what: string) => (failure: Failure<unknown>): void | Promise<void> =>
  (failure.kind === 'sessionInvalid' ? failures.present(failure) : failures.quietly(failure, what));
