import { makeAutoObservable, runInAction } from 'mobx';
import type { CallOutcome, Failure } from '../../../domain/errors/call-outcome';
import type { PlanPaging } from '../../../application/ports/plan-desk';
import type { PresentFailure } from '../../../application/session/present-failure';

/** A page of a list as the bank answers it: its lines and how many there are on all pages. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export type PagedListState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * One list from the bank, a page at a time (我的定投's plans, a plan's instalments): the first page
 * on opening, refreshing or retrying; the next on load-more. 查询无记录 is an empty list. An answer
 * that arrives after the list was started again is dropped; a line already shown is not shown twice.
 */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  state: PagedListState = 'idle';
  /** A page after the first failed: the lines stay, the foot offers a retry. */
  moreFailed = false;
  private generation = 0;

  constructor(
    private readonly fetchPage: (page: PlanPaging) => Promise<CallOutcome<ListPage<T>>>,
    private readonly onFailure: (failure: Failure<unknown>) => void | Promise<void>,
    private readonly pageSize: number,
    private readonly keyOf: (item: T) => string,
  ) {
    makeAutoObservable<this, 'fetchPage' | 'onFailure' | 'generation' | 'pageSize' | 'keyOf'>(this, {
      fetchPage: false, onFailure: false, generation: false, pageSize: false, keyOf: false,
    });
  }

  get hasMore(): boolean {
    return this.state === 'loaded' && !this.moreFailed && this.items.length < this.total;
  }

  /** The first page is there and holds nothing. */
  get empty(): boolean {
    return this.state === 'loaded' && this.items.length === 0;
  }

  /** The first page again (opening, pull-to-refresh, 重新加载); what is shown stays until it comes. */
  refresh(): Promise<void> {
    this.generation += 1;
    this.moreFailed = false;
    return this.fetch(0);
  }

  /** The next page, when there is one and nothing is on its way; after a failed page, that page again. */
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
    const answer: CallOutcome<ListPage<T>> = outcome.kind === 'message' ? { kind: 'ok', value: { items: [], total: offSet === 0 ? 0 : this.items.length } } : outcome;
    runInAction(() => {
      if (answer.kind === 'ok') {
        const shown = new Set(offSet === 0 ? [] : this.items.map(this.keyOf));
        const fresh = answer.value.items.filter((item) => !shown.has(this.keyOf(item)));
        this.items = offSet === 0 ? fresh : [...this.items, ...fresh];
        // A later page that brings nothing new ends the list (InfiniteScroll would ask again and again).
        this.total = offSet > 0 && fresh.length === 0 ? this.items.length : Math.max(answer.value.total, this.items.length);
        this.state = 'loaded';
      } else if (offSet === 0) {
        this.items = [];
        this.total = 0;
        this.state = 'failed';
      } else {
        this.state = 'loaded';
        this.moreFailed = true;
      }
    });
    if (answer.kind !== 'ok') await this.onFailure(answer);
  }
}

/** SPEC §8: a list that fails only logs (its page says so in words); an invalid session is still brought to the customer. */
export const quietListFailure = (failures: PresentFailure, what: string) => (failure: Failure<unknown>): void | Promise<void> =>
  (failure.kind === 'sessionInvalid' ? failures.present(failure) : failures.quietly(failure, what));
