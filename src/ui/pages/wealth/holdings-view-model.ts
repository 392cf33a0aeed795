import { runInAction } from 'mobx';
import { add, ZERO, type Money } from '../../../domain/money/money';
import type { CurrentFlag, HoldingsPage } from '../../../domain/holdings/holding';
import { HOLDINGS_PAGING, type WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { makeViewState } from '../../view-models/view-state';
import { PAGED_LIST_TEXT } from '../../view-models/paged-list';


/** A /myHome section shows this many holdings; 查看全部 opens the whole list. */
export const SECTION_SIZE = 3;

type LoadState = 'loading' | 'loaded' | 'failed';

/** One kind of holdings (活期 0 / 定期 1), paged as SPEC §9 says; /currentMoreSum, /regularMoreSum and the /myHome sections. */
export class HoldingsList {
  page: HoldingsPage | null = null;
  state: LoadState = 'loading';

  constructor(readonly flag: CurrentFlag, private readonly desk: WealthDesk, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  get holdings() {
    return this.page?.holdings ?? [];
  }

  get hasMore(): boolean {
    return this.page !== null && this.page.holdings.length < this.page.total;
  }

  /** A later page did not come: the holdings shown stay, and the list's foot offers to try again (load-more on scrolling stops, as PagedList's). */
  get moreFailed(): boolean {
    return this.state === 'failed' && this.holdings.length > 0;
  }

  /** The foot of /currentMoreSum and /regularMoreSum: 加载中…, 上拉加载更多, 没有更多了, or a retry. */
  get footer(): { text: string; retry: boolean } {
    if (this.state === 'loading') return { text: PAGED_LIST_TEXT.loading, retry: false };
    if (this.moreFailed) return { text: PAGED_LIST_TEXT.retryMore, retry: true };
    return { text: this.hasMore ? PAGED_LIST_TEXT.pullUp : PAGED_LIST_TEXT.noMore, retry: false };
  }

  /** The first page again (opening, pull-to-refresh, retrying). */
  load(): Promise<void> {
    return this.fetch(0, HOLDINGS_PAGING.first);
  }

  loadMore(): Promise<void> {
    return (this.state === 'loaded' || this.moreFailed) && this.hasMore ? this.fetch(this.holdings.length, HOLDINGS_PAGING.next) : Promise.resolve();
  }

  private async fetch(offSet: number, queryNum: number): Promise<void> {
    this.state = 'loading';
    const outcome = await this.desk.holdings(this.flag, { offSet, queryNum });
    runInAction(() => {
      this.state = outcome.kind === 'ok' ? 'loaded' : 'failed';
      if (outcome.kind !== 'ok') return;
      const earlier = offSet === 0 ? [] : this.holdings;
      this.page = { ...outcome.value, holdings: [...earlier, ...outcome.value.holdings] };
    });
    // A list fails quietly (SPEC §8: list fetch failures only log); the page says so in words.
    if (outcome.kind === 'sessionInvalid') await this.failures.present(outcome);
  }
}

/** /myHome: both kinds of holdings and the customer's totals over them. */
export class MyWealthViewModel {
  readonly current: HoldingsList;
  readonly regular: HoldingsList;

  constructor(desk: WealthDesk, failures: PresentFailure) {
    this.current = new HoldingsList('0', desk, failures);
    this.regular = new HoldingsList('1', desk, failures);
    makeViewState(this);
  }

  get state(): LoadState {
    const states = [this.current.state, this.regular.state];
    if (states.includes('failed')) return 'failed';
    return states.includes('loading') ? 'loading' : 'loaded';
  }

  /** totPrdValue of both kinds: every holding, not only the loaded ones. */
  get totalAssets(): Money {
    return add(this.current.page?.totalValue ?? ZERO, this.regular.page?.totalValue ?? ZERO);
  }

  get lastIncome(): Money {
    return this.sum((h) => h.lastIncome);
  }

  get totalIncome(): Money {
    return this.sum((h) => h.totalIncome);
  }

  get isEmpty(): boolean {
    return this.state === 'loaded' && this.current.holdings.length === 0 && this.regular.holdings.length === 0;
  }

  async load(): Promise<void> {
    await Promise.all([this.current.load(), this.regular.load()]);
  }

  private sum(pick: (h: HoldingsList['holdings'][number]) => Money): Money {
    return [...this.current.holdings, ...this.regular.holdings].map(pick).reduce(add, ZERO);
  }
}
