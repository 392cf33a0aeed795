import { runInAction } from 'mobx';
import type { CallOutcome } from '../../../domain/errors/call-outcome';
import { activeFirst, type Plan, type PlanRecord } from '../../../domain/purchase/plan';
import type { PlanDesk } from '../../../application/ports/plan-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { PagedList, quietListFailure, toListPage } from '../../view-models/paged-list';
import { makeViewState } from '../../view-models/view-state';

/** How many instalments /fixedRecordInfoPage asks for at a time while it looks for one. */
const SEARCH_PAGE_SIZE = 99;
/** A plan has a few hundred instalments at most (weekly for years); the search stops well after. */
const SEARCH_PAGES = 50;

/** /myFixedTimeNetWorth: the customer's plans (listAutoInvest), 20 a page, the active ones first. */
export class MyPlansViewModel {
  readonly list: PagedList<Plan>;

  constructor(desk: PlanDesk, failures: PresentFailure) {
    this.list = new PagedList({
      fetchPage: async (page) => toListPage(await desk.listPage(page), (p) => p.plans),
      onFailure: quietListFailure(failures, '定投计划'),
      keyOf: (plan) => plan.planNo,
    });
    makeViewState(this);
  }

  /** The plans loaded so far, the active ones first (each group newest first, as the bank lists them). */
  get plans(): Plan[] {
    return activeFirst(this.list.items);
  }

  /** The first page again (opening, pull-to-refresh, 重新加载). */
  load(): Promise<void> {
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}

export type PlanPageState = 'loading' | 'loaded' | 'notFound' | 'failed';

/** The customer's plan of this number (listAutoInvest, every plan at once), null when there is none. */
async function findPlan(desk: PlanDesk, planNo: string): Promise<CallOutcome<Plan | null>> {
  const plans = await desk.list();
  if (plans.kind === 'message') return { kind: 'ok', value: null }; // 查询无记录: no plans at all
  return plans.kind === 'ok' ? { kind: 'ok', value: plans.value.find((plan) => plan.planNo === planNo) ?? null } : plans;
}

/** /myFixedTimeNetWorthInfo?planNo=: one plan's facts and its instalments (listAutoInvestRecords), 20 a page. */
export class PlanInfoViewModel {
  state: PlanPageState = 'loading';
  plan: Plan | null = null;
  records: PagedList<PlanRecord> | null = null;
  private generation = 0;

  constructor(
    private readonly desk: PlanDesk,
    private readonly failures: PresentFailure,
  ) {
    makeViewState(this);
  }

  async load(planNo: string | undefined): Promise<void> {
    const generation = (this.generation += 1);
    this.state = 'loading';
    this.plan = null;
    this.records = null;
    if (!planNo) {
      this.state = 'notFound';
      return;
    }
    const found = await findPlan(this.desk, planNo);
    if (generation !== this.generation) return;
    if (found.kind !== 'ok') {
      runInAction(() => (this.state = 'failed'));
      await quietListFailure(this.failures, '定投计划')(found);
      return;
    }
    const plan = found.value;
    const records = plan && new PagedList<PlanRecord>({
      fetchPage: async (page) => toListPage(await this.desk.records(plan.planNo, page), (p) => p.records),
      onFailure: quietListFailure(this.failures, '定投扣款记录'),
      keyOf: (record) => record.seq,
      unit: '笔',
    });
    runInAction(() => {
      this.plan = plan;
      this.records = records;
      this.state = plan ? 'loaded' : 'notFound';
    });
    await records?.refresh();
  }
}

/** /fixedRecordInfoPage?planNo=&seq=: one instalment, found among its plan's (it works on a reload too). */
export class PlanRecordViewModel {
  state: PlanPageState = 'loading';
  plan: Plan | null = null;
  record: PlanRecord | null = null;
  private generation = 0;

  constructor(
    private readonly desk: PlanDesk,
    private readonly failures: PresentFailure,
  ) {
    makeViewState(this);
  }

  async load(planNo: string | undefined, seq: string | undefined): Promise<void> {
    const generation = (this.generation += 1);
    this.state = 'loading';
    this.plan = null;
    this.record = null;
    if (!planNo || !seq) {
      this.state = 'notFound';
      return;
    }
    const found = await this.find(planNo, seq);
    if (generation !== this.generation) return;
    runInAction(() => {
      if (found.kind === 'ok') {
        this.plan = found.value.plan;
        this.record = found.value.record;
      }
      this.state = found.kind !== 'ok' ? 'failed' : found.value.record ? 'loaded' : 'notFound';
    });
    if (found.kind !== 'ok') await quietListFailure(this.failures, '定投扣款记录')(found);
  }

  /** The plan (one call), then its instalments page by page until the one numbered `seq`. */
  private async find(planNo: string, seq: string): Promise<CallOutcome<{ plan: Plan | null; record: PlanRecord | null }>> {
    const plan = await findPlan(this.desk, planNo);
    if (plan.kind !== 'ok' || !plan.value) return plan.kind === 'ok' ? { kind: 'ok', value: { plan: null, record: null } } : plan;
    for (let n = 0, offSet = 0; n < SEARCH_PAGES; n += 1) {
      const page = await this.desk.records(planNo, { offSet, queryNum: SEARCH_PAGE_SIZE });
      if (page.kind === 'message') break;
      if (page.kind !== 'ok') return page;
      const record = page.value.records.find((r) => r.seq === seq);
      if (record) return { kind: 'ok', value: { plan: plan.value, record } };
      offSet += page.value.records.length;
      if (page.value.records.length === 0 || offSet >= page.value.total) break;
    }
    return { kind: 'ok', value: { plan: plan.value, record: null } };
  }
}
