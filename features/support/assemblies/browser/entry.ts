import type { Locator } from 'playwright-core';
import type { EntryTasks } from '../../tasks/entry';
import { appOfLink, type AppName } from '../../apps';
import type { ProductKindName, ProductSummaryView, SharedView } from '../../tasks/views';
import { emptyMessage, reloadButton } from './reading';
import type { BrowserSession } from './session';

const KINDS: Record<ProductKindName, string> = { 定期理财: 'term', 活期理财: 'demand' };
const PAGE_NAMES: Record<string, string> = { '/': '理财首页' };
/** The product list's call (t100001 or t100002, by the kind). */
const LIST_CALL = /t10000[12]/;

/** Entering the store and browsing: entry links, the home page, the product list, sharing. */
export class BrowserEntry implements EntryTasks {
  constructor(private readonly session: BrowserSession) {}

  open(link: Record<string, string>, path = '/', app?: AppName): Promise<void> {
    return this.session.open(link, path, app ?? appOfLink(link));
  }

  async sessionChannelCode(): Promise<string | null> {
    return this.session.page.evaluate(() => sessionStorage.getItem('wealth.channelCode'));
  }

  reopen(path: string, query: Record<string, string> = {}): Promise<void> {
    return this.session.open(query, path);
  }

  async reload(): Promise<void> {
    await this.session.page.reload({ waitUntil: 'domcontentloaded' });
  }

  /**
   * Opens a shared product link. It ends, as in the domain assembly, once the detail page has
   * finished its own calls (its buy check included) or the store has said it cannot show one, so a
   * fault set next meets the customer's next step.
   */
  async openProduct(code: string): Promise<void> {
    await this.session.open({ prdCode: code }, '/wxPrdDetail');
    await this.session.page.waitForFunction(() => {
      const bar = document.querySelector<HTMLElement>('[data-testid=bottom-bar]');
      const shown = bar !== null && (bar.dataset.state !== 'buy' || bar.dataset.checked === 'true');
      return shown || document.querySelector('.adm-dialog, .empty-state') !== null || location.pathname === '/';
    }).catch(() => undefined);
    if ((await this.session.page.locator('.detail__header').count()) > 0) await this.session.signInFollowed();
    await this.session.quiet();
  }

  async openProductFromHome(kind: ProductKindName, index: number): Promise<void> {
    await this.#section(kind).getByTestId('product-card').nth(index - 1).click();
    await this.session.page.getByTestId('bottom-bar').waitFor();
  }

  async goBack(): Promise<void> {
    await this.session.page.goBack();
    await this.session.quiet();
  }

  async scrollHomeTo(y: number): Promise<void> {
    await this.#section('活期理财').getByTestId('product-card').first().waitFor();
    await this.session.page.evaluate((top) => window.scrollTo(0, top), y);
    await this.session.page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  }

  async homeScroll(): Promise<number> {
    await this.#section('定期理财').getByTestId('product-card').first().waitFor();
    return this.session.page.evaluate(() => window.scrollY);
  }

  async currentPage(): Promise<string> {
    await this.session.quiet();
    const path = this.session.pathNow;
    if (PAGE_NAMES[path]) {
      await this.session.page.getByRole('heading', { name: '理财商城' }).waitFor();
      return PAGE_NAMES[path];
    }
    return path;
  }

  /** The address opened in a page of its own whose scripts never arrive: what the HTML alone shows. */
  async firstScreen(path: string, query: Record<string, string>): Promise<string> {
    const page = await this.session.context.newPage();
    try {
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto(`${this.session.url}${path}?${new URLSearchParams(query)}`, { waitUntil: 'load' });
      return await page.locator('#root').innerText();
    } finally {
      await page.close();
    }
  }

  /** The page shows this text: as soon as it does, up to the ceiling (a text that is to come may follow a timeout or a retry). */
  async pageShows(text: string): Promise<boolean> {
    return this.session.page.getByText(text).first().waitFor().then(() => true, () => false);
  }

  async brokenAcrossLines(texts: string[]): Promise<string[]> {
    const { page } = this.session;
    await page.getByText(texts[0], { exact: true }).first().waitFor();
    return page.evaluate((wanted) => wanted.filter((text) => {
      const element = [...document.querySelectorAll('main *')].find((candidate) => candidate.textContent?.trim() === text);
      if (!element) return true;
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
    }), texts);
  }

  async pageText(): Promise<string> {
    await this.session.detailSettled();
    return this.session.page.locator('body').innerText();
  }

  async homeSection(kind: ProductKindName): Promise<{ products: ProductSummaryView[]; message: string | null }> {
    const section = this.#section(kind);
    await section.locator('[data-testid=product-card], .empty-state').first().waitFor();
    await levelAsked(this.session, section);
    return { products: await cards(section), message: await emptyMessage(section) };
  }

  async openOneMinute(): Promise<void> {
    await this.session.page.getByRole('link', { name: '一分钟读懂理财' }).click();
  }

  async openList(kind: ProductKindName): Promise<void> {
    await this.session.page.getByRole('link', { name: `${kind}查看更多` }).click();
    await this.session.page.waitForURL(new RegExp(`/list\\?kind=${KINDS[kind]}`));
    await this.#listReady();
  }

  async openListDirectly(kind: ProductKindName): Promise<void> {
    await this.session.open({ kind: KINDS[kind] }, '/list');
    await this.#listReady();
  }

  async listed(): Promise<ProductSummaryView[]> {
    await this.#listReady();
    await levelAsked(this.session, this.session.page.getByTestId('product-list'));
    return cards(this.session.page.getByTestId('product-list'));
  }

  async loadMore(): Promise<void> {
    const { page } = this.session;
    const before = await page.getByTestId('product-list').getByTestId('product-card').count();
    await page.getByTestId('list-footer').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=product-list] [data-testid=product-card]').length > count ||
        document.querySelector('[data-testid=list-footer]')?.textContent === '没有更多产品了',
      before,
    );
    await this.session.quiet();
  }

  async pullToRefresh(): Promise<void> {
    await this.session.pullDown(this.session.page.getByTestId('product-list'), LIST_CALL);
    await this.session.quiet();
  }

  async sortBy(sort: '收益率' | '业绩比较基准'): Promise<void> {
    await Promise.all([this.session.answered(LIST_CALL), this.session.page.getByRole('button', { name: new RegExp(`^按${sort}`) }).click()]);
    await this.#listReady();
  }

  async listEnd(): Promise<string> {
    await this.#listReady();
    return this.session.page.getByTestId('list-footer').innerText();
  }

  async sessionShareType(): Promise<string | null> {
    await this.session.quiet();
    return this.session.page.evaluate(() => sessionStorage.getItem('wealth.shareType'));
  }

  async messagingLoginVisits(): Promise<number> {
    await this.session.quiet();
    return this.session.requests.filter((path) => path === '/wx/login').length;
  }

  /** Outside the messaging app the share lands in the page's link-preview (Open Graph) tags. */
  async sharedContent(): Promise<SharedView | null> {
    await this.session.detailSettled();
    const tags = await this.session.page.evaluate(() =>
      Object.fromEntries([...document.head.querySelectorAll('meta[property^="og:"]')].map((tag) => [tag.getAttribute('property'), tag.getAttribute('content') ?? ''])));
    if (!tags['og:title']) return null;
    const path = (url: string) => url.replace(this.session.url, '');
    return { title: tags['og:title'], desc: tags['og:description'], link: path(tags['og:url']), imgUrl: path(tags['og:image']) };
  }

  async retry(): Promise<void> {
    await reloadButton(this.session.page).click();
    await this.session.page.getByTestId('bottom-bar').waitFor();
  }

  /** The home page's section of one kind of product. */
  #section(kind: ProductKindName): Locator {
    return this.session.page.locator('section').filter({ has: this.session.page.getByRole('heading', { name: kind }) });
  }

  async #listReady(): Promise<void> {
    await this.session.page.locator('[data-testid=product-list] [data-testid=product-card], .empty-state').first().waitFor();
    await this.session.quiet();
  }
}

/** The product cards in this part of the page. */
/** The cards' figures and marks are final once the sign-in that follows the first page has been followed (issue 18 item 2). */
async function levelAsked(session: BrowserSession, scope: Locator): Promise<void> {
  if ((await scope.getByTestId('product-card').count()) === 0) return;
  await session.signInFollowed(scope.getByTestId('product-card'));
}

function cards(scope: Locator): Promise<ProductSummaryView[]> {
  return scope.getByTestId('product-card').evaluateAll((links) =>
    links.map((link) => ({
      code: link.getAttribute('data-prd-code') ?? '',
      name: link.querySelector('.product-card__name')?.textContent ?? '',
      yieldValue: link.querySelector('.product-card__yield strong')?.textContent ?? '',
      yieldLabel: link.querySelector('.product-card__yield small')?.textContent ?? '',
      yieldDate: link.querySelector('.product-card__yield time')?.textContent ?? '',
      minPurchase: link.querySelector('.product-card__facts span:nth-child(1)')?.textContent ?? '',
      risk: link.querySelector('.product-card__facts span:nth-child(2)')?.textContent ?? '',
      aboveLevel: link.querySelector('.above-level')?.textContent ?? '',
    })),
  );
}
