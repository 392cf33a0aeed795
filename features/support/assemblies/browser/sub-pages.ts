import type { Locator } from 'playwright-core';
import { historyRouteFor } from '../../history-routes';
import type { SubPageTasks } from '../../tasks/sub-pages';
import type { ContrastView, HistoryKindName, HistoryView, MoreInfoLinkView, SubPageView } from '../../tasks/views';
import { emptyMessage, reloadButton, textOf } from './reading';
import type { BrowserSession } from './session';

/** The detail page's sub pages: 更多信息, synopsis, trading rules, fees, history yields and /contrast. */
export class BrowserSubPages implements SubPageTasks {
  constructor(private readonly session: BrowserSession) {}

  // ---- 更多信息 and its pages (synopsis, trading rules, fees) -------------------------------------

  async moreInfo(): Promise<MoreInfoLinkView[]> {
    await this.session.detailSettled();
    await this.#moreInfoNav().waitFor();
    return this.#moreInfoNav().getByRole('link').evaluateAll((links) => links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      // The words without the aria-hidden chevron.
      const label = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
      return { label, path: url.pathname, query: Object.fromEntries(url.searchParams) };
    }));
  }

  async followMoreInfo(label: string): Promise<void> {
    await this.moreInfo();
    const from = this.session.pathNow;
    await this.#moreInfoNav().getByRole('link', { name: label, exact: true }).click();
    await this.session.page.waitForURL((url) => url.pathname !== from);
  }

  async subPage(): Promise<SubPageView> {
    await this.#subPageSettled();
    const url = new URL(this.session.page.url());
    const shown = await this.session.page.locator('main.sub-page').evaluate((main) => {
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
    const retry = reloadButton(this.session.page.locator('main.sub-page'));
    await retry.click();
    // The failure gives way to the loading line before anything else is read.
    await retry.waitFor({ state: 'detached' }).catch(() => undefined);
  }

  async subPageLinks(): Promise<string[]> {
    await this.#subPageSettled();
    return this.session.page.locator('main.sub-page .server-html a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  // ---- history yields (features/history.feature) ------------------------------------------------

  async openHistory(prdCode: string, kind: HistoryKindName): Promise<void> {
    const record = (await this.session.bankProducts()).find((product) => product.prdCode === prdCode);
    await this.session.open({ prdCode }, historyRouteFor(record, kind));
    await this.#historySettled();
  }

  async historyPage(): Promise<HistoryView> {
    await this.#historySettled();
    const main = this.#history();
    return {
      kind: (await textOf(main.locator('.sub-page__kind'))) ?? '',
      name: (await textOf(main.locator('h1'))) ?? '',
      columns: (await main.locator('.history__table thead th').allInnerTexts()).map((text) => text.trim()),
      rows: await main.locator('.history__table tbody tr').evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()))),
      shown: (await textOf(main.getByTestId('history-shown'))) || null,
      moreOffered: (await main.getByRole('button', { name: '加载更多' }).count()) > 0,
      message: await textOf(main.locator('.empty-state p, .muted')),
      caveat: await textOf(main.getByTestId('history-caveat')),
    };
  }

  async loadMoreHistory(): Promise<void> {
    const { page } = this.session;
    const before = await this.#history().locator('.history__table tbody tr').count();
    // A failure line already shown is an old one: only a new one answers this 加载更多.
    await page.evaluate(() => document.querySelectorAll('.history__more-failed').forEach((line) => line.setAttribute('data-seen', '')));
    await this.#history().getByRole('button', { name: '加载更多' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=history-page] .history__table tbody tr').length > count ||
        document.querySelector('.history__more-failed:not([data-seen])') !== null,
      before,
    );
    await this.#historySettled();
  }

  async retryHistory(): Promise<void> {
    await reloadButton(this.#history()).click();
    await this.session.page.locator('[data-testid=history][data-state=loaded]').waitFor();
    await this.#historySettled();
  }

  // ---- the same-series comparison: /contrast ----------------------------------------------------

  async openContrast(seriesCode: string | null, prdCode: string | null): Promise<void> {
    const query: Record<string, string> = {};
    if (seriesCode !== null) query.seriesCode = seriesCode;
    if (prdCode !== null) query.prdCode = prdCode;
    await this.session.open(query, '/contrast');
    await this.#contrastSettled();
  }

  async contrast(): Promise<ContrastView> {
    await this.#contrastSettled();
    const main = this.#contrast();
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
        aboveLevel: name?.querySelector('.above-level')?.textContent ?? '',
      };
    }));
    return {
      series: await textOf(main.locator('.contrast__series')),
      columns: (await main.locator('thead th').allInnerTexts()).map((text) => text.trim()),
      rows,
      message: await emptyMessage(main),
      notes: (await main.locator('.history__caveat').allInnerTexts()).map((text) => text.trim()),
    };
  }

  async retryContrast(): Promise<void> {
    await reloadButton(this.#contrast()).click();
    await this.session.page.locator('[data-testid=contrast-page][data-state=loaded]').waitFor();
    await this.session.quiet();
  }

  async openFromContrast(name: string): Promise<void> {
    await this.#contrast().getByRole('link', { name, exact: true }).click();
    await this.session.page.getByTestId('bottom-bar').waitFor();
  }

  #moreInfoNav(): Locator {
    return this.session.page.getByRole('navigation', { name: '更多信息' });
  }

  /** Settled once the product and the content have arrived (server HTML sanitised), or a failure shows. */
  async #subPageSettled(): Promise<void> {
    await this.session.page.waitForFunction(() => {
      const main = document.querySelector('main.sub-page');
      if (!main || main.getAttribute('aria-busy')) return false;
      const body = main.querySelector('[data-testid=sub-page-content]');
      if (!body) return main.querySelector('.empty-state') !== null;
      const state = body.getAttribute('data-state');
      if (state === 'failed') return true;
      return state === 'loaded' && [...body.querySelectorAll('section')].every((section) => section.querySelector('.server-html, table'));
    });
  }

  #history(): Locator {
    return this.session.page.getByTestId('history-page');
  }

  /** Settled once the page shows lines, their absence or a failure (not a loading line), and no 加载更多 is under way. */
  async #historySettled(): Promise<void> {
    const { page } = this.session;
    await page.locator('[data-testid=history][data-state=loaded], [data-testid=history][data-state=failed], [data-testid=history-page] > .empty-state').first().waitFor();
    await page.locator('.history__more:disabled').waitFor({ state: 'detached' });
    await this.session.quiet();
  }

  #contrast(): Locator {
    return this.session.page.getByTestId('contrast-page');
  }

  async #contrastSettled(): Promise<void> {
    await this.session.page.locator('[data-testid=contrast-page][data-state=loaded], [data-testid=contrast-page][data-state=failed], [data-testid=contrast-page][data-state=noSeries]').waitFor();
    // The figures and marks are final once the sign-in has been followed (issue 18 item 2); a sign-in a fault holds up leaves them as they are.
    await this.session.signInFollowed(this.session.page.getByTestId('contrast-page'));
    await this.session.quiet();
  }
}
