import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import { PLAN_TEXT, planDays, type Plan, type PlanPeriod } from '../../../../src/domain/purchase/plan';
import type { PlanFormViewModel } from '../../../../src/ui/pages/plan/plan-form-view-model';
import { MY_PLAN_ROUTES, planRows } from '../../../../src/ui/pages/plan/plan-rows';
import { PLAN_PAGE_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
import type { PlanTasks } from '../../tasks/plans';
import { settle, type DomainSession, type PageTexts } from './session';

/** Fixed-amount plans: /fixedtime, /fixedtimeupdate, /fixedtimesuccess, /fixedtimestop. */
export class DomainPlans implements PlanTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.newPlan, PAGES.changePlan, PAGES.planDone, PAGES.planStop];

  readonly says: PageTexts = {
    [ROUTES.changePlan.path]: () => (this.session.pages.changePlan?.state === 'missing' ? [PLAN_PAGE_TEXT.notFound] : []),
  };

  /** The form for a new plan (of a product) or for changing one (by its number). */
  get #form(): PlanFormViewModel {
    const { pages, here } = this.session;
    const form = { [ROUTES.newPlan.path]: pages.newPlan, [ROUTES.changePlan.path]: pages.changePlan }[here.path];
    return form ?? assert.fail(`no plan form is open at ${here.path}`);
  }

  get #onStopPage(): boolean {
    return this.session.here.path === ROUTES.planStop.path;
  }

  async detailOffersPlan(): Promise<boolean> {
    const page = this.session.pages.detail;
    return page?.bottomBar?.kind === 'buy' && page.product?.isAutoInvest === true;
  }

  async tapPlan(): Promise<void> {
    if (!(await this.detailOffersPlan())) throw new Error('the detail page offers no 定投');
    await this.session.go(ROUTES.newPlan.path, { prdCode: this.session.pages.detail!.product!.prdCode });
  }

  async fillPlan(amount: string, periodText: string, dayText: string): Promise<void> {
    const form = this.#form;
    const period = (Object.keys(PLAN_TEXT.periods) as PlanPeriod[]).find((p) => PLAN_TEXT.periods[p] === periodText) ?? assert.fail(`no period ${periodText}`);
    form.setAmount(amount);
    form.setPeriod(period);
    form.setDay(planDays(period).find((option) => option.text === dayText)?.day ?? assert.fail(`no day ${dayText}`));
  }

  async planForm(): Promise<{ amount: string; period: string; day: string }> {
    const { draft } = this.#form;
    return { amount: draft.amount, period: PLAN_TEXT.periods[draft.period], day: planDays(draft.period).find((option) => option.day === draft.day)?.text ?? '' };
  }

  async confirmPlan(): Promise<void> {
    this.#form.confirm();
  }

  async enterPlanPin(pin: string): Promise<void> {
    const sealed = await this.session.sealed(pin);
    if (this.#onStopPage) await this.session.pages.planStop!.order.pay(sealed);
    else await this.#form.order.pay(sealed);
    await settle();
  }

  async planError(): Promise<string | null> {
    return this.#onStopPage ? this.session.pages.planStop!.message : this.#form.error;
  }

  async existingPlan(): Promise<Record<string, string> | null> {
    const form = this.#form;
    return form.action === 'add' && form.plan ? Object.fromEntries(planRows(form.plan)) : null;
  }

  /** The plan the page shows: /fixedtimesuccess the last call's, the others their own. */
  #shownPlan(): Plan | null {
    const { pages, here } = this.session;
    if (here.path === ROUTES.planDone.path) return pages.planDone?.plan ?? null;
    if (here.path === MY_PLAN_ROUTES.plan) return pages.planInfo?.plan ?? null;
    return this.#onStopPage ? pages.planStop!.plan : this.#form.plan;
  }

  async openPlanAction(action: '修改计划' | '终止定投'): Promise<void> {
    const plan = this.#shownPlan() ?? assert.fail(`no plan is shown at ${this.session.here.path}`);
    if (action === '终止定投' && this.#onStopPage) void this.session.pages.planStop!.stop();
    else this.session.navigator.go(action === '修改计划' ? ROUTES.changePlan.path : ROUTES.planStop.path, { planNo: plan.planNo });
    await settle();
  }

  async planShown(): Promise<{ title: string; rows: Record<string, string> } | null> {
    const plan = this.#shownPlan();
    const { path, query } = this.session.here;
    if (!plan || (path !== ROUTES.planDone.path && path !== ROUTES.planStop.path)) return null;
    const title = this.#onStopPage
      ? (plan.active ? PLAN_PAGE_TEXT.stop : PLAN_PAGE_TEXT.doneTitles.stop)
      : PLAN_PAGE_TEXT.doneTitles[query.action === 'update' || query.action === 'stop' ? query.action : 'add'];
    return { title, rows: Object.fromEntries(planRows(plan)) };
  }
}
