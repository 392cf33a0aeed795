import type { Locator } from 'playwright-core';
import { BUY_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { DIVIDEND_PAGE_TEXT, REDEEM_TEXT, WEALTH_TEXT } from '../../../../src/ui/pages/wealth/wealth-texts';
import type { ProductKindName } from '../../tasks/views';
import type { AllHoldingsView, WealthTasks } from '../../tasks/wealth';
import { PAGED_LIST_TEXT } from '../../../../src/ui/view-models/paged-list';
import { factRows, reloadButton, textOf } from './reading';
import type { BrowserSession } from './session';

/** The redemption result pages: done, and quickly done. */
const REDEMPTION_DONE = ['/redemptionResult', '/rapidRedemptionT'];

/** My wealth: /myHome, the holdings, redemption, dividends and holding documents. */
export class BrowserWealth implements WealthTasks {
  constructor(private readonly session: BrowserSession) {}

  openMyWealth(): Promise<void> {
    return this.session.openMyWealth();
  }

  openMyWealthDirectly(): Promise<void> {
    return this.session.openMyWealthDirectly();
  }

  async wealthTotals(): Promise<Record<string, string>> {
    const shown = await this.session.page.getByTestId('wealth-totals').locator('div').evaluateAll((rows) => rows.map((row) => [
      (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
    ]));
    const named = Object.fromEntries(shown);
    return { 总资产: named[WEALTH_TEXT.totalAssets], 昨日收益: named[WEALTH_TEXT.lastIncome], 累计收益: named[WEALTH_TEXT.totalIncome] };
  }

  holdingsIn(kind: ProductKindName): Promise<string[]> {
    return this.session.page.getByTestId(`holdings-${kind === '活期理财' ? '0' : '1'}`).locator('.holding__name').allInnerTexts();
  }

  async myWealthSays(): Promise<string | null> {
    await this.session.wealthPage('my-wealth');
    return textOf(this.session.page.locator('main.my-wealth .empty-state p'));
  }

  async reloadMyWealth(): Promise<void> {
    const said = this.session.page.locator('main.my-wealth .empty-state');
    await reloadButton(said).click();
    await said.waitFor({ state: 'detached' }).catch(() => undefined);
    await this.session.wealthPage('my-wealth');
  }

  // ---- /currentMoreSum, /regularMoreSum --------------------------------------------------------------

  async openAllHoldings(kind: ProductKindName): Promise<void> {
    await this.session.wealthPage('my-wealth');
    await this.session.page.getByTestId(`holdings-${kind === '活期理财' ? '0' : '1'}`).getByRole('link', { name: /^查看全部/ }).click();
    await this.session.page.waitForURL(/\/(current|regular)MoreSum/);
    await this.session.wealthPage('holdings-list');
  }

  async allHoldings(): Promise<AllHoldingsView> {
    await this.session.wealthPage('holdings-list');
    const main = this.session.page.locator('main.holdings-list');
    const holdings = await main.getByTestId('holding').evaluateAll((cards) => cards.map((card) => ({
      产品: (card.querySelector('.holding__name') as HTMLElement).innerText.trim(),
      ...Object.fromEntries([...card.querySelectorAll('.holding__figures > div')].map((row) => [
        (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
      ])),
    })));
    return {
      title: (await textOf(main.locator('h1'))) ?? '',
      summary: (await textOf(main.locator('p.records__count'))) ?? '',
      holdings,
      moreOffered: (await textOf(main.getByTestId('list-foot'))) === PAGED_LIST_TEXT.pullUp,
    };
  }

  async loadMoreHoldings(): Promise<void> {
    const main = this.session.page.locator('main.holdings-list');
    const before = await main.getByTestId('holding').count();
    // Load-more is the list's end coming into view (SPEC §9's pull-up threshold).
    await main.getByTestId('list-foot').scrollIntoViewIfNeeded();
    await this.session.page.waitForFunction(
      ([count, noMore]) => document.querySelectorAll('main.holdings-list [data-testid=holding]').length > count
        || document.querySelector('main.holdings-list [data-testid=list-foot]')?.textContent === noMore,
      [before, PAGED_LIST_TEXT.noMore] as const,
    );
    await this.session.wealthPage('holdings-list');
  }

  // ---- a holding ------------------------------------------------------------------------------

  async openHolding(prdCode: string, withRate = false): Promise<void> {
    await this.session.open({ prdCode }, withRate ? '/mineRestrictNetWorthIncomeRate' : '/mineRestrictNetWorth');
    await this.session.wealthPage('holding-page');
  }

  holdingFacts(): Promise<Record<string, string>> {
    return factRows(this.session.page.getByTestId('holding-facts'));
  }

  holdingActions(): Promise<string[]> {
    return this.session.page.locator('.holding-page__actions a').allInnerTexts();
  }

  async changeDividend(mode: string): Promise<void> {
    await this.session.wealthPage('dividend');
    await this.session.saveChoice(mode, DIVIDEND_PAGE_TEXT.save);
  }

  async holdingDocuments(): Promise<string[]> {
    await this.session.wealthPage('holding-documents');
    return this.session.page.locator('.holding-documents__list button').allInnerTexts();
  }

  async chooseHoldingDocument(name: string): Promise<void> {
    await this.session.page.locator('.holding-documents__list').getByRole('button', { name, exact: true }).click();
  }

  async shownHoldingDocument(): Promise<string | null> {
    const reader = this.session.page.locator('main.holding-documents section.pdf');
    // Shown once a page is drawn (its text is there) or the reader says why there is none.
    await reader.locator('[data-testid=pdf-text]:not(:empty), .empty-state').first().waitFor({ state: 'attached' });
    return (await reader.getByRole('heading', { level: 2 }).innerText()).trim();
  }

  // ---- redemption -------------------------------------------------------------------------------

  async startRedemption(prdCode: string, action: '赎回' | '快速赎回'): Promise<void> {
    await this.openHolding(prdCode);
    await this.session.page.locator('.holding-page__actions').getByRole('link', { name: action, exact: true }).click();
    await this.session.wealthPage('redeem');
  }

  async enterVolume(text: string): Promise<void> {
    await this.#volume().fill(text);
  }

  enteredVolume(): Promise<string> {
    return this.#volume().inputValue();
  }

  async redeemAll(): Promise<void> {
    await this.session.page.getByRole('button', { name: REDEEM_TEXT.all }).click();
  }

  async confirmRedemption(): Promise<void> {
    await this.session.page.getByRole('button', { name: REDEEM_TEXT.confirm }).click();
    await this.session.page.locator('[data-testid=keypad], [data-testid=volume-error]').first().waitFor();
  }

  volumeMessage(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('volume-error'));
  }

  async enterRedemptionPin(pin: string): Promise<void> {
    await this.session.typePin(pin);
    // Settled: a result page, or this page's pending note, or a dialog (the 通知 of E1014).
    await this.session.page.waitForFunction(() => !/redemption$/i.test(location.pathname) || document.querySelector('[data-testid=redeem-pending], .adm-dialog-title') !== null);
    await this.session.quiet();
  }

  fastQuota(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('fast-quota'));
  }

  async redemptionDone(): Promise<{ title: string; rows: Record<string, string> } | null> {
    if (!REDEMPTION_DONE.includes(this.session.pathNow)) return null;
    await this.session.wealthPage('redeem-result');
    const facts = this.session.page.getByTestId('redemption-done');
    if ((await facts.count()) === 0) return null;
    return { title: (await this.session.page.locator('main.redeem-result h1').innerText()).trim(), rows: await factRows(facts) };
  }

  async redemptionRefusal(): Promise<string | null> {
    const reason = this.session.page.locator('main.redeem-result [data-testid=redemption-refusal]');
    return (await this.session.showsOnceQuiet(reason)) ? (await reason.innerText()).trim() : null;
  }

  redemptionPending(): Promise<string | null> {
    return textOf(this.#pending().locator('p'));
  }

  async sendRedemptionAgain(): Promise<void> {
    await this.#pending().getByRole('button', { name: BUY_TEXT.sendAgain }).click();
  }

  #volume(): Locator {
    return this.session.page.getByLabel(REDEEM_TEXT.volumeLabel, { exact: true });
  }

  #pending(): Locator {
    return this.session.page.getByTestId('redeem-pending');
  }
}
