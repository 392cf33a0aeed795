import type { Browser, BrowserContext, CDPSession, Locator, Page, Response as PageResponse } from 'playwright-core';
import { eventually } from '../../patience';
import { RequestWatch } from './request-watch';
import { TimeoutsOnPageClock, type HeldAnswer } from './timeouts-on-page-clock';
import { WEALTH_TEXT } from '../../../../src/ui/pages/wealth/wealth-texts';
import { prepareSample, type RouteSample } from '../../route-samples';
import { PHONE, sharedLaunch } from './launch';
import { KeptPage, phonePage } from './kept-page';
import { USER_AGENTS, type AppName } from '../../apps';
import { StoreAddresses } from './security-checks';
import type { ToastLog } from './page-records';

/** A bank call's path (not a file of the build). */
const MOCK_BANK_ANSWER = /^\/(h5\/api|api|wx)\//;

/** The states a page's <main> ends its loading in (its data-state): it has said what it has to say. */
const SAID = ['loaded', 'failed', 'invalid', 'missing', 'noId', 'notFound', 'notHeld', 'notCash', 'otherFamily'];

/** The worker's page, kept from one scenario to the next while no scenario spends it (kept-page.ts). */
let kept: KeptPage | null = null;

/** A persona as the mock bank keeps it (the fields scenarios read). */
interface BankCustomer {
  id: string;
  idNo: string;
  holdings: Array<Record<string, string> & { prdCode: string; vol: string }>;
  maturityWays: Record<string, string>;
  /** Issue 18 item 6: the confirmed qualified-investor declaration, or null. */
  qualifiedInvestor: Record<string, string> | null;
}

/**
 * One scenario in the browser assembly: a phone-sized Chromium page on the production build,
 * against the mock bank, with what it sent, logged and was answered; what every area shares.
 */
export class BrowserSession {
  /** The path of every request the page sent. */
  readonly requests: string[] = [];
  /** Every request's address and body. */
  readonly sent: string[] = [];
  /** Every console line. */
  readonly logged: string[] = [];
  readonly addresses: StoreAddresses;
  /** The last page's and the last bank answer's response headers. */
  documentHeaders: Record<string, string> = {};
  bankAnswerHeaders: Record<string, string> = {};
  /** The hostile text in force at the bank (features/security.feature), kept across resets. */
  #hostileMarkup: string | null = null;
  /** The page's requests on their way, and whether it has gone quiet. */
  readonly #requests: RequestWatch;
  /** Calls timed out on the page's clock; one the store gave up wrongly fails the scenario as it ends. */
  readonly #timeouts: TimeoutsOnPageClock;

  private constructor(
    readonly browser: Browser,
    readonly url: string,
    readonly context: BrowserContext,
    readonly page: Page,
    pageClock: boolean,
    /** The worker's kept page when the scenario runs on it (kept-page.ts); null for a page of its own. */
    private readonly kept: KeptPage | null,
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
    this.#requests = new RequestWatch(page);
    this.#timeouts = new TimeoutsOnPageClock(page, pageClock, this.#requests, async () => ((await this.control('GET', '/__mock/state')) as { faults: HeldAnswer[] }).faults);
  }

  /**
   * A page as new (the worker's kept page, cleared) on a freshly reset mock bank. With
   * `pageClock`, a page of its own whose time is Playwright's clock from before the first page
   * (running as real time), so that a scenario can move it: a clock taken once a page is open
   * leaves that page's timers half outside it (a timer set before cannot be cleared after, and
   * fires late).
   */
  static async start({ pageClock = false } = {}): Promise<BrowserSession> {
    const { browser, store } = await sharedLaunch();
    const reset = await fetch(`${store.url}/__mock/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`mock bank reset failed: ${reset.status}`);
    // The policy's reports outlive a bank reset: each scenario starts with none.
    await fetch(`${store.url}/__mock/csp-reports`, { method: 'DELETE' });
    if (pageClock) {
      // A clock is the page's for good: a page of its own, closed with the scenario.
      const context = await browser.newContext(PHONE);
      const page = await phonePage(context);
      await page.clock.install();
      return new BrowserSession(browser, store.url, context, page, pageClock, null);
    }
    kept ??= await KeptPage.open(browser);
    return new BrowserSession(browser, store.url, kept.context, kept.page, pageClock, kept);
  }

  /** The scenario changes the page for good (a clock, a route, an init script): it is not kept for the next scenario. */
  spendPage(): void {
    this.kept?.spend();
  }

  async close(): Promise<void> {
    await this.#app?.cdp.detach().catch(() => undefined);
    if (!this.kept || !(await this.kept.clear(this.url))) {
      if (this.kept === kept) kept = null;
      await this.context.close();
    }
    if (this.#entryLink) throw new Error('An entry left for the next page was never made: that step opened no page by its address (entry-with-next-page.ts)');
    if (this.#timeouts.wrong.length) throw new Error(`The store ${this.#timeouts.wrong.join(', ')} (SPEC §9: a call the bank has not answered is given up after 30 s)`);
  }

  // ---- the mock bank -------------------------------------------------------------------------

  /** A call of the mock bank's control API (or of the bank itself), as it is answered. */
  send(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.url}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** A call of the mock bank's control API (or of the bank itself); its answer, or it throws. */
  async control(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await this.send(method, path, body);
    if (!response.ok) throw new Error(`mock bank ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  /** The persona in force and the bank's today. */
  async bankState(): Promise<{ persona: string; today: string }> {
    return (await this.control('GET', '/__mock/state')) as { persona: string; today: string };
  }

  /** The active persona's record at the mock bank. */
  async bankCustomer(): Promise<BankCustomer | undefined> {
    const { persona } = await this.bankState();
    return ((await this.control('GET', '/__mock/db/customers')) as BankCustomer[]).find((customer) => customer.id === persona);
  }

  async bankProducts(): Promise<Array<Record<string, string>>> {
    return (await this.control('GET', '/__mock/db/products')) as Array<Record<string, string>>;
  }

  /**
   * The store's trace records, once `until` holds of them (by default, once the first has reached
   * the bank), or as they are after 8 s: they are sent in batches, in the background.
   */
  async traceRecords(until = (records: Array<Record<string, string>>) => records.length > 0): Promise<Array<Record<string, string>>> {
    return eventually(async () => (await this.control('GET', '/__mock/db/behaviors')) as Array<Record<string, string>>, until);
  }

  /**
   * The policy reports the bank's collector holds, one line each: at once when `waitForOne` is 0,
   * else as soon as one has come (or after that many milliseconds, with none).
   */
  async policyReports(waitForOne = 0): Promise<string[]> {
    for (let waited = 0; ; waited += 250) {
      const reports = (await this.control('GET', '/__mock/csp-reports')) as Array<Record<string, string>>;
      if (reports.length > 0 || waited >= waitForOne) return reports.map((report) => `${report.directive} ${report.blocked} ${report.sample} @ ${report.page}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async carryHostileText(markup: string): Promise<void> {
    this.#hostileMarkup = markup;
    await this.control('POST', '/__mock/hostile-text', { markup });
  }

  /** Readies the bank for a route sample (a reset, its persona, its setup), keeping hostile text in force. */
  async prepare(sample: RouteSample): Promise<void> {
    await prepareSample(sample, async ({ method, path, body }) => (await this.send(method, path, body)).json());
    if (this.#hostileMarkup) await this.carryHostileText(this.#hostileMarkup);
  }

  /** The bank will hold these answers back; those past the store's 30 s are timed out on the page's clock (timeouts-on-page-clock.ts). */
  holdsBeyondTimeout(rules: readonly HeldAnswer[]): void {
    this.#timeouts.hold(rules);
  }

  // ---- the page ------------------------------------------------------------------------------

  get pathNow(): string {
    return new URL(this.page.url()).pathname;
  }

  /** The page has gone quiet (RequestWatch.quiet): what the answers bring is on screen. */
  quiet(): Promise<void> {
    return this.#requests.quiet();
  }

  /** Until this shows, or the page has gone quiet without it (a state a fault may hold up). */
  async untilShownOrQuiet(target: Locator): Promise<void> {
    await Promise.race([target.first().waitFor().catch(() => undefined), this.quiet()]);
  }

  /** Whether this shows: as soon as it does, or, once the page has gone quiet, whether it does then. */
  async showsOnceQuiet(target: Locator): Promise<boolean> {
    await this.untilShownOrQuiet(target);
    return target.first().isVisible();
  }

  /** The app the page presents itself as (its user agent), once a link opened in one; the override goes with its session. */
  #app: { name: AppName; cdp: CDPSession } | null = null;

  /** The page's user agent from now on: the app's (features/support/apps.ts), as the app's web view sends it. */
  async useApp(app: AppName): Promise<void> {
    if (this.#app?.name === app) return;
    this.#app ??= { name: app, cdp: await this.context.newCDPSession(this.page) };
    await this.#app.cdp.send('Emulation.setUserAgentOverride', { userAgent: USER_AGENTS[app] });
    this.#app.name = app;
  }

  /**
   * The next home entry is made with the next page's load (entry-with-next-page.ts), set before
   * each step; the entry's link waits here until then.
   */
  entryRidesOnNextPage = false;
  #entryLink: Record<string, string> | null = null;

  /** Opens the store at this address, as the customer's link does (in the app named), once the store has decided the entry. */
  async open(link: Record<string, string>, path = '/', app: AppName | null = null): Promise<void> {
    if (app) await this.useApp(app);
    if (path === '/' && this.entryRidesOnNextPage && this.#entryLink === null) {
      this.#entryLink = link;
      return;
    }
    const entry = this.#entryLink;
    this.#entryLink = null;
    if (entry && path === '/') await this.#load(entry, '/');
    await this.#load(entry && path !== '/' ? { ...entry, ...link } : link, path);
  }

  async #load(link: Record<string, string>, path: string): Promise<void> {
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

  /** The next answer to a call of the store: its path ends so, or its address matches. */
  answered(call: string | RegExp): Promise<PageResponse> {
    return this.page.waitForResponse((response) => (typeof call === 'string' ? new URL(response.url()).pathname.endsWith(call) : call.test(response.url())));
  }

  /** Taps, and waits for the call the tap makes to be answered. */
  async tapAnswered(target: Locator, call: string): Promise<void> {
    await Promise.all([this.answered(call), target.click()]);
  }

  /**
   * The page's own <main> (by its class: after a client-side move the page before may linger),
   * once it has said what it has to say (not while it loads) and its calls have settled.
   */
  async said(main: string): Promise<Locator> {
    await this.page.locator(SAID.map((state) => `main.${main}[data-state=${state}]:not([aria-busy="true"])`).join(', ')).first().waitFor();
    await this.quiet();
    return this.page.locator(`main.${main}`);
  }

  /** Follows a link of the page to this path, and waits for the page there to say what it has. */
  async follow(link: Locator, path: string, main: string): Promise<Locator> {
    await link.click();
    await this.page.waitForURL((url) => url.pathname === path);
    return this.said(main);
  }

  /** The detail page once its bottom bar and its last section (drawn a moment after the rest) are there and its calls have settled. */
  async detailSettled(): Promise<void> {
    await this.page.getByTestId('bottom-bar').waitFor();
    await this.page.locator('main.detail .disclosure').waitFor();
    await this.quiet();
  }

  /**
   * A page once the sign-in that follows its first page has been followed (the mark on it, issue 18
   * item 2): its figures, marks and notices are final, and no call of the sign-in is still to come.
   * The store follows every sign-in, one that failed or timed out included, so the mark comes; the
   * level alone is no sign (the buy check may tell it first), nor is a quiet page (the sign-in
   * waits until the page has shown for 0.5 s). A scenario's next step (a fault for the next
   * custInfo, say) must not meet the sign-in still to come.
   */
  async signInFollowed(marked: Locator = this.page.locator('.detail__header')): Promise<void> {
    await marked.and(this.page.locator('[data-sign-in-followed=true]')).first().waitFor().catch(() => undefined);
  }

  /** The sign-in followed, where the page marks it (product cards, a detail page's header); at once where it does not. */
  async signInSettled(): Promise<void> {
    const marked = this.page.locator('[data-sign-in-followed]');
    if ((await marked.count()) > 0) await this.signInFollowed(marked);
  }

  /** A page of my wealth once its own <main> is no longer busy, or it says why it has nothing. */
  async wealthPage(main: string): Promise<void> {
    await this.page.locator(`main.${main}:not([aria-busy="true"]), main .empty-state`).first().waitFor();
    await this.quiet();
  }

  /** 我的理财 (/myHome): by the home page's link when it is open, else by its address. */
  async openMyWealth(): Promise<void> {
    const link = this.page.getByRole('link', { name: WEALTH_TEXT.title, exact: true });
    if (this.pathNow === '/' && (await link.count()) > 0) await link.click();
    else await this.open({}, '/myHome');
    await this.page.waitForURL(/\/myHome/);
    await this.wealthPage('my-wealth');
  }

  async openMyWealthDirectly(): Promise<void> {
    await this.open({}, '/myHome');
    await this.wealthPage('my-wealth');
  }

  /** Types the PIN on the open keypad, which closes with the last digit. */
  async typePin(pin: string): Promise<void> {
    const keypad = this.page.getByTestId('keypad');
    for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await keypad.waitFor({ state: 'detached' });
  }

  /** Picks an option by its words and taps the page's save button; done once its toast shows. */
  async saveChoice(option: string, save: string): Promise<void> {
    await this.page.getByRole('radio', { name: option }).check();
    await this.page.getByRole('button', { name: save }).click();
    await this.toastShown();
    await this.quiet();
  }

  /** Pulls the list down with a finger, and waits for the call it makes to be answered and 刷新成功 to go. */
  async pullDown(list: Locator, call: string | RegExp): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const box = await list.boundingBox();
    if (!box) throw new Error('no list to pull');
    const cdp = await this.context.newCDPSession(this.page);
    const x = box.x + box.width / 2;
    const y = box.y + 20;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }] });
    await touch('touchStart', 0);
    for (let dy = 20; dy <= 400; dy += 20) await touch('touchMove', dy);
    const refreshed = this.answered(call);
    await touch('touchEnd', 400);
    await cdp.detach();
    await refreshed;
    await this.page.getByText('刷新成功').waitFor({ state: 'detached' }).catch(() => undefined);
  }

  // ---- toasts: the page records them, since a toast is gone after 2 s ------------------------

  toastsSoFar(): Promise<string[]> {
    return this.page.evaluate(() => [...((window as unknown as ToastLog).__toasts ?? [])]);
  }

  /** Waits for the page's first toast. */
  async toastShown(): Promise<void> {
    await this.page.waitForFunction(() => (window as unknown as ToastLog).__toasts?.length);
  }

  /** Waits until the page has moved on from this path, or shows a dialog or a toast beyond the first `toasts`. */
  async movedOn(from: string, toasts: number): Promise<void> {
    await this.page.waitForFunction(([path, count]) => location.pathname !== path || document.querySelector('.adm-dialog') !== null
      || ((window as unknown as ToastLog).__toasts?.length ?? 0) > count, [from, toasts] as const);
  }
}
