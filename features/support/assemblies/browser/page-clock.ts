import type { Request } from 'playwright-core';
import { appOfLink } from '../../apps';
import { CEILING_MS } from '../../patience';
import type { PageClockTasks } from '../../tasks/page-clock';
import type { BrowserSession } from './session';

/** How far ahead of the page's time the clock is paused (it runs on while the page is asked its time). */
const PAUSE_AHEAD_MS = 50;

interface ShownLog {
  __pagesShown?: Array<{ at: number; path: string }>;
  __idleFrames?: number;
}

/**
 * Notes, on the page's clock, each moment a page of the store is put on screen (a <main> added
 * once the HTML has been read: not the prerendered first screen, which the store's first render
 * replaces). An init script for the documents to come, and run at once in the one open.
 */
function recordPagesShown() {
  const log = window as unknown as ShownLog;
  if (log.__pagesShown) return;
  const shown: Array<{ at: number; path: string }> = [];
  log.__pagesShown = shown;
  new MutationObserver((records) => {
    if (document.readyState === 'loading') return;
    const added = records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && (node.matches('main') || node.querySelector('main') !== null)));
    if (added) shown.push({ at: performance.now(), path: location.pathname });
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The page's clock held by the scenario (Playwright's clock): the page's timers fire only as the
 * clock is moved. Between two moves the page finishes what the last one set off (its requests
 * answered, two frames drawn), so a move never lands between a commit and its effects.
 */
export class BrowserPageClock implements PageClockTasks {
  /** The page's time (its performance.now(), ms) when the page later times count from showed. */
  #origin: number | null = null;
  #taken = false;
  #held = false;
  /** Every request of the page still on its way (chunks included, not only the bank's). */
  readonly #loading = new Set<Request>();

  constructor(private readonly session: BrowserSession) {}

  async takePageClock(): Promise<void> {
    if (this.#taken) return;
    const { page } = this.session;
    this.session.spendPage();
    page.on('request', (request) => this.#loading.add(request));
    page.on('requestfinished', (request) => this.#loading.delete(request));
    page.on('requestfailed', (request) => this.#loading.delete(request));
    await page.clock.install();
    await page.addInitScript(recordPagesShown);
    this.#taken = true;
  }

  async holdPageClock(): Promise<void> {
    if (this.#held) return;
    await this.takePageClock();
    const { page } = this.session;
    // A moment just ahead: the clock runs on while the page is asked its time, and cannot be paused
    // in the past; on a busy host the asking can take longer than that, and is done again.
    for (let tries = 1; ; tries += 1) {
      const paused = await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS).then(() => true, (error: Error) => {
        if (tries >= 10 || !/to the past/.test(error.message)) throw error;
        return false;
      });
      if (paused) break;
    }
    await page.evaluate(recordPagesShown);
    this.#held = true;
  }

  async enterWithPageClockHeld(link: Record<string, string>): Promise<void> {
    const app = appOfLink(link);
    if (app) await this.session.useApp(app);
    await this.holdPageClock();
    const search = new URLSearchParams(link).toString();
    const address = `${this.session.url}/${search ? `?${search}` : ''}`;
    this.session.addresses.opening(address);
    await this.session.page.goto(address, { waitUntil: 'domcontentloaded' });
    await this.untilNextPageShows();
  }

  async untilNextPageShows(): Promise<void> {
    if (!this.#held) throw new Error('the page clock is not held (页面的时钟停住 first)');
    const { page } = this.session;
    const before = (await this.#shown()).length;
    const deadline = Date.now() + CEILING_MS;
    // Zero first: what is due now runs at now; then one millisecond on, and what it sets off.
    for (let step = 0; ; step = 1 - step) {
      await page.clock.runFor(step);
      await this.#pageIdle();
      const shown = await this.#shown();
      if (shown.length > before) {
        this.#origin = shown[before].at;
        return;
      }
      if (Date.now() > deadline) throw new Error(`no page showed by the page's time ${await this.#now()} ms`);
    }
  }

  async pageClockAt(ms: number): Promise<void> {
    if (this.#origin === null) throw new Error('no page has shown on the held clock yet');
    const target = this.#origin + ms;
    const now = await this.#now();
    if (now > target) throw new Error(`the page's clock is already ${now - this.#origin} ms past the page, beyond ${ms} ms`);
    await this.session.page.clock.runFor(target - now);
    await this.#pageIdle();
  }

  async loadingShowsNow(): Promise<boolean> {
    return (await this.session.page.getByTestId('loading').count()) > 0;
  }

  async identityChecksNow(call: string): Promise<number> {
    await this.#pageIdle();
    return this.session.requests.filter((path) => path.endsWith(call)).length;
  }

  /** The page's time now (its clock's performance.now()). */
  #now(): Promise<number> {
    return this.session.page.evaluate(() => performance.now());
  }

  #shown(): Promise<Array<{ at: number; path: string }>> {
    return this.session.page.evaluate(() => [...((window as unknown as ShownLog).__pagesShown ?? [])]);
  }

  /**
   * The page has finished what the clock's last move set off: none of its requests on its way,
   * then two frames drawn (Playwright polls on the browser's own frames, not the held clock's).
   */
  async #pageIdle(): Promise<void> {
    const { page } = this.session;
    const deadline = Date.now() + CEILING_MS;
    do {
      while (this.#loading.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      const from = await page.evaluate(() => ((window as unknown as ShownLog).__idleFrames ??= 0));
      await page.waitForFunction((start) => {
        const log = window as unknown as ShownLog;
        log.__idleFrames = (log.__idleFrames ?? 0) + 1;
        return log.__idleFrames > start + 2;
      }, from, { polling: 'raf' });
    } while (this.#loading.size > 0 && Date.now() < deadline);
  }
}
