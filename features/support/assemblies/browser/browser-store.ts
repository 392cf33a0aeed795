import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startStore, type RunningStore } from '../../../../scripts/store-server';
import { type BankAnswer, payloadOf } from '../../bank-answer';
import type { Tasks } from '../../tasks';
import type { ChartView, DetailSectionName, DetailView, DialogView, FaultRule, ProductKindName, ProductSummaryView, SectionName, SharedView } from '../../tasks/views';
import { publishedRecord } from '../../published-texts';
import type { MoreInfoLinkView, SubPageView } from '../../tasks/views'; // helper A: the detail page's sub pages
import type { ContrastView, HistoryKindName, HistoryView } from '../../tasks/views'; // helper B: history yields, /contrast
import { historyRouteFor } from '../../history-routes';
import { BUY_TEXT, KEYPAD_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { CONTRACT_TEXT } from '../../../../src/ui/pages/contract/contract-texts';
import { RISK_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import { PLAN_PAGE_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
import { DETAIL_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import { REDEEM_WAY_TEXT } from '../../../../src/ui/pages/maturity/redeem-way-texts';
import type { BuyNoticeView } from '../../tasks/views';
import { DIVIDEND_PAGE_TEXT, REDEEM_TEXT, WEALTH_TEXT } from '../../../../src/ui/pages/wealth/wealth-texts'; // my wealth
// my wealth: the risk level and the statements
import type { RiskLevelView, StatementDetailView, StatementListView, StatementTransactionsView } from '../../tasks/views';
import { statementTitle } from '../../../../src/domain/statements/statement';
import { RISK_LEVEL_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import { STATEMENT_TEXT } from '../../../../src/ui/pages/statements/statement-texts';
// records: /unconfirmed, /transitCash, the record pages, 撤单
import type { DealHistoryView, DealRecordView } from '../../tasks/views';
import { DEAL_ROUTES } from '../../../../src/domain/holdings/deal';
import { checkDateRange, DATE_RANGE_TEXT } from '../../../../src/domain/holdings/date-range';
import { CANCEL_FLOW_TEXT, PENDING_TEXT, RECORD_TEXT } from '../../../../src/ui/pages/records/records-texts';
import { PAGED_LIST_TEXT } from '../../../../src/ui/components/paged-list';
// income, assets and payouts (features/income.feature)
import type { HoldingIncomeName, IncomePageName, IncomePageView } from '../../tasks/views';
import { HOLDING_INCOME_ROUTES, INCOME_PAGES, incomeShortcutRoute } from '../../income-routes';
// my wealth: 我的定投 (features/plan-records.feature)
import type { MyPlansView, PlanInfoView, PlanRecordView } from '../../tasks/views';
import { MY_PLAN_ROUTES } from '../../../../src/ui/pages/plan/plan-rows';
import { PLAN_INFO_TEXT, PLAN_RECORD_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
// my wealth: regular (定期) holdings by family (features/regular-holdings.feature)
import type { CycleDetailView, RegularHoldingsView, RegularHoldingView, RegularIntroductionView } from '../../tasks/views';
// security (features/security.feature)
import { hostileTextOutcome, inlineScriptRuns, openEverything, recordPolicyViolations, StoreAddresses } from './security-checks';
import { credentialsIn } from '../../credentials';
import { keypadAsRead, pressKeypadByKeyboard, seriousAxeFindings } from './accessibility-checks';
import { measureElderLayout } from './elder-checks'; // 长辈版
import type { ElderLayoutView } from '../../tasks/views';
import { ELDER_TEXT } from '../../../../src/ui/components/elder-texts';
import { XSS_VISIBLE_MARK } from '../../xss-corpus';
import { prepareSample, type RouteSample } from '../../route-samples';
import { REGULAR_FAMILIES, REGULAR_ROUTES } from '../../../../src/domain/holdings/regular';
import { REDEMPTION_ROUTES } from '../../../../src/domain/holdings/redemption-route';
import { CYCLE_TEXT, FAMILY_PAGE_CLASS, pageNameOf, REGULAR_TEXT } from '../../../../src/ui/pages/regular/regular-texts';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A bank call's path (not a file of the build). */
const MOCK_BANK_ANSWER = /^\/(h5\/api|api|wx)\//;

const KINDS: Record<ProductKindName, string> = { 定期理财: 'term', 活期理财: 'demand' };
const PAGE_NAMES: Record<string, string> = { '/': '理财首页' };
const SECTION_IDS: Record<SectionName, string> = { 交易规则: 'trade-rules', 风险提示: 'risk-warning', 测算依据: 'benchmark-basis' };

const CONTEXT_OPTIONS = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' };

let shared: Promise<{ browser: Browser; store: RunningStore }> | null = null;

/** One production store with its mock bank and one Chromium for the whole run. */
function sharedRun() {
  shared ??= (async () => {
    const store = await startStore('production', { port: 0, mockPort: 0 });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    return { browser, store };
  })();
  return shared;
}

export async function shutDownBrowserAssembly(): Promise<void> {
  if (!shared) return;
  const { browser, store } = await shared;
  await browser.close();
  await store.close();
  shared = null;
}

/** Keeps every toast's text, since a toast is gone after 2 s. */
function recordToasts() {
  const seen = new WeakSet<Node>();
  const log: string[] = [];
  (window as unknown as { __toasts: string[] }).__toasts = log;
  new MutationObserver(() => {
    document.querySelectorAll('.adm-toast-main').forEach((node) => {
      if (!seen.has(node) && node.textContent) {
        seen.add(node);
        log.push(node.textContent);
      }
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The browser assembly: a phone-sized Chromium on the production build, against the mock bank. */
/** A persona as the mock bank keeps it (the fields scenarios read). */
interface BankCustomer {
  id: string;
  holdings: Array<Record<string, string> & { prdCode: string; vol: string }>;
  maturityWays: Record<string, string>;
}

/** A list of facts (dt / dd rows) as name → value. */
async function factRows(list: Locator): Promise<Record<string, string>> {
  return Object.fromEntries(await list.locator('.facts__row').evaluateAll((rows) => rows.map((row) => [
    (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
  ])));
}

export class BrowserStore implements Tasks {
  private readonly requests: string[] = [];
  /** Every request's address and body, and every console line, for placesShowing. */
  private readonly sent: string[] = [];
  private readonly logged: string[] = [];
  /** The income list's last page failed (its foot offers the retry). */
  private incomeMoreFailed = false;
  private readonly addresses: StoreAddresses;
  /** The last page's and the last bank answer's response headers. */
  private documentHeaders: Record<string, string> = {};
  private bankAnswerHeaders: Record<string, string> = {};
  /** The hostile text in force at the bank (features/security.feature), kept across resets. */
  private hostileMarkup: string | null = null;

  private constructor(
    private readonly url: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    page.on('request', (request) => {
      this.requests.push(new URL(request.url()).pathname);
      this.sent.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    page.on('console', (message) => this.logged.push(message.text()));
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) this.documentHeaders = response.headers();
      else if (MOCK_BANK_ANSWER.test(new URL(response.url()).pathname)) this.bankAnswerHeaders = response.headers();
    });
    this.addresses = new StoreAddresses(page);
  }

  static async create(): Promise<BrowserStore> {
    const { browser, store } = await sharedRun();
    const reset = await fetch(`${store.url}/__mock/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`mock bank reset failed: ${reset.status}`);
    const context = await browser.newContext(CONTEXT_OPTIONS);
    const page = await context.newPage();
    // Room for the store's 30 s request timeout and what follows it (a lost order is then asked after).
    page.setDefaultTimeout(45_000);
    await page.addInitScript(recordToasts);
    await page.addInitScript(recordPolicyViolations);
    return new BrowserStore(store.url, context, page);
  }

  async dispose(): Promise<void> {
    await this.context.close();
  }

  async screenshot(): Promise<Buffer | null> {
    return this.page.screenshot({ fullPage: true }).catch(() => null);
  }

  private async control(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`mock bank ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  private async settled(): Promise<void> {
    await this.page.waitForLoadState('networkidle').catch(() => undefined);
  }

  // ---- the mock bank -----------------------------------------------------------------------

  async useFaults(rules: FaultRule[]): Promise<void> {
    await this.control('POST', '/__mock/faults', { rules });
  }

  async clearFaults(): Promise<void> {
    await this.control('DELETE', '/__mock/faults');
  }

  async usePersona(id: string): Promise<void> {
    await this.control('POST', '/__mock/persona', { id });
  }

  async requestCount(pathEnd: string): Promise<number> {
    await this.settled();
    return this.requests.filter((path) => path.endsWith(pathEnd)).length;
  }

  async traceRecords(): Promise<Array<Record<string, string>>> {
    for (let waited = 0; waited < 8000; waited += 250) {
      const records = (await this.control('GET', '/__mock/db/behaviors')) as Array<Record<string, string>>;
      if (records.length > 0) return records;
      await this.page.waitForTimeout(250);
    }
    return [];
  }

  async publishText(section: SectionName, prdCode: string, html: string): Promise<void> {
    const record = publishedRecord(section, prdCode, html);
    const patched = await fetch(`${this.url}/__mock/db/rules/${prdCode}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(record) });
    if (patched.status === 404) await this.control('POST', '/__mock/db/rules', { content: '', riskWarning: '', benchmarkRules: '', ...record });
    else if (!patched.ok) throw new Error(`mock bank rules: ${patched.status}`);
  }

  async bankProducts(): Promise<Array<Record<string, string>>> {
    return (await this.control('GET', '/__mock/db/products')) as Array<Record<string, string>>;
  }

  // ---- moving around -----------------------------------------------------------------------

  async open(link: Record<string, string>, path = '/'): Promise<void> {
    const search = new URLSearchParams(link).toString();
    const address = `${this.url}${path}${search ? `?${search}` : ''}`;
    this.addresses.opening(address);
    await this.page.goto(address, { waitUntil: 'domcontentloaded' });
    // The store has decided the entry once the mode is in the session or the invalid-entry page shows.
    await this.page.waitForFunction(() => sessionStorage.getItem('wealth.shareType') !== null || location.pathname === '/shareTypeError');
    // Entering at the home page ends once its lists have come or failed, as in the domain
    // assembly: a fault set next is meant for the customer's next step, not the home page's calls.
    if (path === '/') await this.page.waitForFunction(() => location.pathname !== '/' || (document.querySelector('main.home') !== null && (document.querySelector('main.home [aria-busy="true"]') === null || document.querySelector('main.home .empty-state') !== null)));
  }

  reopen(path: string, query: Record<string, string> = {}): Promise<void> {
    return this.open(query, path);
  }

  /**
   * Opens a shared product link. It ends, as in the domain assembly, once the detail page has
   * finished its own calls (its buy check included) or the store has said it cannot show one, so a
   * fault set next meets the customer's next step.
   */
  async openProduct(code: string): Promise<void> {
    await this.open({ prdCode: code }, '/wxPrdDetail');
    await this.page.waitForFunction(() => {
      const bar = document.querySelector<HTMLElement>('[data-testid=bottom-bar]');
      const shown = bar !== null && (bar.dataset.state !== 'buy' || bar.dataset.checked === 'true');
      return shown || document.querySelector('.adm-dialog, .empty-state') !== null || location.pathname === '/';
    }, undefined, { timeout: 10_000 }).catch(() => undefined);
    await this.settled();
  }

  private section(kind: ProductKindName) {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: kind }) });
  }

  async openProductFromHome(kind: ProductKindName, index: number): Promise<void> {
    await this.section(kind).getByTestId('product-card').nth(index - 1).click();
    await this.page.getByTestId('bottom-bar').waitFor();
  }

  async goBack(): Promise<void> {
    await this.page.goBack();
    await this.settled();
  }

  async scrollHomeTo(y: number): Promise<void> {
    await this.section('活期理财').getByTestId('product-card').first().waitFor();
    await this.page.evaluate((top) => window.scrollTo(0, top), y);
    await this.page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  }

  async homeScroll(): Promise<number> {
    await this.section('定期理财').getByTestId('product-card').first().waitFor();
    return this.page.evaluate(() => window.scrollY);
  }

  async openOneMinute(): Promise<void> {
    await this.page.getByRole('link', { name: '一分钟读懂理财' }).click();
  }

  async openList(kind: ProductKindName): Promise<void> {
    await this.page.getByRole('link', { name: `${kind}查看更多` }).click();
    await this.page.waitForURL(new RegExp(`/list\\?kind=${KINDS[kind]}`));
    await this.listReady();
  }

  // ---- what the customer sees --------------------------------------------------------------

  async currentPage(): Promise<string> {
    await this.settled();
    const path = new URL(this.page.url()).pathname;
    if (PAGE_NAMES[path]) {
      await this.page.getByRole('heading', { name: '理财商城' }).waitFor();
      return PAGE_NAMES[path];
    }
    return path;
  }

  async pageShows(text: string): Promise<boolean> {
    return this.page.getByText(text).first().waitFor({ timeout: 5000 }).then(() => true, () => false);
  }

  private async cards(scope: ReturnType<Page['locator']>): Promise<ProductSummaryView[]> {
    return scope.getByTestId('product-card').evaluateAll((links) =>
      links.map((link) => ({
        code: link.getAttribute('data-prd-code') ?? '',
        name: link.querySelector('.product-card__name')?.textContent ?? '',
        yieldValue: link.querySelector('.product-card__yield strong')?.textContent ?? '',
        yieldLabel: link.querySelector('.product-card__yield small')?.textContent ?? '',
        minPurchase: link.querySelector('.product-card__facts span:nth-child(1)')?.textContent ?? '',
        risk: link.querySelector('.product-card__facts span:nth-child(2)')?.textContent ?? '',
      })),
    );
  }

  async homeSection(kind: ProductKindName): Promise<{ products: ProductSummaryView[]; message: string | null }> {
    const section = this.section(kind);
    await section.locator('[data-testid=product-card], .empty-state').first().waitFor();
    const empty = section.locator('.empty-state p');
    return { products: await this.cards(section), message: (await empty.count()) > 0 ? await empty.innerText() : null };
  }

  async detail(): Promise<DetailView> {
    const bar = this.page.getByTestId('bottom-bar');
    await bar.waitFor();
    const facts = await this.page.getByTestId('detail-facts').locator('.facts__row').evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''])),
    );
    const share = this.page.locator('#share-link');
    const button = bar.locator('.bottom-bar__buy');
    return {
      code: new URL(this.page.url()).searchParams.get('prdCode') ?? '',
      family: (await this.page.locator('.detail__family').innerText()) as string,
      name: await this.page.locator('.detail__name').innerText(),
      yieldValue: await this.page.getByTestId('detail-yield').innerText(),
      yieldLabel: (await this.page.locator('.detail__yield span').count()) > 0 ? await this.page.locator('.detail__yield span').innerText() : '',
      facts,
      bottomBar: {
        kind: (await bar.getAttribute('data-state')) as DetailView['bottomBar']['kind'],
        text: await bar.locator('.bottom-bar__buy, .bottom-bar__label').innerText(),
        actionable: (await button.count()) > 0 && (await button.isEnabled()),
      },
      shareLink: (await share.count()) > 0 ? await share.inputValue() : null,
    };
  }

  /** 购买, then whatever the preconditions lead to: /buy, a dialog, a toast, or the messaging login. */
  async tapBuy(): Promise<void> {
    const from = new URL(this.page.url()).pathname;
    const toasts = await this.page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts?.length ?? 0);
    await this.page.getByRole('button', { name: '立即购买' }).click();
    await this.page.waitForFunction(([path, count]) => location.pathname !== path || document.querySelector('.adm-dialog') !== null
      || ((window as unknown as { __toasts?: string[] }).__toasts?.length ?? 0) > count, [from, toasts] as const);
    await this.settled();
  }

  // ---- buying --------------------------------------------------------------------------------

  async enterAmount(text: string): Promise<void> {
    await this.page.getByLabel(BUY_TEXT.amountLabel).fill(text);
  }

  async confirmPurchase(): Promise<void> {
    await this.page.getByRole('button', { name: BUY_TEXT.confirm }).click();
  }

  async amountMessage(): Promise<string | null> {
    const message = this.page.getByTestId('amount-error');
    return (await message.count()) > 0 ? (await message.innerText()).trim() : null;
  }

  private riskStatement() {
    return this.page.getByTestId('risk-statement');
  }

  async riskConfirmEnabled(): Promise<boolean | null> {
    if ((await this.riskStatement().count()) === 0) return null;
    return this.riskStatement().getByRole('button', { name: BUY_TEXT.riskConfirm, exact: true }).isEnabled();
  }

  async agreeToRiskStatement(): Promise<void> {
    await this.riskStatement().getByLabel(BUY_TEXT.agree).check();
    await this.riskStatement().getByRole('button', { name: BUY_TEXT.riskConfirm, exact: true }).click();
  }

  async enterPin(pin: string): Promise<void> {
    const keypad = this.page.getByTestId('keypad');
    for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
    // The sixth digit closes the sheet (and clears an earlier pending note); the purchase has
    // settled once a result page, a new pending note or a dialog (the 通知 of E1014) shows.
    await keypad.waitFor({ state: 'detached' });
    await this.page.waitForFunction(() => ['/cntranprocess', '/purchaseFailed'].includes(location.pathname)
      || document.querySelector('[data-testid=purchase-pending], .adm-dialog-title') !== null);
  }

  async purchasePending(): Promise<string | null> {
    const note = this.page.getByTestId('purchase-pending');
    return (await note.count()) > 0 ? (await note.locator('p').innerText()).trim() : null;
  }

  async sendPurchaseAgain(): Promise<void> {
    await this.page.getByTestId('purchase-pending').getByRole('button', { name: BUY_TEXT.sendAgain }).click();
  }

  async pendingRecords(): Promise<Array<Record<string, string>>> {
    await this.recordsSaid('pending-records');
    // The first fact is what the deal moves: 购买金额 (a purchase) or 赎回份额 (a redemption).
    return this.page.getByTestId('pending-record').evaluateAll((records) => records.map((record) => ({
      产品: record.querySelector('.record__name')?.textContent ?? '',
      [record.querySelector('.facts__row dt')?.textContent ?? '购买金额']: record.querySelector('.facts__row dd')?.textContent ?? '',
      状态: record.querySelector('.record__status')?.textContent ?? '',
    })));
  }

  async confirmPendingOrders(): Promise<void> {
    await this.control('POST', '/__mock/confirm-orders');
  }

  private async persona(): Promise<string> {
    return ((await this.control('GET', '/__mock/state')) as { persona: string }).persona;
  }

  /** The active persona's record at the mock bank. */
  private async bankCustomer(): Promise<BankCustomer | undefined> {
    const persona = await this.persona();
    return ((await this.control('GET', '/__mock/db/customers')) as BankCustomer[]).find((customer) => customer.id === persona);
  }

  async bankHoldings(): Promise<Array<{ prdCode: string; amt: string }>> {
    // The mock bank keeps volumes and counts a share as one yuan: amt = vol.
    return ((await this.bankCustomer())?.holdings ?? []).map(({ prdCode, vol }) => ({ prdCode, amt: vol }));
  }

  // ---- /redeemway ----------------------------------------------------------------------------

  async redeemWay(): Promise<Record<string, string> | null> {
    await this.page.locator('main:not([aria-busy="true"])').first().waitFor();
    const facts = this.page.getByTestId('redeem-way-facts');
    if ((await facts.count()) === 0) return null;
    return factRows(facts);
  }

  async openMaturityShortcut(): Promise<void> {
    await this.openMyWealth();
    await this.page.locator('main.my-wealth nav').getByRole('link', { name: REDEEM_WAY_TEXT.title, exact: true }).click();
    await this.page.waitForURL(/\/redeemway/);
    await this.page.locator('main:not([aria-busy="true"])').first().waitFor();
  }

  async redeemWayChoices(): Promise<string[]> {
    return this.page.getByTestId('redeem-way-holdings').locator('.record__name').allInnerTexts();
  }

  async chooseRedeemWayHolding(prdName: string): Promise<void> {
    await this.page.getByTestId('redeem-way-holdings').getByRole('link', { name: prdName, exact: true }).click();
    await this.page.getByTestId('redeem-way-facts').waitFor();
  }

  async changeRedeemWay(way: string): Promise<void> {
    await this.page.getByRole('radio', { name: way }).check();
    await this.page.getByRole('button', { name: REDEEM_WAY_TEXT.save }).click();
    await this.page.waitForFunction(() => (window as unknown as { __toasts?: string[] }).__toasts?.length);
    await this.settled();
  }

  async bankMaturityWay(prdCode: string): Promise<string> {
    return (await this.bankCustomer())?.maturityWays[prdCode] ?? '1';
  }

  // ---- fixed-amount plans --------------------------------------------------------------------

  async detailOffersPlan(): Promise<boolean> {
    await this.page.getByTestId('bottom-bar').waitFor();
    return (await this.page.getByTestId('bottom-bar').getByRole('link', { name: DETAIL_TEXT.plan, exact: true }).count()) > 0;
  }

  /** The plan form's page once its checks are back (the form, the plan in place, or why not). */
  private async planPageReady(): Promise<void> {
    await this.page.locator('main.plan:not([aria-busy="true"]), main .empty-state').first().waitFor();
    await this.page.locator('main.plan form, [data-testid=plan-existing], [data-testid=buy-blocked], main.plan [role=status], main .empty-state').first().waitFor();
  }

  async tapPlan(): Promise<void> {
    await this.page.getByTestId('bottom-bar').getByRole('link', { name: DETAIL_TEXT.plan, exact: true }).click();
    await this.page.waitForURL(/\/fixedtime\?/);
    await this.planPageReady();
  }

  async fillPlan(amount: string, period: string, day: string): Promise<void> {
    await this.planPageReady();
    await this.page.getByLabel(PLAN_PAGE_TEXT.amountLabel).fill(amount);
    await this.page.getByLabel(PLAN_PAGE_TEXT.period).selectOption({ label: period });
    await this.page.getByLabel(PLAN_PAGE_TEXT.day).selectOption({ label: day });
  }

  async planForm(): Promise<{ amount: string; period: string; day: string }> {
    await this.planPageReady();
    const chosen = (label: string) => this.page.getByLabel(label).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '');
    return { amount: await this.page.getByLabel(PLAN_PAGE_TEXT.amountLabel).inputValue(), period: await chosen(PLAN_PAGE_TEXT.period), day: await chosen(PLAN_PAGE_TEXT.day) };
  }

  async confirmPlan(): Promise<void> {
    await this.page.locator('main.plan form').getByRole('button').click();
  }

  async enterPlanPin(pin: string): Promise<void> {
    const from = new URL(this.page.url()).pathname;
    const keypad = this.page.getByTestId('keypad');
    for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await keypad.waitFor({ state: 'detached' });
    // Settled: another page (the result), or this page's error or pending note, or the stopped plan.
    await this.page.waitForFunction((path) => location.pathname !== path || document.querySelector('[data-testid=plan-error], [data-testid=plan-pending]') !== null
      || (path === '/fixedtimestop' && !document.querySelector('main.plan-result > button')), from);
    await this.settled();
  }

  async planError(): Promise<string | null> {
    const error = this.page.getByTestId('plan-error');
    return (await error.count()) > 0 ? (await error.innerText()).trim() : null;
  }

  private async planRows(scope: Locator): Promise<Record<string, string>> {
    return factRows(scope.getByTestId('plan-facts'));
  }

  async existingPlan(): Promise<Record<string, string> | null> {
    await this.planPageReady();
    const existing = this.page.getByTestId('plan-existing');
    return (await existing.count()) > 0 ? this.planRows(existing) : null;
  }

  async openPlanAction(action: '修改计划' | '终止定投'): Promise<void> {
    const from = this.page.url();
    const target = this.page.locator('main').getByRole('link', { name: action, exact: true }).or(this.page.locator('main').getByRole('button', { name: action, exact: true }));
    const isLink = await target.first().evaluate((element) => element.tagName === 'A');
    await target.first().click();
    if (isLink) {
      await this.page.waitForURL((url) => url.href !== from);
      // The new page's own <main>: the plan's page may still show while the next one loads.
      await this.page.locator(action === '修改计划' ? 'main.plan--update:not([aria-busy="true"])' : 'main.plan-stop').waitFor();
    } else await this.page.locator('.adm-dialog-title').first().waitFor();
  }

  async planShown(): Promise<{ title: string; rows: Record<string, string> } | null> {
    const result = this.page.locator('main.plan-result');
    const shown = await result.waitFor({ timeout: 5000 }).then(() => true, () => false);
    if (!shown) return null;
    return { title: (await result.locator('h1').innerText()).trim(), rows: await this.planRows(result) };
  }

  async bankPlans(): Promise<Array<Record<string, string>>> {
    const persona = await this.persona();
    // The scenario's own: default's seeded plans (mock-server/seed/plans.ts) were all made before today.
    const { today } = (await this.control('GET', '/__mock/state')) as { today: string };
    return ((await this.control('GET', '/__mock/db/plans')) as Array<Record<string, string>>).filter((plan) => plan.customer === persona && plan.createdAt === today);
  }

  // ---- the buy preconditions ------------------------------------------------------------------

  /** The gate's note: /buy's (or /fixedtime's) panel once the page is there, or the detail page's once its check is back. */
  private async buyNoticeBox() {
    // The page's own <main> (after a client-side move the one before may still be showing).
    const main = { '/buy': 'main.buy', '/fixedtime': 'main.plan' }[new URL(this.page.url()).pathname];
    if (main) {
      await this.page.locator(`${main}:not([aria-busy="true"])`).waitFor();
      return this.page.getByTestId('buy-blocked');
    }
    await this.page.locator('[data-testid=bottom-bar][data-checked=true]').waitFor();
    return this.page.getByTestId('buy-notice');
  }

  async buyNotice(): Promise<BuyNoticeView | null> {
    const box = await this.buyNoticeBox();
    if ((await box.count()) === 0) return null;
    const fix = box.getByRole('button');
    return { message: (await box.locator('p').innerText()).trim(), fix: (await fix.count()) > 0 ? (await fix.innerText()).trim() : null };
  }

  async fixBuyNotice(): Promise<void> {
    await (await this.buyNoticeBox()).getByRole('button').click();
    await this.settled();
  }

  async amountEntryOffered(): Promise<boolean> {
    await this.buyNoticeBox();
    return (await this.page.getByLabel(BUY_TEXT.amountLabel).count()) > 0;
  }

  async signContract(card: string, pin: string): Promise<void> {
    await this.page.getByRole('radio', { name: card }).check();
    await this.page.getByRole('button', { name: CONTRACT_TEXT.confirm }).click();
    const keypad = this.page.getByTestId('keypad');
    for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await keypad.waitFor({ state: 'detached' });
    await this.page.waitForFunction(() => location.pathname !== '/contractSigning' || document.querySelector('[data-testid=contract-error]') !== null);
    await this.settled();
  }

  async contractError(): Promise<string | null> {
    const error = this.page.getByTestId('contract-error');
    return (await error.count()) > 0 ? (await error.innerText()).trim() : null;
  }

  async answerRiskQuestions(pick: 'first' | 'last', count?: number): Promise<void> {
    const questions = this.page.getByTestId('risk-question');
    await questions.first().waitFor();
    const total = await questions.count();
    for (let i = 0; i < Math.min(count ?? total, total); i += 1) {
      const options = questions.nth(i).getByRole('radio');
      await (pick === 'first' ? options.first() : options.last()).check();
    }
  }

  async submitRiskQuestionnaire(): Promise<void> {
    await this.page.getByRole('button', { name: RISK_TEXT.submit }).click();
    await this.page.locator('[data-testid=risk-result], [data-testid=risk-error]').first().waitFor();
  }

  async riskQuestionnaireError(): Promise<string | null> {
    const error = this.page.getByTestId('risk-error');
    return (await error.count()) > 0 ? (await error.innerText()).trim() : null;
  }

  async riskResult(): Promise<string[] | null> {
    const result = this.page.getByTestId('risk-result');
    if ((await result.count()) === 0) return null;
    return result.locator('h1, p').evaluateAll((lines) => lines.map((line) => (line as HTMLElement).innerText.trim()));
  }

  async leaveRiskResult(): Promise<void> {
    await this.page.getByTestId('risk-result').getByRole('button').click();
    await this.page.waitForURL((url) => url.pathname !== '/answer');
    await this.settled();
  }

  async closeKeypad(): Promise<void> {
    await this.page.getByTestId('keypad').getByRole('button', { name: KEYPAD_TEXT.close }).click();
  }

  async purchasePlaced(): Promise<Record<string, string> | null> {
    if (new URL(this.page.url()).pathname !== '/cntranprocess') return null;
    const rows = this.page.getByTestId('purchase-placed');
    await rows.waitFor();
    return factRows(rows);
  }

  async purchaseFailure(): Promise<string | null> {
    if (new URL(this.page.url()).pathname !== '/purchaseFailed') return null;
    return (await this.page.getByTestId('purchase-failed').innerText()).trim();
  }

  async bankOrders(): Promise<Array<Record<string, string>>> {
    // The scenario's own: the seeded history (mock-server/seed/deals.ts) is all dated before today.
    const { today } = (await this.control('GET', '/__mock/state')) as { today: string };
    return ((await this.control('GET', '/__mock/db/orders')) as Array<Record<string, string>>).filter((order) => order.orderDate === today);
  }

  async placesShowing(text: string): Promise<string[]> {
    const storage = await this.page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    const places: Array<[string, string[]]> = [
      ['request', this.sent], ['console', this.logged], ['storage', [storage]], ['trace', (await this.traceRecords()).map((record) => JSON.stringify(record))],
    ];
    return places.flatMap(([place, texts]) => texts.filter((shown) => shown.includes(text)).map(() => place));
  }

  private detailSection(name: SectionName) {
    return this.page.getByTestId(SECTION_IDS[name]);
  }

  async toggleSection(name: SectionName): Promise<void> {
    const section = this.detailSection(name);
    // A popup is closed from inside; the page behind it cannot be tapped while it is open.
    const popup = section.getByRole('dialog');
    if (await popup.isVisible()) await popup.getByRole('button', { name: '关闭' }).click();
    else await section.getByRole('button', { name, exact: true }).click();
  }

  async tierTable(): Promise<{ rows: string[][]; message: string | null }> {
    const section = this.page.getByTestId('tier-rates');
    await section.locator('table, .empty-state').first().waitFor();
    const rows = await section.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const empty = section.locator('.empty-state p');
    return { rows, message: (await empty.count()) > 0 ? await empty.innerText() : null };
  }

  async retryTierRates(): Promise<void> {
    await this.page.getByTestId('tier-rates').getByRole('button', { name: '重新加载' }).click();
  }

  async sectionOffered(name: SectionName): Promise<boolean> {
    await this.page.getByTestId('bottom-bar').waitFor();
    return (await this.detailSection(name).count()) > 0;
  }

  async retrySection(name: SectionName): Promise<void> {
    await this.detailSection(name).getByRole('button', { name: '重新加载' }).click();
  }

  async sectionText(name: SectionName): Promise<string> {
    const body = this.detailSection(name).locator('[data-section-body]');
    // Settled once it shows the text, its absence or the failure, not the loading line.
    await body.locator('.server-html, .empty-state').first().waitFor();
    return body.innerText();
  }

  async sectionLinks(name: SectionName): Promise<string[]> {
    await this.sectionText(name);
    return this.detailSection(name).locator('.server-html a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  async injectedCodeRan(): Promise<boolean> {
    for (const link of await this.page.locator('.server-html a').all()) await link.click();
    await this.page.waitForTimeout(300);
    return this.page.evaluate(() => 'injected' in window);
  }

  async retry(): Promise<void> {
    await this.page.getByRole('button', { name: '重新加载' }).click();
    await this.page.getByTestId('bottom-bar').waitFor();
  }

  // ---- the product list --------------------------------------------------------------------

  private async listReady(): Promise<void> {
    await this.page.locator('[data-testid=product-list] [data-testid=product-card], .empty-state').first().waitFor();
    await this.settled();
  }

  async listed(): Promise<ProductSummaryView[]> {
    await this.listReady();
    return this.cards(this.page.getByTestId('product-list'));
  }

  async loadMore(): Promise<void> {
    const before = await this.page.getByTestId('product-list').getByTestId('product-card').count();
    await this.page.getByTestId('list-footer').scrollIntoViewIfNeeded();
    await this.page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=product-list] [data-testid=product-card]').length > count ||
        document.querySelector('[data-testid=list-footer]')?.textContent === '没有更多产品了',
      before,
    );
    await this.settled();
  }

  async pullToRefresh(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const list = await this.page.getByTestId('product-list').boundingBox();
    if (!list) throw new Error('no list to pull');
    const cdp = await this.context.newCDPSession(this.page);
    const x = list.x + list.width / 2;
    const y = list.y + 20;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }] });
    await touch('touchStart', 0);
    for (let dy = 20; dy <= 400; dy += 20) await touch('touchMove', dy);
    const refreshed = this.page.waitForResponse((response) => /t10000[12]/.test(response.url()));
    await touch('touchEnd', 400);
    await refreshed;
    await this.page.getByText('刷新成功').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    await this.settled();
  }

  async sortBy(sort: '收益率' | '业绩比较基准'): Promise<void> {
    const answered = this.page.waitForResponse((response) => /t10000[12]/.test(response.url()));
    await this.page.getByRole('button', { name: new RegExp(`^按${sort}`) }).click();
    await answered;
    await this.listReady();
  }

  async listEnd(): Promise<string> {
    await this.listReady();
    return this.page.getByTestId('list-footer').innerText();
  }

  // ---- dialogs, toasts, session ------------------------------------------------------------

  async dialog(): Promise<DialogView | null> {
    const title = this.page.locator('.adm-dialog-title');
    const shown = await title.first().waitFor({ timeout: 2000 }).then(() => true, () => false);
    if (!shown) return null;
    return { title: await title.first().innerText(), message: await this.page.locator('.adm-dialog-content').first().innerText() };
  }

  private dialogButtons() {
    return this.page.locator('.adm-dialog').first().locator('.adm-dialog-button');
  }

  async dialogActions(): Promise<string[]> {
    if (!(await this.dialog())) return [];
    return this.dialogButtons().evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).innerText.trim()));
  }

  /** Taps the button, and waits for its dialog to go (another may follow it). */
  async chooseInDialog(action: string): Promise<void> {
    await this.page.locator('.adm-dialog-title').first().waitFor();
    const button = this.dialogButtons().filter({ hasText: action });
    const dialog = await this.page.locator('.adm-dialog').first().elementHandle();
    await button.click();
    await this.page.waitForFunction((element) => !element?.isConnected, dialog);
    await this.settled();
  }

  async confirmDialog(): Promise<void> {
    await this.page.locator('.adm-dialog-button').last().click();
    await this.page.locator('.adm-dialog').waitFor({ state: 'detached' }).catch(() => undefined);
    await this.settled();
  }

  async toasts(): Promise<string[]> {
    await this.page.waitForFunction(() => (window as unknown as { __toasts?: string[] }).__toasts?.length, undefined, { timeout: 35_000 }).catch(() => undefined);
    return this.toastsSoFar();
  }

  toastsSoFar(): Promise<string[]> {
    return this.page.evaluate(() => [...((window as unknown as { __toasts?: string[] }).__toasts ?? [])]);
  }

  async loadingShown(): Promise<boolean> {
    return this.page.getByTestId('loading').isVisible();
  }

  async loadingGoneWithin(ms: number): Promise<boolean> {
    return this.page.getByTestId('loading').waitFor({ state: 'detached', timeout: ms }).then(() => true, () => false);
  }

  async sessionShareType(): Promise<string | null> {
    await this.settled();
    return this.page.evaluate(() => sessionStorage.getItem('wealth.shareType'));
  }

  async messagingLoginVisits(): Promise<number> {
    await this.settled();
    return this.requests.filter((path) => path === '/wx/login').length;
  }

  // ---- the detail page's own data: traits, elements, cycles -------------------------------------

  async bankAnswer(method: 'GET' | 'POST', path: string, params: Record<string, string | number>): Promise<unknown> {
    const query = method === 'GET' ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : '';
    const body = (await this.control(method, `${path}${query}`, method === 'POST' ? params : undefined)) as BankAnswer;
    return payloadOf(path, body);
  }

  async traits(): Promise<string[] | null> {
    await this.page.getByTestId('bottom-bar').waitFor();
    await this.settled();
    const carousel = this.page.getByRole('region', { name: '产品特色' });
    if ((await carousel.count()) === 0) return null;
    return carousel.getByTestId('swiper-slide').locator('strong').allInnerTexts();
  }

  private static readonly DETAIL_SECTIONS: Record<DetailSectionName, string> = { 产品要素: 'product-elements', 开放周期: 'confirm-dates' };

  async detailTable(name: DetailSectionName): Promise<{ rows: string[][]; message: string | null }> {
    const section = this.page.getByTestId(BrowserStore.DETAIL_SECTIONS[name]);
    await section.locator('table, dl, .empty-state').first().waitFor();
    const rows = await section.locator('tbody tr, .facts__row').evaluateAll((lines) =>
      lines.map((line) => [...line.querySelectorAll('td, dt, dd')].map((cell) => cell.textContent ?? '')));
    const empty = section.locator('.empty-state p');
    return { rows, message: (await empty.count()) > 0 ? await empty.innerText() : null };
  }

  async retryDetailTable(name: DetailSectionName): Promise<void> {
    await this.page.getByTestId(BrowserStore.DETAIL_SECTIONS[name]).getByRole('button', { name: '重新加载' }).click();
  }

  async pageText(): Promise<string> {
    await this.page.getByTestId('bottom-bar').waitFor();
    await this.settled();
    return this.page.locator('body').innerText();
  }

  async openEndTraits(): Promise<string[]> {
    await this.page.getByTestId('bottom-bar').waitFor();
    return this.page.getByTestId('open-end-traits').locator('li').allInnerTexts();
  }

  // ---- sharing in the messaging app ----------------------------------------------------------

  /** Outside the messaging app the share lands in the page's link-preview (Open Graph) tags. */
  async sharedContent(): Promise<SharedView | null> {
    await this.page.getByTestId('bottom-bar').waitFor();
    await this.settled();
    const tags = await this.page.evaluate(() =>
      Object.fromEntries([...document.head.querySelectorAll('meta[property^="og:"]')].map((tag) => [tag.getAttribute('property'), tag.getAttribute('content') ?? ''])));
    if (!tags['og:title']) return null;
    const path = (url: string) => url.replace(this.url, '');
    return { title: tags['og:title'], desc: tags['og:description'], link: path(tags['og:url']), imgUrl: path(tags['og:image']) };
  }

  // ---- the performance chart and the tier chart (features/charts.feature) ----------------------

  private get chartSection() {
    return this.page.getByTestId('performance-chart');
  }

  async performanceChart(): Promise<ChartView | null> {
    await this.page.getByTestId('bottom-bar').waitFor();
    await this.settled();
    const section = this.chartSection;
    if ((await section.count()) === 0) return null;
    const area = section.locator('.performance__area');
    // Settled once it shows the chart's words or why there is no chart, not the loading line.
    await area.locator('[data-testid=chart-summary], .empty-state').first().waitFor();
    const textOf = async (locator: Locator) => ((await locator.count()) > 0 ? locator.innerText() : null);
    const tabs = (testId: string) => section.getByTestId(testId).getByRole('tab');
    return {
      metrics: await tabs('chart-metrics').allInnerTexts(),
      periods: await tabs('chart-periods').allInnerTexts(),
      metric: await textOf(tabs('chart-metrics').and(this.page.locator('[aria-selected=true]'))),
      period: await textOf(tabs('chart-periods').and(this.page.locator('[aria-selected=true]'))),
      summary: await textOf(area.getByTestId('chart-summary')),
      message: await textOf(area.locator('.empty-state p')),
      note: await section.locator('.caveat').innerText(),
    };
  }

  async chooseChartTab(label: string): Promise<void> {
    await this.chartSection.getByRole('tab', { name: label, exact: true }).click();
    await this.settled();
  }

  async retryChart(): Promise<void> {
    await this.chartSection.getByRole('button', { name: '重新加载' }).click();
    await this.settled();
  }

  async chartDrawnWhenSeen(): Promise<boolean | null> {
    const drawing = this.chartSection.getByTestId('chart-drawing');
    await drawing.scrollIntoViewIfNeeded();
    return drawing.locator('canvas').first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
  }

  async tierChart(): Promise<{ summary: string; historyPath: string } | null> {
    const section = this.page.getByTestId('tier-rates');
    await section.locator('table, .empty-state').first().waitFor();
    const chart = section.getByTestId('tier-chart');
    if ((await chart.count()) === 0) return null;
    const link = section.getByRole('link', { name: '查看历史业绩' });
    return { summary: (await chart.getAttribute('aria-label')) ?? '', historyPath: (await link.getAttribute('href')) ?? '' };
  }

  // ---- instruction documents and /pdf (features/documents.feature) ----------------------------

  private get documentsSection() {
    return this.page.getByTestId('documents');
  }

  async documents(): Promise<{ names: string[]; message: string | null }> {
    const section = this.documentsSection;
    await section.locator('ul, .empty-state').first().waitFor();
    const empty = section.locator('.empty-state p');
    return { names: await section.getByRole('link').allInnerTexts(), message: (await empty.count()) > 0 ? await empty.innerText() : null };
  }

  async retryDocuments(): Promise<void> {
    await this.documentsSection.getByRole('button', { name: '重新加载' }).click();
    await this.settled();
  }

  async openDocument(name: string): Promise<void> {
    await this.documentsSection.getByRole('link', { name, exact: true }).click();
    await this.page.waitForURL(/\/pdf\?/);
  }

  async documentViewer(): Promise<{ title: string; pageLabel: string | null; pageText: string | null; message: string | null }> {
    const main = this.page.locator('main.pdf');
    // Settled once a page is drawn (its text is there) or the page says why there is none.
    await main.locator('[data-testid=pdf-text]:not(:empty), .empty-state').first().waitFor({ state: 'attached' });
    const label = main.getByTestId('pdf-page');
    const empty = main.locator('.empty-state p');
    return {
      title: await main.getByRole('heading', { level: 1 }).innerText(),
      pageLabel: (await label.count()) > 0 ? await label.innerText() : null,
      pageText: (await label.count()) > 0 ? await main.getByTestId('pdf-text').textContent() : null,
      message: (await empty.count()) > 0 ? await empty.innerText() : null,
    };
  }

  async turnDocumentPage(direction: '上一页' | '下一页'): Promise<void> {
    const label = this.page.getByTestId('pdf-page');
    const before = await label.innerText();
    await this.page.getByRole('button', { name: direction }).click();
    await this.page.waitForFunction((shown) => document.querySelector('[data-testid=pdf-page]')?.textContent !== shown, before);
  }

  async retryDocument(): Promise<void> {
    const main = this.page.locator('main.pdf');
    await main.getByRole('button', { name: '重新加载' }).click();
    await main.locator('.empty-state').waitFor({ state: 'detached' });
  }

  // ---- helper A: the detail page's sub pages (更多信息, synopsis, trading rules, fees) ---------

  private moreInfoNav() {
    return this.page.getByRole('navigation', { name: '更多信息' });
  }

  async moreInfo(): Promise<MoreInfoLinkView[]> {
    await this.page.getByTestId('bottom-bar').waitFor();
    await this.settled();
    await this.moreInfoNav().waitFor();
    return this.moreInfoNav().getByRole('link').evaluateAll((links) => links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      // The words without the aria-hidden chevron.
      const label = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
      return { label, path: url.pathname, query: Object.fromEntries(url.searchParams) };
    }));
  }

  async followMoreInfo(label: string): Promise<void> {
    await this.moreInfo();
    const from = new URL(this.page.url()).pathname;
    await this.moreInfoNav().getByRole('link', { name: label, exact: true }).click();
    await this.page.waitForURL((url) => url.pathname !== from);
  }

  /** Settled once the product and the content have arrived (server HTML sanitised), or a failure shows. */
  private async subPageSettled(): Promise<void> {
    await this.page.waitForFunction(() => {
      const main = document.querySelector('main.sub-page');
      if (!main || main.getAttribute('aria-busy')) return false;
      const body = main.querySelector('[data-testid=sub-page-content]');
      if (!body) return main.querySelector('.empty-state') !== null;
      const state = body.getAttribute('data-state');
      if (state === 'failed') return true;
      return state === 'loaded' && [...body.querySelectorAll('section')].every((section) => section.querySelector('.server-html, table'));
    });
  }

  async subPage(): Promise<SubPageView> {
    await this.subPageSettled();
    const url = new URL(this.page.url());
    // (no named helpers inside evaluate: the test runner's transform would wrap them in a __name the page lacks)
    const shown = await this.page.locator('main.sub-page').evaluate((main) => {
      const sections = [...main.querySelectorAll('[data-testid=sub-page-content] section')];
      return {
        kind: (main.querySelector('.sub-page__kind') as HTMLElement | null)?.innerText.trim() ?? '',
        name: (main.querySelector('h1') as HTMLElement | null)?.innerText.trim() ?? '',
        sections: sections.filter((section) => section.querySelector('.server-html')).map((section) => ({
          heading: (section.querySelector('h2') as HTMLElement | null)?.innerText.trim() ?? '',
          text: (section.querySelector('.server-html') as HTMLElement).innerText.trim(),
        })),
        tables: sections.filter((section) => section.querySelector('table')).map((section) => ({
          heading: (section.querySelector('h2') as HTMLElement | null)?.innerText.trim() ?? '',
          rows: [...section.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())),
        })),
        message: (main.querySelector('.empty-state p') as HTMLElement | null)?.innerText.trim() ?? null,
        note: (main.querySelector('[data-testid=sub-page-note]') as HTMLElement | null)?.innerText.trim() ?? null,
      };
    });
    return { path: url.pathname, query: Object.fromEntries(url.searchParams), ...shown };
  }

  async retrySubPage(): Promise<void> {
    await this.page.locator('main.sub-page').getByRole('button', { name: '重新加载' }).click();
    // The failure gives way to the loading line before anything else is read.
    await this.page.locator('main.sub-page').getByRole('button', { name: '重新加载' }).waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  }

  async subPageLinks(): Promise<string[]> {
    await this.subPageSettled();
    return this.page.locator('main.sub-page .server-html a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  async publishSynopsis(prdCode: string, sections: Array<{ title: string; content: string }>): Promise<void> {
    const patched = await fetch(`${this.url}/__mock/db/rules/${prdCode}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ synopsis: sections }) });
    if (patched.status === 404) await this.control('POST', '/__mock/db/rules', { id: prdCode, content: '', riskWarning: '', benchmarkRules: '', synopsis: sections });
    else if (!patched.ok) throw new Error(`mock bank rules: ${patched.status}`);
  }


  // ---- helper B: history yields and the same-series comparison (features/history.feature) ----

  private get historyMain() {
    return this.page.getByTestId('history-page');
  }

  /** Settled once the page shows lines, their absence or a failure (not a loading line), and no 加载更多 is under way. */
  private async historySettled(): Promise<void> {
    await this.page.locator('[data-testid=history][data-state=loaded], [data-testid=history][data-state=failed], [data-testid=history-page] > .empty-state').first().waitFor();
    await this.page.locator('.history__more:disabled').waitFor({ state: 'detached' });
    await this.settled();
  }

  async openHistory(prdCode: string, kind: HistoryKindName): Promise<void> {
    const record = (await this.bankProducts()).find((product) => product.prdCode === prdCode);
    await this.open({ prdCode }, historyRouteFor(record, kind));
    await this.historySettled();
  }

  /** The first match's text, or null when there is none. */
  private async textOf(locator: Locator): Promise<string | null> {
    return (await locator.count()) > 0 ? (await locator.first().innerText()).trim() : null;
  }

  async historyPage(): Promise<HistoryView> {
    await this.historySettled();
    const main = this.historyMain;
    return {
      kind: (await this.textOf(main.locator('.sub-page__kind'))) ?? '',
      name: (await this.textOf(main.locator('h1'))) ?? '',
      columns: (await main.locator('.history__table thead th').allInnerTexts()).map((text) => text.trim()),
      rows: await main.locator('.history__table tbody tr').evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()))),
      shown: (await this.textOf(main.getByTestId('history-shown'))) || null,
      moreOffered: (await main.getByRole('button', { name: '加载更多' }).count()) > 0,
      message: await this.textOf(main.locator('.empty-state p, .muted')),
      caveat: await this.textOf(main.getByTestId('history-caveat')),
    };
  }

  async loadMoreHistory(): Promise<void> {
    const before = await this.historyMain.locator('.history__table tbody tr').count();
    // A failure line already shown is an old one: only a new one answers this 加载更多.
    await this.page.evaluate(() => document.querySelectorAll('.history__more-failed').forEach((line) => line.setAttribute('data-seen', '')));
    await this.historyMain.getByRole('button', { name: '加载更多' }).click();
    await this.page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=history-page] .history__table tbody tr').length > count ||
        document.querySelector('.history__more-failed:not([data-seen])') !== null,
      before,
    );
    await this.historySettled();
  }

  async retryHistory(): Promise<void> {
    await this.historyMain.getByRole('button', { name: '重新加载' }).click();
    await this.page.locator('[data-testid=history][data-state=loaded]').waitFor();
    await this.historySettled();
  }

  private async contrastSettled(): Promise<void> {
    await this.page.locator('[data-testid=contrast-page][data-state=loaded], [data-testid=contrast-page][data-state=failed], [data-testid=contrast-page][data-state=noSeries]').waitFor();
    await this.settled();
  }

  async openContrast(seriesCode: string | null, prdCode: string | null): Promise<void> {
    const query: Record<string, string> = {};
    if (seriesCode !== null) query.seriesCode = seriesCode;
    if (prdCode !== null) query.prdCode = prdCode;
    await this.open(query, '/contrast');
    await this.contrastSettled();
  }

  async contrast(): Promise<ContrastView> {
    await this.contrastSettled();
    const main = this.page.getByTestId('contrast-page');
    const rows = await main.locator('tbody tr').evaluateAll((lines) => lines.map((row) => {
      const name = row.querySelector('th');
      const link = name?.querySelector('a');
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim());
      return {
        code: row.getAttribute('data-prd-code') ?? '',
        name: link ? link.innerText.trim() : (name?.firstChild?.textContent ?? '').trim(),
        yieldValue: (row.querySelector('td strong') as HTMLElement | null)?.innerText.trim() ?? '',
        yieldLabel: (row.querySelector('td small') as HTMLElement | null)?.innerText.trim() ?? '',
        term: cells[1] ?? '',
        risk: cells[2] ?? '',
        minPurchase: cells[3] ?? '',
        current: (name?.innerText ?? '').includes('当前产品'),
        detailPath: link?.getAttribute('href') ?? null,
      };
    }));
    return {
      series: await this.textOf(main.locator('.contrast__series')),
      columns: (await main.locator('thead th').allInnerTexts()).map((text) => text.trim()),
      rows,
      message: await this.textOf(main.locator('.empty-state p')),
      notes: (await main.locator('.history__caveat').allInnerTexts()).map((text) => text.trim()),
    };
  }

  async retryContrast(): Promise<void> {
    await this.page.getByTestId('contrast-page').getByRole('button', { name: '重新加载' }).click();
    await this.page.locator('[data-testid=contrast-page][data-state=loaded]').waitFor();
    await this.settled();
  }

  async openFromContrast(name: string): Promise<void> {
    await this.page.getByTestId('contrast-page').getByRole('link', { name, exact: true }).click();
    await this.page.getByTestId('bottom-bar').waitFor();
  }

  // ---- my wealth ------------------------------------------------------------------------------

  private async wealthPage(main: string): Promise<void> {
    await this.page.locator(`main.${main}:not([aria-busy="true"]), main .empty-state`).first().waitFor();
    await this.settled();
  }

  async openMyWealth(): Promise<void> {
    const link = this.page.getByRole('link', { name: WEALTH_TEXT.title, exact: true });
    if (new URL(this.page.url()).pathname === '/' && (await link.count()) > 0) await link.click();
    else await this.reopen('/myHome');
    await this.page.waitForURL(/\/myHome/);
    await this.wealthPage('my-wealth');
  }

  async wealthTotals(): Promise<Record<string, string>> {
    const shown = await this.page.getByTestId('wealth-totals').locator('div').evaluateAll((rows) => rows.map((row) => [
      (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
    ]));
    const named = Object.fromEntries(shown);
    return { 总资产: named[WEALTH_TEXT.totalAssets], 昨日收益: named[WEALTH_TEXT.lastIncome], 累计收益: named[WEALTH_TEXT.totalIncome] };
  }

  async holdingsIn(kind: ProductKindName): Promise<string[]> {
    const section = this.page.getByTestId(`holdings-${kind === '活期理财' ? '0' : '1'}`);
    return section.locator('.holding__name').allInnerTexts();
  }

  async openHolding(prdCode: string, withRate = false): Promise<void> {
    await this.reopen(withRate ? '/mineRestrictNetWorthIncomeRate' : '/mineRestrictNetWorth', { prdCode });
    await this.wealthPage('holding-page');
  }

  async holdingFacts(): Promise<Record<string, string>> {
    return factRows(this.page.getByTestId('holding-facts'));
  }

  async holdingActions(): Promise<string[]> {
    return this.page.locator('.holding-page__actions a').allInnerTexts();
  }

  async startRedemption(prdCode: string, action: '赎回' | '快速赎回'): Promise<void> {
    await this.openHolding(prdCode);
    await this.page.locator('.holding-page__actions').getByRole('link', { name: action, exact: true }).click();
    await this.wealthPage('redeem');
  }

  async enterVolume(text: string): Promise<void> {
    await this.page.getByLabel(REDEEM_TEXT.volumeLabel, { exact: true }).fill(text);
  }

  async redeemAll(): Promise<void> {
    await this.page.getByRole('button', { name: REDEEM_TEXT.all }).click();
  }

  async confirmRedemption(): Promise<void> {
    await this.page.getByRole('button', { name: REDEEM_TEXT.confirm }).click();
    await this.page.locator('[data-testid=keypad], [data-testid=volume-error]').first().waitFor();
  }

  async volumeMessage(): Promise<string | null> {
    const error = this.page.getByTestId('volume-error');
    return (await error.count()) > 0 ? (await error.innerText()).trim() : null;
  }

  async enterRedemptionPin(pin: string): Promise<void> {
    const keypad = this.page.getByTestId('keypad');
    for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await keypad.waitFor({ state: 'detached' });
    // Settled: a result page, or this page's pending note, or a dialog (the 通知 of E1014).
    await this.page.waitForFunction(() => !location.pathname.endsWith('Redemption') || document.querySelector('[data-testid=redeem-pending], .adm-dialog-title') !== null);
    await this.settled();
  }

  async fastQuota(): Promise<string | null> {
    const quota = this.page.getByTestId('fast-quota');
    return (await quota.count()) > 0 ? (await quota.innerText()).trim() : null;
  }

  async redemptionDone(): Promise<{ title: string; rows: Record<string, string> } | null> {
    if (!['/redemptionResult', '/rapidRedemptionT'].includes(new URL(this.page.url()).pathname)) return null;
    await this.wealthPage('redeem-result');
    const facts = this.page.getByTestId('redemption-done');
    if ((await facts.count()) === 0) return null;
    return { title: (await this.page.locator('main.redeem-result h1').innerText()).trim(), rows: await factRows(facts) };
  }

  async redemptionRefusal(): Promise<string | null> {
    const reason = this.page.locator('main.redeem-result [data-testid=redemption-refusal]');
    return reason.waitFor({ timeout: 5000 }).then(async () => (await reason.innerText()).trim(), () => null);
  }

  async bankHolding(prdCode: string): Promise<Record<string, string> | null> {
    return (await this.bankCustomer())?.holdings.find((holding) => holding.prdCode === prdCode) ?? null;
  }

  async changeDividend(mode: string): Promise<void> {
    await this.wealthPage('dividend');
    await this.page.getByRole('radio', { name: mode }).check();
    await this.page.getByRole('button', { name: DIVIDEND_PAGE_TEXT.save }).click();
    await this.page.waitForFunction(() => (window as unknown as { __toasts?: string[] }).__toasts?.length);
    await this.settled();
  }

  // ---- my wealth: the risk level and the statements (features/risk-level.feature, features/statements.feature) ----

  /**
   * The page's own <main> (by its class: after a client-side move the previous page's <main> may
   * linger) once it says what it has to say, not while it loads.
   */
  private async pageSaid(name: string): Promise<Locator> {
    const said = ['loaded', 'failed', 'invalid', 'missing'].map((state) => `main.${name}[data-state=${state}]`).join(', ');
    await this.page.locator(said).first().waitFor();
    await this.settled();
    return this.page.locator(`main.${name}`);
  }

  /** Taps the page's 重新加载 and waits for the call it makes to be answered and shown. */
  private async reloadPage(name: string, call: string): Promise<void> {
    const main = this.page.locator(`main.${name}`);
    await Promise.all([this.page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(call)), main.getByRole('button', { name: '重新加载' }).click()]);
    await this.pageSaid(name);
  }

  /** Follows a link of the page and waits for the page it leads to. */
  private async followLink(link: Locator, path: string, name: string): Promise<void> {
    await link.click();
    await this.page.waitForURL((url) => url.pathname === path);
    await this.pageSaid(name);
  }

  async openRiskLevel(): Promise<void> {
    await this.open({}, '/risklevel');
    await this.pageSaid('risk-level');
  }

  async riskLevel(): Promise<RiskLevelView> {
    const main = await this.pageSaid('risk-level');
    const box = main.getByTestId('risk-level');
    const shown = (await box.count()) > 0;
    return {
      level: shown ? await this.textOf(box.locator('h2')) : null,
      description: shown ? await this.textOf(box.getByTestId('risk-level-description')) : null,
      facts: shown ? await factRows(box) : {},
      validity: await this.textOf(main.getByTestId('risk-level-validity')),
      action: await this.textOf(main.locator('a.button')),
      message: await this.textOf(main.locator('.empty-state p')),
    };
  }

  async retryRiskLevel(): Promise<void> {
    await this.reloadPage('risk-level', 'risk/queryRiskLevel');
  }

  async startRiskAssessment(): Promise<void> {
    const main = await this.pageSaid('risk-level');
    await main.getByRole('link', { name: new RegExp(`^(${RISK_LEVEL_TEXT.start}|${RISK_LEVEL_TEXT.reassess})$`) }).click();
    await this.page.waitForURL((url) => url.pathname === '/answer');
    await this.page.getByTestId('risk-question').first().waitFor();
  }

  async riskLevelFromResult(): Promise<void> {
    await this.followLink(this.page.getByTestId('risk-result').getByRole('link', { name: RISK_LEVEL_TEXT.viewLevel }), '/risklevel', 'risk-level');
  }

  async openStatements(): Promise<void> {
    await this.open({}, '/statement');
    await this.pageSaid('statement-list');
  }

  async statementList(): Promise<StatementListView> {
    const main = await this.pageSaid('statement-list');
    const rows = await Promise.all((await main.getByTestId('statement').all()).map(async (row) => {
      const link = row.getByRole('link');
      const facts = await factRows(row);
      return {
        month: new URL((await link.getAttribute('href')) ?? '', this.url).searchParams.get('sendDate') ?? '',
        title: (await link.innerText()).trim(),
        totAsset: facts[STATEMENT_TEXT.totAsset],
        monthIncome: facts[STATEMENT_TEXT.monthIncome],
      };
    }));
    return { rows, message: await this.textOf(main.locator('.empty-state p')) };
  }

  async retryStatements(): Promise<void> {
    await this.reloadPage('statement-list', 'api/dbank/f100004');
  }

  async openStatementFromList(month: string): Promise<void> {
    const main = await this.pageSaid('statement-list');
    await this.followLink(main.getByRole('link', { name: statementTitle(month), exact: true }), '/statementDetail', 'statement-detail');
  }

  async openStatement(month: string | null): Promise<void> {
    await this.open(month === null ? {} : { sendDate: month }, '/statementDetail');
    await this.pageSaid('statement-detail');
  }

  async statementDetail(): Promise<StatementDetailView> {
    const main = await this.pageSaid('statement-detail');
    const totals = main.getByTestId('statement-totals');
    return {
      title: (await main.locator('h1').innerText()).trim(),
      totals: (await totals.count()) > 0 ? await factRows(totals) : {},
      positions: await Promise.all((await main.getByTestId('statement-position').all()).map(async (row) => ({
        产品: (await row.locator('.record__name').innerText()).trim(), ...(await factRows(row)),
      }))),
      transactionsOffered: (await main.getByRole('link', { name: STATEMENT_TEXT.toTransactions }).count()) > 0,
      message: await this.textOf(main.locator('.empty-state p')),
    };
  }

  async openMonthTransactions(): Promise<void> {
    const main = await this.pageSaid('statement-detail');
    await this.followLink(main.getByRole('link', { name: STATEMENT_TEXT.toTransactions }), '/statementParticularDetail', 'statement-transactions');
  }

  async openTransactions(month: string | null): Promise<void> {
    await this.open(month === null ? {} : { sendDate: month }, '/statementParticularDetail');
    await this.pageSaid('statement-transactions');
  }

  async statementTransactions(): Promise<StatementTransactionsView> {
    const main = await this.pageSaid('statement-transactions');
    return {
      title: (await main.locator('h1').innerText()).trim(),
      rows: await Promise.all((await main.getByTestId('statement-transaction').all()).map(async (row) => ({
        产品: (await row.locator('.record__name').innerText()).trim(), 状态: (await row.locator('.record__status').innerText()).trim(), ...(await factRows(row)),
      }))),
      message: await this.textOf(main.locator('.empty-state p')),
    };
  }

  async holdingDocuments(): Promise<string[]> {
    await this.wealthPage('holding-documents');
    return this.page.locator('.holding-documents__list button').allInnerTexts();
  }

  async chooseHoldingDocument(name: string): Promise<void> {
    await this.page.locator('.holding-documents__list').getByRole('button', { name, exact: true }).click();
  }

  async shownHoldingDocument(): Promise<string | null> {
    const reader = this.page.locator('main.holding-documents section.pdf');
    // Shown once a page is drawn (its text is there) or the reader says why there is none.
    await reader.locator('[data-testid=pdf-text]:not(:empty), .empty-state').first().waitFor({ state: 'attached' });
    return (await reader.getByRole('heading', { level: 2 }).innerText()).trim();
  }

  // ---- records: /unconfirmed, /transitCash, the record pages, 撤单 (features/records.feature) ----

  /** The records page's own <main> (by its class), once it has said what it has (not while it loads). */
  private async recordsSaid(name: string): Promise<Locator> {
    const said = ['loaded', 'failed', 'noId', 'notFound', 'missing'].map((state) => `main.${name}[data-state=${state}]`).join(', ');
    await this.page.locator(said).first().waitFor();
    await this.settled();
    return this.page.locator(`main.${name}`);
  }

  /** A list row's product, its status and its facts (dt → dd). */
  private async recordRows(rows: Locator): Promise<Array<Record<string, string>>> {
    // No named function inside: the browser runs this as it is written (no helper of the TypeScript runner).
    return rows.evaluateAll((records) => records.map((record) => ({
      产品: (record.querySelector('.record__name') as HTMLElement | null)?.innerText.trim() ?? '',
      状态: (record.querySelector('.record__status') as HTMLElement | null)?.innerText.trim() ?? '',
      ...Object.fromEntries([...record.querySelectorAll('.facts__row')].map((row) => [
        (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
      ])),
    })));
  }

  async openDealHistory(): Promise<void> {
    await this.reopen('/unconfirmed');
    await this.recordsSaid('deal-history');
  }

  async dealHistory(): Promise<DealHistoryView> {
    const main = await this.recordsSaid('deal-history');
    const records = await this.recordRows(main.getByTestId('deal-record'));
    const error = (field: string) => this.textOf(main.getByTestId(`${field}-error`));
    return {
      range: await this.textOf(main.getByTestId('deal-history-range')),
      records,
      moreOffered: (await this.textOf(main.getByTestId('list-foot'))) === PAGED_LIST_TEXT.pullUp,
      message: await this.textOf(main.locator('.empty-state p')),
      errors: { 开始日期: await error('startDate'), 结束日期: await error('endDate') },
    };
  }

  async queryDeals(startDate: string, endDate: string): Promise<void> {
    const main = await this.recordsSaid('deal-history');
    await main.getByLabel(DATE_RANGE_TEXT.startLabel, { exact: true }).fill(startDate);
    await main.getByLabel(DATE_RANGE_TEXT.endLabel, { exact: true }).fill(endDate);
    const query = main.getByRole('button', { name: DATE_RANGE_TEXT.query, exact: true });
    // The store's own rule says whether a query goes out: wait for its answer, or for the fields' messages.
    if (checkDateRange({ startDate, endDate }).ok) {
      await Promise.all([this.page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('listHistoryDeals')), query.click()]);
    } else {
      await query.click();
      await main.locator('[data-testid=startDate-error], [data-testid=endDate-error]').first().waitFor();
    }
    await this.recordsSaid('deal-history');
  }

  async loadMoreDeals(): Promise<void> {
    const main = await this.recordsSaid('deal-history');
    const before = await main.getByTestId('deal-record').count();
    // Load-more is the list's end coming into view (SPEC §9's pull-up threshold).
    await main.getByTestId('list-foot').scrollIntoViewIfNeeded();
    await this.page.waitForFunction(
      ([count, noMore]) => document.querySelectorAll('main.deal-history [data-testid=deal-record]').length > count
        || document.querySelector('main.deal-history [data-testid=list-foot]')?.textContent === noMore,
      [before, PAGED_LIST_TEXT.noMore] as const,
    );
    await this.recordsSaid('deal-history');
  }

  async refreshDeals(): Promise<void> {
    await this.recordsSaid('deal-history');
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const list = await this.page.locator('main.deal-history').getByTestId('deal-history').boundingBox();
    if (!list) throw new Error('no record list to pull');
    const cdp = await this.context.newCDPSession(this.page);
    const x = list.x + list.width / 2;
    const y = list.y + 20;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }] });
    await touch('touchStart', 0);
    for (let dy = 20; dy <= 400; dy += 20) await touch('touchMove', dy);
    const refreshed = this.page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('listHistoryDeals'));
    await touch('touchEnd', 400);
    await refreshed;
    await this.page.getByText('刷新成功').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    await this.recordsSaid('deal-history');
  }

  /** Follows a link to a record page and waits for that page to say what it has. */
  private async openRecordBy(link: Locator): Promise<void> {
    await link.click();
    await this.page.waitForURL((url) => (Object.values(DEAL_ROUTES) as string[]).includes(url.pathname));
    await this.recordsSaid('deal-record');
  }

  async openDealFromHistory(index: number): Promise<void> {
    const main = await this.recordsSaid('deal-history');
    await this.openRecordBy(main.getByTestId('deal-record').nth(index - 1));
  }

  async openDealRecord(uniOrderId: string): Promise<void> {
    await this.reopen(DEAL_ROUTES.purchase, { uniOrderId });
    await this.recordsSaid('deal-record');
  }

  async dealRecord(): Promise<DealRecordView> {
    const main = await this.recordsSaid('deal-record');
    const facts = main.getByTestId('deal-facts');
    return {
      title: (await this.textOf(main.locator('h1'))) ?? '',
      rows: (await facts.count()) > 0 ? await factRows(facts) : {},
      cancelOffered: (await main.getByRole('button', { name: RECORD_TEXT.cancel, exact: true }).count()) > 0,
      message: await this.textOf(main.locator('.empty-state p')),
    };
  }

  /** Taps a 撤单 and waits for the 提示 dialog it opens. */
  private async tapCancel(button: Locator): Promise<void> {
    await button.click();
    await this.page.locator('.adm-dialog-title').first().waitFor();
  }

  async cancelShownDeal(): Promise<void> {
    const main = await this.recordsSaid('deal-record');
    await this.tapCancel(main.getByRole('button', { name: RECORD_TEXT.cancel, exact: true }));
  }

  private async pendingRow(prdName: string): Promise<Locator> {
    const main = await this.recordsSaid('pending-records');
    return main.getByTestId('pending-record').filter({ has: this.page.locator('.record__name', { hasText: prdName }) }).first();
  }

  async openPendingRecord(prdName: string): Promise<void> {
    const row = await this.pendingRow(prdName);
    await this.openRecordBy(row.getByRole('link', { name: `${PENDING_TEXT.details}：${prdName}`, exact: true }));
  }

  async cancelPendingRecord(prdName: string): Promise<void> {
    const row = await this.pendingRow(prdName);
    await this.tapCancel(row.getByRole('button', { name: `${RECORD_TEXT.cancel}：${prdName}`, exact: true }));
  }

  /** Once the 撤单 under way has come to a result page or to a note on the page (its button no longer waiting). */
  private async cancelSettled(): Promise<void> {
    await this.page.waitForFunction((cancelling) => {
      if (location.pathname === '/cancelResult' || location.pathname === '/cancelFalseResult') return true;
      const note = document.querySelector('[data-testid=cancel-lost] button');
      return note !== null && note.textContent !== cancelling;
    }, CANCEL_FLOW_TEXT.cancelling, { timeout: 15_000 }).catch(() => undefined);
    await this.settled();
  }

  async cancelLost(): Promise<{ message: string; action: string } | null> {
    await this.cancelSettled();
    const note = this.page.getByTestId('cancel-lost');
    if ((await note.count()) === 0) return null;
    return { message: (await note.locator('p').innerText()).trim(), action: (await note.getByRole('button').innerText()).trim() };
  }

  async followCancelLost(action: string): Promise<void> {
    const note = this.page.getByTestId('cancel-lost');
    await note.getByRole('button', { name: action, exact: true }).click();
    // The button says 正在撤单… until the answer; then a result page or the note again.
    await this.page.waitForFunction((cancelling) => location.pathname.startsWith('/cancel')
      || document.querySelector('[data-testid=cancel-lost] button')?.textContent !== cancelling, CANCEL_FLOW_TEXT.cancelling);
    await this.cancelSettled();
  }

  async cancelDone(): Promise<{ rows: Record<string, string>; returned: string } | null> {
    await this.cancelSettled();
    if (new URL(this.page.url()).pathname !== '/cancelResult') return null;
    const main = await this.recordsSaid('cancel-done');
    const facts = main.getByTestId('cancel-done');
    if ((await facts.count()) === 0) return null;
    return { rows: await factRows(facts), returned: (await main.getByTestId('cancel-returned').innerText()).trim() };
  }

  async cancelFailure(): Promise<string | null> {
    await this.cancelSettled();
    if (new URL(this.page.url()).pathname !== '/cancelFalseResult') return null;
    return (await this.page.locator('main.cancel-failed').getByTestId('cancel-failed').innerText()).trim();
  }

  async openInTransit(): Promise<void> {
    await this.reopen('/transitCash');
    await this.recordsSaid('in-transit');
  }

  async inTransit(): Promise<{ records: Array<Record<string, string>>; message: string | null }> {
    const main = await this.recordsSaid('in-transit');
    // Its head shows the deal's type where a list shows a status; the rows are what 在途资金 says.
    const records = (await this.recordRows(main.getByTestId('transit-record'))).map((record) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== '状态')));
    return { records, message: await this.textOf(main.locator('.empty-state p')) };
  }

  async openInTransitRecord(index: number): Promise<void> {
    const main = await this.recordsSaid('in-transit');
    await this.openRecordBy(main.getByTestId('transit-record').nth(index - 1));
  }

  // ---- income, assets and payouts: /profitLossIncome, /mineCurrencyIncomeNew, /currencyRecord, /hisAssets, /interest, /cash (features/income.feature) ----

  private static readonly INCOME_LINES = ['income-holding', 'income-day', 'asset-day', 'dividend-payout', 'maturity-payout'].map((id) => `[data-testid=${id}]`).join(', ');

  /** The income page's own <main> (by its class), once it says what it has: not while it loads. */
  private async incomeSaid(): Promise<Locator> {
    const path = new URL(this.page.url()).pathname;
    const page = INCOME_PAGES[path];
    if (!page) throw new Error(`${path} is not an income page`);
    const said = ['loaded', 'failed', 'invalid', 'notHeld', 'notCash'].map((state) => `main.${page.main}[data-state=${state}]:not([aria-busy="true"])`).join(', ');
    await this.page.locator(said).first().waitFor();
    await this.settled();
    return this.page.locator(`main.${page.main}`);
  }

  private async incomeArrived(path: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === path);
    await this.incomeSaid();
  }

  async openIncomeShortcut(name: IncomePageName): Promise<void> {
    await this.openMyWealth();
    await this.page.locator('main.my-wealth nav').getByRole('link', { name, exact: true }).click();
    await this.incomeArrived(incomeShortcutRoute(name));
  }

  async openHoldingIncome(action: HoldingIncomeName): Promise<void> {
    await this.page.locator('main.holding-page .holding-page__actions').getByRole('link', { name: action, exact: true }).click();
    await this.incomeArrived(HOLDING_INCOME_ROUTES[action]);
  }

  async openIncomeRecord(action: HoldingIncomeName, prdCode: string): Promise<void> {
    await this.reopen(HOLDING_INCOME_ROUTES[action], { prdCode });
    await this.incomeSaid();
  }

  /** Each line: a card's product and its rows (dt → dd), or a table row by its column headings. */
  private async incomeRows(main: Locator): Promise<Array<Record<string, string>>> {
    // No named helpers inside: the page runs this function's text, without the bundler's helpers.
    return main.locator(BrowserStore.INCOME_LINES).evaluateAll((lines) => lines.map((line) => {
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

  async incomePage(): Promise<IncomePageView> {
    const main = await this.incomeSaid();
    const totals = main.getByTestId('income-totals');
    const summary = await this.textOf(main.getByTestId('assets-summary'));
    // The chart says the same words to a screen reader, and G2 draws it once it is in view.
    const box = main.getByTestId('assets-chart');
    let chart = false;
    if (summary !== null && (await box.count()) > 0 && (await box.getAttribute('role')) === 'img' && (await box.getAttribute('aria-label')) === summary) {
      await box.scrollIntoViewIfNeeded();
      chart = await box.locator('canvas').first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
    }
    return {
      title: (await main.locator('h1').innerText()).trim(),
      totals: (await totals.count()) > 0 ? await factRows(totals) : {},
      rows: await this.incomeRows(main),
      summary,
      chart,
      shown: await this.textOf(main.getByTestId('income-shown')),
      moreOffered: (await this.textOf(main.getByTestId('list-foot'))) === PAGED_LIST_TEXT.pullUp,
      message: await this.textOf(main.locator('.empty-state p')),
    };
  }

  async loadMoreIncome(): Promise<void> {
    const main = await this.incomeSaid();
    const { main: name, call } = INCOME_PAGES[new URL(this.page.url()).pathname];
    const before = await main.locator(BrowserStore.INCOME_LINES).count();
    const foot = main.getByTestId('list-foot');
    await foot.waitFor();
    if ((await foot.innerText()).trim() === PAGED_LIST_TEXT.retryMore) {
      // A short list asks for its next page as soon as its end is in view: when that failed before
      // this step, the failure is what the customer sees on looking for more; a later step retries.
      if (!this.incomeMoreFailed) {
        this.incomeMoreFailed = true;
        return;
      }
      await Promise.all([this.page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(call)), foot.click()]);
    } else {
      // Load-more is the list's end coming into view (SPEC §9's pull-up threshold).
      if ((await foot.innerText()).trim() !== PAGED_LIST_TEXT.pullUp) throw new Error('the list has no more to load');
      await foot.scrollIntoViewIfNeeded();
    }
    await this.page.waitForFunction(
      ([selector, mainClass, count, noMore, retryText]) => {
        const root = document.querySelector(`main.${mainClass}`);
        if (!root) return false;
        const foot = root.querySelector('[data-testid=list-foot]')?.textContent;
        return root.querySelectorAll(selector).length > count || foot === noMore || [...root.querySelectorAll('button')].some((b) => b.textContent === retryText);
      },
      [BrowserStore.INCOME_LINES, name, before, PAGED_LIST_TEXT.noMore, PAGED_LIST_TEXT.retryMore] as const,
    );
    await this.incomeSaid();
    this.incomeMoreFailed = (await this.textOf(main.getByTestId('list-foot'))) === PAGED_LIST_TEXT.retryMore;
  }

  async retryIncome(): Promise<void> {
    const main = await this.incomeSaid();
    const { call } = INCOME_PAGES[new URL(this.page.url()).pathname];
    await Promise.all([this.page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(call)), main.getByRole('button', { name: '重新加载' }).click()]);
    await this.incomeSaid();
  }

  // ---- my wealth: 我的定投 (/myFixedTimeNetWorth, /myFixedTimeNetWorthInfo, /fixedRecordInfoPage; features/plan-records.feature) ----

  /**
   * A 我的定投 page once its own <main> is there and no longer busy (after a client-side move the page
   * before may still show for a moment; a plan's page is busy until its instalments have come too).
   */
  private async myPlanPage(name: 'my-plans' | 'plan-info' | 'plan-record'): Promise<Locator> {
    const main = this.page.locator(`main.${name}:not([aria-busy="true"])`);
    await main.waitFor();
    await this.settled();
    return main;
  }

  /** A list row's head (its name and status) and its facts (dt / dd), by the given names for the head. */
  private async listRows(rows: Locator, head: { name: string; status: string }): Promise<Array<Record<string, string>>> {
    // (no named helpers inside evaluate: the test runner's transform would wrap them in a __name the page lacks)
    return rows.evaluateAll((links, names) => links.map((link) => ({
      [names.name]: (link.querySelector('.record__name') as HTMLElement).innerText.trim(),
      [names.status]: (link.querySelector('.record__status') as HTMLElement).innerText.trim(),
      ...Object.fromEntries([...link.querySelectorAll('.facts__row')].map((row) => [
        (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
      ])),
    })), head);
  }

  async openMyPlans(): Promise<void> {
    await this.reopen(MY_PLAN_ROUTES.list);
    await this.myPlanPage('my-plans');
  }

  async myPlans(): Promise<MyPlansView> {
    const main = await this.myPlanPage('my-plans');
    const said = main.locator('.empty-state');
    return {
      plans: await this.listRows(main.getByTestId('my-plan'), { name: '产品', status: '状态' }),
      message: await this.textOf(said.locator('p')),
      actions: (await said.getByRole('link').or(said.getByRole('button')).allInnerTexts()).map((text) => text.trim()),
    };
  }

  async retryMyPlans(): Promise<void> {
    const retry = this.page.locator('main.my-plans').getByRole('button', { name: '重新加载' });
    await retry.click();
    // The failure gives way to the loading state before anything else is read.
    await retry.waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    await this.myPlanPage('my-plans');
  }

  async openMyPlan(prdName: string): Promise<void> {
    const main = await this.myPlanPage('my-plans');
    await main.getByTestId('my-plan').filter({ has: this.page.getByText(prdName, { exact: true }) }).first().click();
    await this.page.waitForURL((url) => url.pathname === MY_PLAN_ROUTES.plan);
    await this.myPlanPage('plan-info');
  }

  async openPlanInfo(planNo: string): Promise<void> {
    await this.reopen(MY_PLAN_ROUTES.plan, { planNo });
    await this.myPlanPage('plan-info');
  }

  async planInfo(): Promise<PlanInfoView> {
    const main = await this.myPlanPage('plan-info');
    const facts = main.getByTestId('plan-facts');
    return {
      rows: (await facts.count()) > 0 ? await factRows(facts) : {},
      actions: (await main.getByRole('navigation', { name: PLAN_INFO_TEXT.actions }).getByRole('link').allInnerTexts()).map((text) => text.trim()),
      records: await this.listRows(main.getByTestId('plan-record'), { name: PLAN_RECORD_TEXT.date, status: PLAN_RECORD_TEXT.status }),
      moreOffered: (await main.getByRole('button', { name: PLAN_INFO_TEXT.loadMore, exact: true }).count()) > 0,
      recordsMessage: await this.textOf(main.locator('[data-testid=plan-records-empty], .plan-info__records .empty-state p')),
      message: await this.textOf(this.page.locator('main.plan-info > .empty-state p')),
    };
  }

  async loadMorePlanRecords(): Promise<void> {
    const main = await this.myPlanPage('plan-info');
    const before = await main.getByTestId('plan-record').count();
    await main.getByRole('button', { name: PLAN_INFO_TEXT.loadMore, exact: true }).click();
    // More instalments, or the foot's retry after a failed page.
    await this.page.waitForFunction(({ count, retry }) => document.querySelectorAll('main.plan-info [data-testid=plan-record]').length > count
      || [...document.querySelectorAll('main.plan-info button')].some((button) => button.textContent === retry), { count: before, retry: PAGED_LIST_TEXT.retryMore });
    await this.myPlanPage('plan-info');
  }

  async openPlanRecord(index: number): Promise<void> {
    const main = await this.myPlanPage('plan-info');
    await main.getByTestId('plan-record').nth(index - 1).click();
    await this.page.waitForURL((url) => url.pathname === MY_PLAN_ROUTES.record);
    await this.myPlanPage('plan-record');
  }

  async openPlanRecordPage(planNo: string, seq: string): Promise<void> {
    await this.reopen(MY_PLAN_ROUTES.record, { planNo, seq });
    await this.myPlanPage('plan-record');
  }

  async reloadPlanPage(): Promise<void> {
    const mains: Record<string, 'my-plans' | 'plan-info' | 'plan-record'> = { [MY_PLAN_ROUTES.list]: 'my-plans', [MY_PLAN_ROUTES.plan]: 'plan-info', [MY_PLAN_ROUTES.record]: 'plan-record' };
    const main = mains[new URL(this.page.url()).pathname] ?? (() => { throw new Error(`${this.page.url()} is not one of 我的定投's pages`); })();
    await this.page.reload({ waitUntil: 'domcontentloaded' });
    await this.myPlanPage(main);
  }

  async planRecord(): Promise<PlanRecordView> {
    const main = await this.myPlanPage('plan-record');
    const facts = main.getByTestId('plan-record-facts');
    return {
      rows: (await facts.count()) > 0 ? await factRows(facts) : {},
      message: await this.textOf(this.page.locator('main.plan-record > .empty-state p')),
    };
  }

  // ---- my wealth: regular (定期) holdings by family: /regular, /introduction, the family pages, a cycle's page (features/regular-holdings.feature) ----

  /** Each regular page's own <main> class (the family pages': FAMILY_PAGE_CLASS). */
  private regularMainOf(path: string): string {
    const family = REGULAR_FAMILIES.find((info) => info.route === path);
    if (family) return FAMILY_PAGE_CLASS[family.family];
    const others: Record<string, string> = { [REGULAR_ROUTES.list]: 'regular-holdings', [REGULAR_ROUTES.introduction]: 'regular-intro', [REGULAR_ROUTES.cycleDetail]: 'cycle-detail' };
    if (!others[path]) throw new Error(`${path} is not a regular page`);
    return others[path];
  }

  /** The regular page's own <main> (by its class) once it has said what it has to say: not while it loads. */
  private async regularSaid(main: string): Promise<Locator> {
    await this.page.locator(`main.${main}[data-state]:not([data-state="loading"]):not([aria-busy="true"])`).first().waitFor();
    await this.settled();
    return this.page.locator(`main.${main}`);
  }

  private get pathNow(): string {
    return new URL(this.page.url()).pathname;
  }

  /** After following a link: the page it led to, once it has said what it has to say. */
  private async arrived(from: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname !== from);
    const path = this.pathNow;
    if (REGULAR_FAMILIES.some((info) => info.route === path) || (Object.values(REGULAR_ROUTES) as string[]).includes(path)) await this.regularSaid(this.regularMainOf(path));
    else if ((Object.values(REDEMPTION_ROUTES) as string[]).includes(path)) await this.wealthPage('redeem');
    else await this.settled();
  }

  /** The texts of the page's ways on (links and buttons styled as buttons), in order. */
  private async buttonTexts(scope: Locator): Promise<string[]> {
    return (await scope.allInnerTexts()).map((text) => text.trim());
  }

  async openRegularHoldings(): Promise<void> {
    const shortcut = this.page.locator('main.my-wealth').getByRole('link', { name: REGULAR_TEXT.title, exact: true });
    if (this.pathNow === '/myHome' && (await shortcut.count()) > 0) await shortcut.click();
    else await this.reopen(REGULAR_ROUTES.list);
    await this.page.waitForURL((url) => url.pathname === REGULAR_ROUTES.list);
    await this.regularSaid('regular-holdings');
  }

  async regularHoldings(): Promise<RegularHoldingsView> {
    const main = await this.regularSaid('regular-holdings');
    const rows = await main.getByTestId('regular-family').evaluateAll((sections) => sections.flatMap((section) => {
      const family = section.querySelector('h2')?.textContent?.trim() ?? '';
      return [...section.querySelectorAll('[data-testid=regular-holding]')].map((row) => ({
        family, name: row.querySelector('.holding__name')?.textContent?.trim() ?? '', amt: row.querySelector('dd')?.textContent?.trim() ?? '', href: row.querySelector('a')?.getAttribute('href') ?? '',
      }));
    }));
    const total = main.getByTestId('regular-total').locator('.regular__total');
    return {
      total: (await total.count()) > 0 ? (await total.innerText()).trim() : null,
      holdings: rows.map((row) => ({ 类别: row.family, 产品: row.name, [REGULAR_TEXT.amt]: row.amt, 打开: pageNameOf(new URL(row.href, this.url).pathname) })),
      message: await this.textOf(main.locator('.empty-state p')),
      actions: await this.buttonTexts(main.locator('.empty-state .button, .my-wealth__all, .regular__intro-link')),
    };
  }

  async retryRegularHoldings(): Promise<void> {
    const main = this.page.locator('main.regular-holdings');
    await Promise.all([this.page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('listHoldingShare')), main.getByRole('button', { name: '重新加载' }).click()]);
    await this.regularSaid('regular-holdings');
  }

  async openRegularIntroduction(): Promise<void> {
    const link = this.page.locator('main.regular-holdings').getByRole('link', { name: REGULAR_TEXT.introduction, exact: true });
    if (this.pathNow === REGULAR_ROUTES.list && (await link.count()) > 0) await link.click();
    else await this.reopen(REGULAR_ROUTES.introduction);
    await this.page.waitForURL((url) => url.pathname === REGULAR_ROUTES.introduction);
    await this.regularSaid('regular-intro');
  }

  async regularIntroduction(): Promise<RegularIntroductionView> {
    const main = await this.regularSaid('regular-intro');
    const families = await main.getByTestId('regular-family-intro').evaluateAll((sections) => sections.map((section) => ({
      name: section.querySelector('h2')?.textContent?.trim() ?? '',
      meaning: section.querySelector('p')?.textContent?.trim() ?? '',
      traits: [...section.querySelectorAll('[data-testid=open-end-traits] li')].map((item) => item.textContent?.trim() ?? ''),
    })));
    return { families };
  }

  async openFamilyPage(family: string, prdCode: string): Promise<void> {
    const info = REGULAR_FAMILIES.find((candidate) => candidate.name === family);
    if (!info) throw new Error(`no regular family ${family}`);
    await this.reopen(info.route, { prdCode });
    await this.regularSaid(FAMILY_PAGE_CLASS[info.family]);
  }

  async openHoldingCard(prdName: string): Promise<void> {
    const card = this.page.locator('main.my-wealth').getByTestId('holding').filter({ has: this.page.getByText(prdName, { exact: true }) }).first();
    await card.getByRole('link').click();
    await this.arrived('/myHome');
  }

  async followHoldingAction(action: string): Promise<void> {
    const from = this.pathNow;
    await this.page.locator('main.holding-page .holding-page__actions').getByRole('link', { name: action, exact: true }).click();
    await this.arrived(from);
  }

  async regularHolding(): Promise<RegularHoldingView> {
    const main = await this.regularSaid(this.regularMainOf(this.pathNow));
    const loaded = (await main.getAttribute('data-state')) === 'loaded';
    const window = main.getByTestId('open-window');
    return {
      family: (await main.locator('.detail__family').innerText()).trim(),
      name: loaded ? (await main.locator('h1').innerText()).trim() : null,
      facts: loaded ? { ...(await factRows(main.getByTestId('regular-facts'))), ...((await window.count()) > 0 ? await factRows(window) : {}) } : {},
      notes: await this.buttonTexts(main.getByTestId('regular-note')),
      cycles: await main.getByTestId('cycle').evaluateAll((items, cycleTerm) => items.map((item) => ({
        [cycleTerm]: item.querySelector('.record__name')?.textContent?.trim() ?? '',
        ...Object.fromEntries([...item.querySelectorAll('.facts__row')].map((row) => [row.querySelector('dt')?.textContent?.trim() ?? '', row.querySelector('dd')?.textContent?.trim() ?? ''])),
      })), CYCLE_TEXT.cycle),
      actions: await this.buttonTexts(loaded ? main.locator('[data-testid=regular-actions] a') : main.locator('.button')),
      message: await this.textOf(main.locator('.empty-state p')),
    };
  }

  async retryRegularHolding(): Promise<void> {
    const name = this.regularMainOf(this.pathNow);
    const main = this.page.locator(`main.${name}`);
    await Promise.all([this.page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('listHoldingShare')), main.getByRole('button', { name: '重新加载' }).click()]);
    await this.regularSaid(name);
  }

  async followRegularAction(action: string): Promise<void> {
    const from = this.pathNow;
    await this.page.locator(`main.${this.regularMainOf(from)}`).getByRole('link', { name: action, exact: true }).click();
    await this.arrived(from);
  }

  async openCycle(name: string): Promise<void> {
    const from = this.pathNow;
    await this.page.locator('main.regular-cycle').getByTestId('cycle').getByRole('link', { name, exact: true }).click();
    await this.arrived(from);
  }

  async openCycleDetail(prdCode: string, cycleNo: string): Promise<void> {
    await this.reopen(REGULAR_ROUTES.cycleDetail, { prdCode, cycleNo });
    await this.regularSaid('cycle-detail');
  }

  async cycleDetail(): Promise<CycleDetailView> {
    const main = await this.regularSaid('cycle-detail');
    const loaded = (await main.getAttribute('data-state')) === 'loaded';
    return {
      rows: loaded ? await factRows(main.getByTestId('regular-facts')) : {},
      message: await this.textOf(main.locator('.empty-state p')),
      actions: await this.buttonTexts(main.locator('.button')),
    };
  }

  // ---- security (features/security.feature) ---------------------------------------------------

  async placesExposing(secret: string): Promise<string[]> {
    await this.settled();
    const [local, session] = await this.page.evaluate(() => [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })]);
    const places: Array<[string, string[]]> = [
      ['address', this.addresses.seen.map(decodedAddress)], ['console', this.logged], ['localStorage', [local]], ['sessionStorage', [session]],
      ['trace', (await this.traceRecords()).map((record) => JSON.stringify(record))],
    ];
    return places.filter(([, texts]) => texts.some((shown) => shown.includes(secret))).map(([place]) => place);
  }

  async credentialsSent(): Promise<string[]> {
    return credentialsIn(this.sent);
  }

  async customerIdNumber(): Promise<string> {
    const { persona } = (await this.control('GET', '/__mock/state')) as { persona: string };
    const customers = (await this.control('GET', '/__mock/db/customers')) as Array<{ id: string; idNo: string }>;
    return customers.find((customer) => customer.id === persona)!.idNo;
  }

  async pageHeaders(): Promise<Record<string, string>> {
    return this.documentHeaders;
  }

  async apiHeaders(): Promise<Record<string, string>> {
    await this.settled();
    return this.bankAnswerHeaders;
  }

  async policyViolations(): Promise<string[]> {
    await this.settled();
    return this.page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
  }

  inlineScriptRuns(): Promise<boolean> {
    return inlineScriptRuns(this.page);
  }

  async carryHostileText(markup: string): Promise<void> {
    this.hostileMarkup = markup;
    await this.control('POST', '/__mock/hostile-text', { markup });
  }

  async hostileTextOutcome(samples: readonly RouteSample[]): Promise<{ ran: string[]; runnable: string[]; shownAsText: number }> {
    const { browser } = await sharedRun();
    const opened = samples.map((sample) => ({ url: `${this.url}${sample.address}`, before: () => this.prepare(sample) }));
    return hostileTextOutcome(browser, CONTEXT_OPTIONS, opened, XSS_VISIBLE_MARK);
  }

  /** Readies the bank for a route sample (a reset, its persona, its setup), keeping hostile text in force. */
  private async prepare(sample: RouteSample): Promise<void> {
    await prepareSample(sample, async ({ method, path, body }) => {
      const response = await fetch(`${this.url}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    });
    if (this.hostileMarkup) await this.carryHostileText(this.hostileMarkup);
  }

  // ---- the fault matrix (features/fault-matrix.feature) ---------------------------------------

  enteredAmount(): Promise<string> {
    return this.page.getByLabel(BUY_TEXT.amountLabel).inputValue();
  }

  enteredVolume(): Promise<string> {
    return this.page.getByLabel(REDEEM_TEXT.volumeLabel, { exact: true }).inputValue();
  }

  async redemptionPending(): Promise<string | null> {
    const note = this.page.getByTestId('redeem-pending');
    return (await note.count()) > 0 ? (await note.locator('p').innerText()).trim() : null;
  }

  async sendRedemptionAgain(): Promise<void> {
    await this.page.getByTestId('redeem-pending').getByRole('button', { name: BUY_TEXT.sendAgain }).click();
  }

  async myWealthSays(): Promise<string | null> {
    await this.wealthPage('my-wealth');
    const state = this.page.locator('main.my-wealth .empty-state p');
    return (await state.count()) > 0 ? (await state.innerText()).trim() : null;
  }

  async reloadMyWealth(): Promise<void> {
    await this.page.locator('main.my-wealth .empty-state').getByRole('button', { name: '重新加载' }).click();
    await this.page.locator('main.my-wealth .empty-state').waitFor({ state: 'detached' }).catch(() => undefined);
    await this.wealthPage('my-wealth');
  }

  loadingEnded(): Promise<boolean> {
    return this.page.getByTestId('loading').waitFor({ state: 'detached', timeout: 5000 }).then(() => true, () => false);
  }

  // ---- accessibility (features/accessibility.feature) -----------------------------------------

  async accessibilityFindings(samples: readonly RouteSample[]): Promise<string[]> {
    const findings: string[] = [];
    for (const sample of samples) {
      await this.prepare(sample);
      await this.page.goto(`${this.url}${sample.address}`, { waitUntil: 'networkidle' });
      await openEverything(this.page, async () => void findings.push(...(await seriousAxeFindings(this.page, sample.address))));
    }
    return findings;
  }

  keypadAsRead(): Promise<{ name: string | null; keys: string[]; status: string }> {
    return keypadAsRead(this.page, KEYPAD_TEXT.title);
  }

  pressKeypadByKeyboard(count: number): Promise<void> {
    return pressKeypadByKeyboard(this.page, KEYPAD_TEXT.title, count);
  }

  // ---- 长辈版 (features/elder-mode.feature) ------------------------------------------------------

  private elderToggle() {
    return this.page.getByRole('button', { name: ELDER_TEXT.switch, exact: true });
  }

  private isElder(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('elder'));
  }

  async switchElderMode(on: boolean): Promise<void> {
    const toggle = this.elderToggle();
    if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click();
    await this.page.waitForFunction((wanted) => document.documentElement.classList.contains('elder') === wanted, on);
  }

  async elderModeOn(): Promise<boolean> {
    await this.page.locator('main').first().waitFor();
    const on = await this.isElder();
    const toggle = this.elderToggle();
    if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-pressed')) !== String(on)) {
      throw new Error(`the page is ${on ? '' : 'not '}in 长辈版, but its switch says otherwise`);
    }
    return on;
  }

  async visitAgain(link: Record<string, string>): Promise<void> {
    await this.page.evaluate(() => sessionStorage.clear());
    await this.open(link);
  }

  async riskInPlainWords(): Promise<string | null> {
    const facts = this.page.getByTestId('detail-facts');
    await facts.waitFor();
    const words = facts.getByTestId('plain-risk');
    return (await words.count()) > 0 ? (await words.innerText()).trim() : null;
  }

  /** Measured once the page has what it loads: no request running, nothing busy. */
  async elderLayout(): Promise<ElderLayoutView> {
    await this.settled();
    await this.page.waitForFunction(() => document.querySelector('main') !== null && document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 10_000 });
    return measureElderLayout(this.page);
  }

  async elderSwitch(): Promise<{ name: string; pressed: boolean; height: number }> {
    const toggle = this.page.locator('button.elder-switch');
    await toggle.waitFor();
    const read = await toggle.ariaSnapshot();
    return {
      name: /^- button "([^"]*)"/.exec(read)?.[1] ?? read,
      pressed: (await toggle.getAttribute('aria-pressed')) === 'true',
      height: (await toggle.boundingBox())?.height ?? 0,
    };
  }

  /** Tabs from the top of the page to the switch, as a keyboard user does, and presses Space. */
  async pressElderSwitchByKeyboard(): Promise<void> {
    const toggle = this.page.locator('button.elder-switch');
    await toggle.waitFor();
    const was = await this.isElder();
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let tabs = 0; tabs < 10 && !(await toggle.evaluate((button) => button === document.activeElement)); tabs += 1) await this.page.keyboard.press('Tab');
    await this.page.keyboard.press('Space');
    await this.page.waitForFunction((before) => document.documentElement.classList.contains('elder') !== before, was);
  }

  async viewport(): Promise<string> {
    return (await this.page.locator('meta[name=viewport]').getAttribute('content')) ?? '';
  }
}

/** An address as it reads once percent-decoded (a secret could hide encoded). */
function decodedAddress(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}
