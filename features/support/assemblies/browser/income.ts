import type { Locator } from 'playwright-core';
import { PAGED_LIST_TEXT } from '../../../../src/ui/view-models/paged-list';
import { HOLDING_INCOME_ROUTES, INCOME_PAGES, incomeShortcutRoute } from '../../income-routes';
import type { IncomeTasks } from '../../tasks/income';
import type { HoldingIncomeName, IncomePageName, IncomePageView } from '../../tasks/views';
import { emptyMessage, factRows, reloadButton, textOf } from './reading';
import type { BrowserSession } from './session';

/** The lines an income page lists: holdings' income, days, payouts. */
const INCOME_LINES = ['income-holding', 'income-day', 'asset-day', 'dividend-payout', 'maturity-payout'].map((id) => `[data-testid=${id}]`).join(', ');

/** Income, assets and payouts: /profitLossIncome, /mineCurrencyIncomeNew, /currencyRecord, /hisAssets, /interest, /cash. */
export class BrowserIncome implements IncomeTasks {
  /** The open list's last page failed (its foot offers the retry). */
  #moreFailed = false;

  constructor(private readonly session: BrowserSession) {}

  async openIncomeShortcut(name: IncomePageName): Promise<void> {
    await this.session.openMyWealth();
    await this.session.page.locator('main.my-wealth nav').getByRole('link', { name, exact: true }).click();
    await this.#arrived(incomeShortcutRoute(name));
  }

  async openHoldingIncome(action: HoldingIncomeName): Promise<void> {
    await this.session.page.locator('main.holding-page .holding-page__actions').getByRole('link', { name: action, exact: true }).click();
    await this.#arrived(HOLDING_INCOME_ROUTES[action]);
  }

  async openIncomeRecord(action: HoldingIncomeName, prdCode: string): Promise<void> {
    await this.session.open({ prdCode }, HOLDING_INCOME_ROUTES[action]);
    await this.#said();
  }

  async incomePage(): Promise<IncomePageView> {
    const main = await this.#said();
    const totals = main.getByTestId('income-totals');
    const summary = await textOf(main.getByTestId('assets-summary'));
    const chart = await chartSaying(main.getByTestId('assets-chart'), summary);
    return {
      title: (await main.locator('h1').innerText()).trim(),
      totals: (await totals.count()) > 0 ? await factRows(totals) : {},
      rows: await incomeRows(main),
      summary,
      chart,
      shown: await textOf(main.getByTestId('income-shown')),
      moreOffered: (await textOf(main.getByTestId('list-foot'))) === PAGED_LIST_TEXT.pullUp,
      message: await emptyMessage(main),
    };
  }

  async loadMoreIncome(): Promise<void> {
    const main = await this.#said();
    const { main: name, call } = this.#page();
    const before = await main.locator(INCOME_LINES).count();
    const foot = main.getByTestId('list-foot');
    await foot.waitFor();
    if ((await foot.innerText()).trim() === PAGED_LIST_TEXT.retryMore) {
      // A short list asks for its next page as soon as its end is in view: when that failed before
      // this step, the failure is what the customer sees on looking for more; a later step retries.
      if (!this.#moreFailed) {
        this.#moreFailed = true;
        return;
      }
      await this.session.tapAnswered(foot, call);
    } else {
      // Load-more is the list's end coming into view (SPEC §9's pull-up threshold).
      if ((await foot.innerText()).trim() !== PAGED_LIST_TEXT.pullUp) throw new Error('the list has no more to load');
      await foot.scrollIntoViewIfNeeded();
    }
    await this.session.page.waitForFunction(
      ([selector, mainClass, count, noMore, retryText]) => {
        const root = document.querySelector(`main.${mainClass}`);
        if (!root) return false;
        const foot = root.querySelector('[data-testid=list-foot]')?.textContent;
        return root.querySelectorAll(selector).length > count || foot === noMore || [...root.querySelectorAll('button')].some((b) => b.textContent === retryText);
      },
      [INCOME_LINES, name, before, PAGED_LIST_TEXT.noMore, PAGED_LIST_TEXT.retryMore] as const,
    );
    await this.#said();
    this.#moreFailed = (await textOf(main.getByTestId('list-foot'))) === PAGED_LIST_TEXT.retryMore;
  }

  async retryIncome(): Promise<void> {
    const main = await this.#said();
    await this.session.tapAnswered(reloadButton(main), this.#page().call);
    await this.#said();
  }

  /** The open income page: its <main> class and its call. */
  #page(): { main: string; call: string } {
    const path = this.session.pathNow;
    const page = INCOME_PAGES[path];
    if (!page) throw new Error(`${path} is not an income page`);
    return page;
  }

  /** The income page's own <main>, once it says what it has: not while it loads. */
  #said(): Promise<Locator> {
    return this.session.said(this.#page().main);
  }

  async #arrived(path: string): Promise<void> {
    await this.session.page.waitForURL((url) => url.pathname === path);
    await this.#said();
  }
}

/**
 * Whether the chart is drawn, saying the same words as the summary to a screen reader. G2 draws
 * it once it is in view.
 */
async function chartSaying(box: Locator, summary: string | null): Promise<boolean> {
  if (summary === null || (await box.count()) === 0 || (await box.getAttribute('role')) !== 'img' || (await box.getAttribute('aria-label')) !== summary) return false;
  await box.scrollIntoViewIfNeeded();
  return box.locator('canvas').first().waitFor().then(() => true, () => false);
}

/** Each line: a card's product and its rows (dt → dd), or a table row by its column headings. */
function incomeRows(main: Locator): Promise<Array<Record<string, string>>> {
  return main.locator(INCOME_LINES).evaluateAll((lines) => lines.map((line) => {
    if (line.tagName === 'TR') {
      const headings = [...(line.closest('table')?.querySelectorAll('thead th') ?? [])].map((cell) => (cell as HTMLElement).innerText.trim());
      const cells = [...line.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim());
      return Object.fromEntries(headings.map((heading, i) => [heading, cells[i] ?? '']));
    }
    const facts = [...line.querySelectorAll('.facts__row')].map((row) => [
      (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
    ]);
    return { 产品: (line.querySelector('.record__name') as HTMLElement | null)?.innerText.trim() ?? '', ...Object.fromEntries(facts) };
  }));
}
