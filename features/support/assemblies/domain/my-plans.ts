import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { recordStatusText } from '../../../../src/domain/purchase/plan';
import type { MyPlansViewModel } from '../../../../src/ui/pages/plan/my-plans-view-model';
import { MY_PLAN_ROUTES, planListRows, planRows, planStatusText, recordListRows, recordRows } from '../../../../src/ui/pages/plan/plan-rows';
import { MY_PLANS_TEXT, PLAN_INFO_TEXT, PLAN_PAGE_TEXT, PLAN_RECORD_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
import type { MyPlanTasks } from '../../tasks/my-plans';
import type { MyPlansView, PlanInfoView, PlanRecordView } from '../../tasks/views';
import { settle, type DomainSession } from './session';

const MY_PLAN_PAGES: readonly string[] = Object.values(MY_PLAN_ROUTES);

/** My wealth: 我的定投 (/myFixedTimeNetWorth, /myFixedTimeNetWorthInfo, /fixedRecordInfoPage; features/plan-records.feature). */
export class DomainMyPlans implements MyPlanTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.myPlans, PAGES.planInfo, PAGES.planRecord];

  get #listShown(): MyPlansViewModel {
    return this.session.showing(MY_PLAN_ROUTES.list, this.session.pages.myPlans);
  }

  get #planShown() {
    return this.session.showing(MY_PLAN_ROUTES.plan, this.session.pages.planInfo);
  }

  openMyPlans(): Promise<void> {
    return this.session.openPage(this, MY_PLAN_ROUTES.list);
  }

  async myPlans(): Promise<MyPlansView> {
    await this.session.mounted(this);
    const { list, plans } = this.#listShown;
    const message = list.state === 'failed' ? MY_PLANS_TEXT.failed : list.empty ? MY_PLANS_TEXT.empty : null;
    return {
      plans: plans.map((plan) => ({ 产品: plan.prdName, 状态: planStatusText(plan), ...Object.fromEntries(planListRows(plan)) })),
      message,
      actions: list.state === 'failed' ? ['重新加载'] : list.empty ? [MY_PLANS_TEXT.browse] : [],
    };
  }

  async retryMyPlans(): Promise<void> {
    const page = this.#listShown;
    if (page.list.state !== 'failed') assert.fail('我的定投 offers no 重新加载');
    await page.load();
    await settle();
  }

  async openMyPlan(prdName: string): Promise<void> {
    const plan = this.#listShown.plans.find((shown) => shown.prdName === prdName) ?? assert.fail(`我的定投 lists no plan of ${prdName}`);
    await this.session.followTo(this, MY_PLAN_ROUTES.plan, { planNo: plan.planNo });
  }

  openPlanInfo(planNo: string): Promise<void> {
    return this.session.openPage(this, MY_PLAN_ROUTES.plan, { planNo });
  }

  async planInfo(): Promise<PlanInfoView> {
    await this.session.mounted(this);
    const page = this.#planShown;
    const { plan, records } = page;
    const message = page.state === 'failed' ? PLAN_PAGE_TEXT.loadFailed : page.state === 'notFound' ? PLAN_PAGE_TEXT.notFound : null;
    return {
      rows: plan ? Object.fromEntries(planRows(plan)) : {},
      actions: plan?.active ? [PLAN_PAGE_TEXT.update, PLAN_PAGE_TEXT.stop] : [],
      records: (records?.items ?? []).map((record) => ({
        [PLAN_RECORD_TEXT.date]: record.execDate, [PLAN_RECORD_TEXT.status]: recordStatusText(record), ...Object.fromEntries(recordListRows(record)),
      })),
      moreOffered: records?.hasMore ?? false,
      recordsMessage: records?.state === 'failed' ? PLAN_INFO_TEXT.recordsFailed : records?.empty ? PLAN_INFO_TEXT.noRecords : null,
      message,
    };
  }

  async loadMorePlanRecords(): Promise<void> {
    const { records } = this.#planShown;
    if (!records?.hasMore) assert.fail('the plan\'s instalments have no more to load');
    await records.loadMore();
    await settle();
  }

  async openPlanRecord(index: number): Promise<void> {
    const record = this.#planShown.records?.items[index - 1] ?? assert.fail(`the plan shows no instalment ${index}`);
    await this.session.followTo(this, MY_PLAN_ROUTES.record, { planNo: record.planNo, seq: record.seq });
  }

  openPlanRecordPage(planNo: string, seq: string): Promise<void> {
    return this.session.openPage(this, MY_PLAN_ROUTES.record, { planNo, seq });
  }

  reloadPlanPage(): Promise<void> {
    const { path, query } = this.session.here;
    if (!MY_PLAN_PAGES.includes(path)) assert.fail(`${path} is not one of 我的定投's pages`);
    return this.session.openPage(this, path, query);
  }

  async planRecord(): Promise<PlanRecordView> {
    await this.session.mounted(this);
    const page = this.session.showing(MY_PLAN_ROUTES.record, this.session.pages.planRecord);
    const message = page.state === 'failed' ? PLAN_RECORD_TEXT.failed : page.state === 'notFound' ? PLAN_RECORD_TEXT.notFound : null;
    return { rows: page.record ? Object.fromEntries(recordRows(page.record)) : {}, message };
  }
}
