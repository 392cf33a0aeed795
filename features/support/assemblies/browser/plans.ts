import type { Locator } from 'playwright-core';
import { DETAIL_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import { PLAN_PAGE_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
import type { PlanTasks } from '../../tasks/plans';
import { factRows, textOf } from './reading';
import type { BrowserSession } from './session';

/** Fixed-amount plans: /fixedtime, /fixedtimeupdate, /fixedtimesuccess, /fixedtimestop. */
export class BrowserPlans implements PlanTasks {
  constructor(private readonly session: BrowserSession) {}

  async detailOffersPlan(): Promise<boolean> {
    await this.session.page.getByTestId('bottom-bar').waitFor();
    return (await this.#planLink().count()) > 0;
  }

  async tapPlan(): Promise<void> {
    await this.#planLink().click();
    await this.session.page.waitForURL(/\/fixedtime\?/);
    await this.#planPageReady();
  }

  async fillPlan(amount: string, period: string, day: string): Promise<void> {
    const { page } = this.session;
    await this.#planPageReady();
    await page.getByLabel(PLAN_PAGE_TEXT.amountLabel).fill(amount);
    await page.getByLabel(PLAN_PAGE_TEXT.period).selectOption({ label: period });
    await page.getByLabel(PLAN_PAGE_TEXT.day).selectOption({ label: day });
  }

  async planForm(): Promise<{ amount: string; period: string; day: string }> {
    const { page } = this.session;
    await this.#planPageReady();
    const chosen = (label: string) => page.getByLabel(label).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '');
    return { amount: await page.getByLabel(PLAN_PAGE_TEXT.amountLabel).inputValue(), period: await chosen(PLAN_PAGE_TEXT.period), day: await chosen(PLAN_PAGE_TEXT.day) };
  }

  async confirmPlan(): Promise<void> {
    await this.session.page.locator('main.plan form').getByRole('button').click();
  }

  async enterPlanPin(pin: string): Promise<void> {
    const from = this.session.pathNow;
    await this.session.typePin(pin);
    // Settled: another page (the result), or this page's error or pending note, or the stopped plan.
    await this.session.page.waitForFunction((path) => location.pathname !== path || document.querySelector('[data-testid=plan-error], [data-testid=plan-pending]') !== null
      || (path === '/fixedtimestop' && !document.querySelector('main.plan-result > button')), from);
    await this.session.quiet();
  }

  planError(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('plan-error'));
  }

  async existingPlan(): Promise<Record<string, string> | null> {
    await this.#planPageReady();
    const existing = this.session.page.getByTestId('plan-existing');
    return (await existing.count()) > 0 ? planRows(existing) : null;
  }

  async openPlanAction(action: '修改计划' | '终止定投'): Promise<void> {
    const { page } = this.session;
    const from = page.url();
    const target = page.locator('main').getByRole('link', { name: action, exact: true }).or(page.locator('main').getByRole('button', { name: action, exact: true }));
    const isLink = await target.first().evaluate((element) => element.tagName === 'A');
    await target.first().click();
    if (isLink) {
      await page.waitForURL((url) => url.href !== from);
      // The new page's own <main>: the plan's page may still show while the next one loads.
      await page.locator(action === '修改计划' ? 'main.plan--update:not([aria-busy="true"])' : 'main.plan-stop').waitFor();
    } else await page.locator('.adm-dialog-title').first().waitFor();
  }

  async planShown(): Promise<{ title: string; rows: Record<string, string> } | null> {
    const result = this.session.page.locator('main.plan-result');
    if (!(await this.session.showsOnceQuiet(result))) return null;
    return { title: (await result.locator('h1').innerText()).trim(), rows: await planRows(result) };
  }

  #planLink(): Locator {
    return this.session.page.getByTestId('bottom-bar').getByRole('link', { name: DETAIL_TEXT.plan, exact: true });
  }

  /** The plan form's page once its checks are back (the form, the plan in place, or why not). */
  async #planPageReady(): Promise<void> {
    const { page } = this.session;
    await page.locator('main.plan:not([aria-busy="true"]), main .empty-state').first().waitFor();
    await page.locator('main.plan form, [data-testid=plan-existing], [data-testid=buy-blocked], main.plan [role=status], main .empty-state').first().waitFor();
  }
}

/** A plan's rows, as the page showing it lists them. */
function planRows(scope: Locator): Promise<Record<string, string>> {
  return factRows(scope.getByTestId('plan-facts'));
}
