import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/launch';

/**
 * The time from tapping a product on the home page to its detail page's header being visible,
 * by the browser's own performance marks, in a phone-sized Chromium against the local mock bank
 * (no network or CPU throttling).
 */
export interface TapFigures {
  conditions: string;
  /** The card tapped (the home page's first term product) and the detail page it opened. */
  prdCode: string;
  detailPath: string;
  medianMs: number;
  minMs: number;
  maxMs: number;
  runsMs: number[];
}

const RUNS = 10;
const CONDITIONS = 'local mock bank, no network or CPU throttling; home loaded afresh before each tap';
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };

/** The home page's lists once their products are in (HomePage.tsx: aria-busy while loading). */
const HOME_LIST_SHOWN = (kind: 'term' | 'demand') => `[data-testid="home-${kind}"][aria-busy="false"] [data-testid="product-card"]`;
const MEASURE = 'tap-to-detail-header';

/**
 * As text, not a function: tsx may wrap the named helpers of a compiled function in esbuild's
 * __name, which the page lacks. Marks `product-tap` at the first pointerdown or click on a product
 * card (capture phase, before the store's own handlers), and `detail-header` when the detail page's
 * product name heading (DetailPage.tsx: .detail__header .detail__name) is in the document, laid out
 * and visible; then measures between the two.
 */
const MARKS_SCRIPT = `(() => {
  let tapped = false;
  const tap = (event) => {
    if (tapped || !(event.target instanceof Element) || !event.target.closest('[data-testid="product-card"]')) return;
    tapped = true;
    performance.mark('product-tap');
  };
  addEventListener('pointerdown', tap, true);
  addEventListener('click', tap, true);
  const headerVisible = () => {
    const name = document.querySelector('.detail__header .detail__name');
    if (!name || !name.textContent) return false;
    const box = name.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return typeof name.checkVisibility !== 'function' || name.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  new MutationObserver((_, observer) => {
    if (!tapped || !headerVisible()) return;
    performance.mark('detail-header');
    performance.measure('${MEASURE}', 'product-tap', 'detail-header');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** One tap: a fresh home page (so the marks and the listener start over), its first term card tapped. */
async function tapOnce(page: Page, homeUrl: string): Promise<{ ms: number; prdCode: string }> {
  await page.goto(homeUrl);
  await Promise.all([page.locator(HOME_LIST_SHOWN('term')).first().waitFor(), page.locator(HOME_LIST_SHOWN('demand')).first().waitFor()]);
  const card = page.locator(HOME_LIST_SHOWN('term')).first();
  const prdCode = (await card.getAttribute('data-prd-code')) ?? '';
  await card.tap();
  // Functions, not strings: a string is eval'd in the page, which the store's policy forbids.
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MEASURE, { timeout: 15_000 });
  const ms = await page.evaluate((name) => performance.getEntriesByName(name)[0].duration, MEASURE);
  return { ms: Math.round(ms * 10) / 10, prdCode };
}

/** The middle value; for an even count, the mean of the two middle ones. */
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  return Math.round(value * 10) / 10;
}

export async function tapToDetailHeader(homeUrl: string): Promise<TapFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    await context.addInitScript({ content: MARKS_SCRIPT });
    const page = await context.newPage();
    const runsMs: number[] = [];
    let prdCode = '';
    for (let run = 0; run < RUNS; run += 1) {
      const tap = await tapOnce(page, homeUrl);
      runsMs.push(tap.ms);
      prdCode = tap.prdCode;
    }
    const detailPath = new URL(page.url()).pathname;
    return { conditions: CONDITIONS, prdCode, detailPath, medianMs: middle(runsMs), minMs: Math.min(...runsMs), maxMs: Math.max(...runsMs), runsMs };
  } finally {
    await browser.close();
  }
}
