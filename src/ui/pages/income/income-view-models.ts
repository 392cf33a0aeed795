import { runInAction } from 'mobx';
import { ok, type CallOutcome, type Failure } from '../../../domain/errors/call-outcome';
import { assetSummary, oldestFirst, type AssetDay, type AssetSummary } from '../../../domain/holdings/asset-history';
import type { CurrentFlag, Holding } from '../../../domain/holdings/holding';
import { isCashManagement } from '../../../domain/catalog/product-texts';
import { incomeByHolding, INCOME_LIMITS, NOT_HELD_CODE, type DailyIncome, type IncomeByHolding } from '../../../domain/holdings/income';
import type { PayoutsPage } from '../../../domain/holdings/payouts';
import type { IncomeDesk } from '../../../application/ports/income-desk';
import type { Paging, WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { PagedList, quietListFailure, toListPage } from '../../view-models/paged-list';
import { FIRST_HOLDINGS_PAGE, HOLDINGS_PAGING } from '../../../application/ports/wealth-desk';
import { makeViewState } from '../../view-models/view-state';

type LoadState = 'loading' | 'loaded' | 'failed';

const FLAGS: readonly CurrentFlag[] = ['0', '1'];

/** /profitLossIncome: every holding of both kinds (SPEC §9: 99, then 20 a page), by income, with the totals. */
export class IncomeByHoldingViewModel {
  state: LoadState = 'loading';
  income: IncomeByHolding | null = null;
  private generation = 0;

  constructor(private readonly desk: WealthDesk, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  get empty(): boolean {
    return this.state === 'loaded' && this.income?.holdings.length === 0;
  }

  async load(): Promise<void> {
    const generation = (this.generation += 1);
    this.state = 'loading';
    const outcomes = await Promise.all(FLAGS.map((flag) => this.everyHolding(flag)));
    if (generation !== this.generation) return;
    const failure = outcomes.find((outcome): outcome is Failure<Holding[]> => outcome.kind !== 'ok');
    runInAction(() => {
      this.state = failure ? 'failed' : 'loaded';
      this.income = failure ? null : incomeByHolding(outcomes.flatMap((outcome) => (outcome.kind === 'ok' ? outcome.value : [])));
    });
    if (failure) await quietListFailure(this.failures, '收益明细')(failure);
  }

  /** Sorting by income needs them all: the first page of 99, then 20 at a time until the bank's count. */
  private async everyHolding(flag: CurrentFlag): Promise<CallOutcome<Holding[]>> {
    const first = await this.desk.holdings(flag, FIRST_HOLDINGS_PAGE);
    if (first.kind !== 'ok') return first;
    const holdings = [...first.value.holdings];
    while (holdings.length < first.value.total) {
      const next = await this.desk.holdings(flag, { offSet: holdings.length, queryNum: HOLDINGS_PAGING.next });
      if (next.kind !== 'ok') return next;
      if (next.value.holdings.length === 0) break;
      holdings.push(...next.value.holdings);
    }
    return ok(holdings);
  }
}

export type DailyIncomeKind = 'daily' | 'currency';

/**
 * /mineCurrencyIncomeNew?prdCode= (a demand holding's income day by day) and /currencyRecord?prdCode=
 * (a cash-management holding's days with their 万份收益 and 七日年化), newest first, 20 a page.
 */
export class DailyIncomeViewModel {
  prdCode: string | undefined = undefined;
  product: { prdName: string; prdTemplate: string } | null = null;
  readonly list: PagedList<DailyIncome>;

  constructor(readonly kind: DailyIncomeKind, desk: IncomeDesk, failures: PresentFailure) {
    this.list = new PagedList({
      fetchPage: async (page) => {
        const outcome = await desk.dailyIncome(this.prdCode ?? '', page);
        if (outcome.kind === 'ok') runInAction(() => (this.product = { prdName: outcome.value.prdName, prdTemplate: outcome.value.prdTemplate }));
        return toListPage(outcome, (p) => p.days);
      },
      onFailure: quietListFailure(failures, '收益记录'),
    });
    makeViewState(this);
  }

  /**
   * invalid: the address names no product; notHeld: the customer does not hold it (the bank's words
   * in `notHeldMessage`); notCash: /currencyRecord of a product that publishes no 万份收益.
   */
  get state(): 'invalid' | 'notHeld' | 'notCash' | LoadState {
    if (!this.prdCode) return 'invalid';
    const { failure } = this.list;
    if (failure?.kind === 'serverError' && failure.code === NOT_HELD_CODE) return 'notHeld';
    if (this.list.state === 'failed') return 'failed';
    if (this.list.state === 'idle' || (this.list.state === 'loading' && this.list.items.length === 0)) return 'loading';
    if (this.kind === 'currency' && this.product && !isCashManagement(this.product.prdTemplate)) return 'notCash';
    return 'loaded';
  }

  get notHeldMessage(): string {
    const { failure } = this.list;
    return failure?.kind === 'serverError' ? failure.message : '';
  }

  load(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode || undefined;
    this.product = null;
    return this.prdCode ? this.list.refresh(true) : Promise.resolve();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}

/** /hisAssets: the total assets of the last 30 days, for the chart (oldest first), the table (newest first) and the words. */
export class AssetHistoryViewModel {
  readonly period = INCOME_LIMITS.assetDays;
  state: LoadState = 'loading';
  days: AssetDay[] = [];
  private generation = 0;

  constructor(private readonly desk: IncomeDesk, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  get oldestFirst(): AssetDay[] {
    return oldestFirst(this.days);
  }

  get newestFirst(): AssetDay[] {
    return [...this.oldestFirst].reverse();
  }

  get summary(): AssetSummary | null {
    return assetSummary(this.days);
  }

  get empty(): boolean {
    return this.state === 'loaded' && this.days.length === 0;
  }

  async load(): Promise<void> {
    const generation = (this.generation += 1);
    this.state = 'loading';
    const outcome = await this.desk.assetHistory(this.period);
    if (generation !== this.generation) return;
    // 查询无记录: no history.
    const answer = outcome.kind === 'message' ? ok<AssetDay[]>([]) : outcome;
    runInAction(() => {
      this.state = answer.kind === 'ok' ? 'loaded' : 'failed';
      this.days = answer.kind === 'ok' ? answer.value : [];
    });
    if (answer.kind !== 'ok') await quietListFailure(this.failures, '历史资产')(answer);
  }
}

/** /interest and /cash: a list of payouts, newest first, 20 a page. */
export class PayoutsViewModel<T> {
  readonly list: PagedList<T>;

  constructor(fetch: (page: Paging) => Promise<CallOutcome<PayoutsPage<T>>>, failures: PresentFailure, what: string) {
    this.list = new PagedList<T>({ fetchPage: async (page) => toListPage(await fetch(page), (p) => p.payouts), onFailure: quietListFailure(failures, what) });
  }

  load(): Promise<void> {
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}
