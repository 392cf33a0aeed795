import type { Locator } from 'playwright-core';
import { PAGED_LIST_TEXT } from '../../../../src/ui/view-models/paged-list';
import { MY_PLAN_ROUTES } from '../../../../src/ui/pages/plan/plan-rows';
import { PLAN_INFO_TEXT, PLAN_RECORD_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
import type { MyPlanTasks } from '../../tasks/my-plans';
import type { MyPlansView, PlanInfoView, PlanRecordView } from '../../tasks/views';
import { factRows, listRows, reloadButton, textOf } from './reading';
import type { BrowserSession } from './session';

type MyPlanPage = 'my-plans' | 'plan-info' | 'plan-record';

/** Each 我的定投 page's own <main> class, by its route. */
const MAINS: Record<string, MyPlanPage> = { [MY_PLAN_ROUTES.list]: 'my-plans', [MY_PLAN_ROUTES.plan]: 'plan-info', [MY_PLAN_ROUTES.record]: 'plan-record' };

/** My wealth: 我的定投 (/myFixedTimeNetWorth, /myFixedTimeNetWorthInfo, /fixedRecordInfoPage). */
export class BrowserMyPlans implements MyPlanTasks {
  constructor(private readonly session: BrowserSession) {}

  async openMyPlans(): Promise<void> {
    await this.session.open({}, MY_PLAN_ROUTES.list);
    await this.#page('my-plans');
  }

  async myPlans(): Promise<MyPlansView> {
    const main = await this.#page('my-plans');
    const said = main.locator('.empty-state');
    return {
      plans: await listRows(main.getByTestId('my-plan')),
      message: await textOf(said.locator('p')),
      actions: (await said.getByRole('link').or(said.getByRole('button')).allInnerTexts()).map((text) => text.trim()),
    };
  }

  async retryMyPlans(): Promise<void> {
    const retry = reloadButton(this.session.page.locator('main.my-plans'));
    await retry.click();
    // The failure gives way to the loading state before anything else is read.
    await retry.waitFor({ state: 'detached' }).catch(() => undefined);
    await this.#page('my-plans');
  }

  async openMyPlan(prdName: string): Promise<void> {
    const main = await this.#page('my-plans');
    await main.getByTestId('my-plan').filter({ has: this.session.page.getByText(prdName, { exact: true }) }).first().click();
    await this.session.page.waitForURL((url) => url.pathname === MY_PLAN_ROUTES.plan);
    await this.#page('plan-info');
  }

  async openPlanInfo(planNo: string): Promise<void> {
    await this.session.open({ planNo }, MY_PLAN_ROUTES.plan);
    await this.#page('plan-info');
  }

  async planInfo(): Promise<PlanInfoView> {
    const main = await this.#page('plan-info');
    const facts = main.getByTestId('plan-facts');
    return {
      rows: (await facts.count()) > 0 ? await factRows(facts) : {},
      actions: (await main.getByRole('navigation', { name: PLAN_INFO_TEXT.actions }).getByRole('link').allInnerTexts()).map((text) => text.trim()),
      records: await listRows(main.getByTestId('plan-record'), { name: PLAN_RECORD_TEXT.date, status: PLAN_RECORD_TEXT.status }),
      moreOffered: (await main.getByRole('button', { name: PLAN_INFO_TEXT.loadMore, exact: true }).count()) > 0,
      recordsMessage: await textOf(main.locator('[data-testid=plan-records-empty], .plan-info__records .empty-state p')),
      message: await textOf(this.session.page.locator('main.plan-info > .empty-state p')),
    };
  }

  async loadMorePlanRecords(): Promise<void> {
    const main = await this.#page('plan-info');
    const before = await main.getByTestId('plan-record').count();
    await main.getByRole('button', { name: PLAN_INFO_TEXT.loadMore, exact: true }).click();
    // More instalments, or the foot's retry after a failed page.
    await this.session.page.waitForFunction(({ count, retry }) => document.querySelectorAll('main.plan-info [data-testid=plan-record]').length > count
      || [...document.querySelectorAll('main.plan-info button')].some((button) => button.textContent === retry), { count: before, retry: PAGED_LIST_TEXT.retryMore });
    await this.#page('plan-info');
  }

  async openPlanRecord(index: number): Promise<void> {
    const main = await this.#page('plan-info');
    await main.getByTestId('plan-record').nth(index - 1).click();
    await this.session.page.waitForURL((url) => url.pathname === MY_PLAN_ROUTES.record);
    await this.#page('plan-record');
  }

  async openPlanRecordPage(planNo: string, seq: string): Promise<void> {
    await this.session.open({ planNo, seq }, MY_PLAN_ROUTES.record);
    await this.#page('plan-record');
  }

  async reloadPlanPage(): Promise<void> {
    const main = MAINS[this.session.pathNow];
    if (!main) throw new Error(`${this.session.page.url()} is not one of 我的定投's pages`);
    await this.session.page.reload({ waitUntil: 'domcontentloaded' });
    await this.#page(main);
  }

  async planRecord(): Promise<PlanRecordView> {
    const main = await this.#page('plan-record');
    const facts = main.getByTestId('plan-record-facts');
    return {
      rows: (await facts.count()) > 0 ? await factRows(facts) : {},
      message: await textOf(this.session.page.locator('main.plan-record > .empty-state p')),
    };
  }

  /**
   * A 我的定投 page once its own <main> is there and no longer busy (after a client-side move the page
   * before may still show for a moment; a plan's page is busy until its instalments have come too).
   */
  async #page(name: MyPlanPage): Promise<Locator> {
    const main = this.session.page.locator(`main.${name}:not([aria-busy="true"])`);
    await main.waitFor();
    await this.session.quiet();
    return main;
  }
}
