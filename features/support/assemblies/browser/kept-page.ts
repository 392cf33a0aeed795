import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { CEILING_MS } from '../../patience';
import { PHONE } from './launch';
import { recordLoadingShown, recordToasts } from './page-records';
import { recordPolicyViolations } from './security-checks';

/** The page events the browser session and its watchers listen to (session.ts, request-watch.ts, security-checks.ts, page-clock.ts). */
const SCENARIO_EVENTS = ['request', 'requestfinished', 'requestfailed', 'response', 'console', 'framenavigated', 'pageerror'] as const;

/** A phone's page with what every scenario records on it (toasts, the loading indicator, policy violations). */
export async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // Room for the store's 30 s request timeout and what follows it (a lost order is then asked after).
  page.setDefaultTimeout(CEILING_MS);
  await page.addInitScript(recordToasts);
  await page.addInitScript(recordLoadingShown);
  await page.addInitScript(recordPolicyViolations);
  return page;
}

/**
 * The worker's page, kept from one scenario to the next. A new context and page start a renderer
 * of their own, about 1.1 core-seconds on a 2-core machine against 0.7 for the same home page in
 * a kept page (docs/measures.md): half of what a scenario costs. Between scenarios the page is
 * left as a new one would be: no document, no history, no storage, cookies or HTTP cache of the
 * store's origin, the browser's own user agent, no listener of the last scenario. A scenario that
 * changes the page beyond that (Playwright's clock, a route, an init script of its own) spends it:
 * it is closed after that scenario and the next one starts a new page.
 */
export class KeptPage {
  #spent = false;

  private constructor(readonly context: BrowserContext, readonly page: Page, private readonly cdp: CDPSession) {}

  static async open(browser: Browser): Promise<KeptPage> {
    const context = await browser.newContext(PHONE);
    const page = await phonePage(context);
    return new KeptPage(context, page, await context.newCDPSession(page));
  }

  /** This scenario changes the page for good: it is not kept for the next. */
  spend(): void {
    this.#spent = true;
  }

  get spent(): boolean {
    return this.#spent || this.page.isClosed();
  }

  /**
   * Leaves the page as a new one. Nothing of the last document reaches the bank on its way out
   * (the store sends its behaviour records as a page hides): every request is refused while the
   * page leaves. Whether that held, and the page can be kept.
   */
  async clear(origin: string): Promise<boolean> {
    if (this.spent) return false;
    try {
      await Promise.all(this.context.pages().filter((other) => other !== this.page).map((other) => other.close()));
      await this.cdp.send('Network.enable');
      await this.cdp.send('Network.setBlockedURLs', { urls: ['*'] });
      await this.page.goto('about:blank');
      for (const event of SCENARIO_EVENTS) this.page.removeAllListeners(event);
      await this.cdp.send('Network.setBlockedURLs', { urls: [] });
      await this.cdp.send('Network.clearBrowserCache');
      await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await this.cdp.send('Page.resetNavigationHistory');
      await this.context.clearCookies();
      return true;
    } catch {
      return false;
    }
  }
}
