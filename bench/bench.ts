import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { entryClosure, G2, gzipKiB, hasModule, readChunks, SM_CRYPTO } from '../scripts/chunks';
import { startStore } from '../scripts/store-server';
import { lighthouseRun, medianOf, type LighthouseFigures } from './lighthouse-run';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/browser-store';

/**
 * npm run bench: builds for production (the npm script), serves it with the mock bank, and
 * measures each route: the gzip KiB of JS it loads before its first render, and the median of
 * 3 Lighthouse mobile runs. Prints a table and writes bench/results.json.
 */
const ROUTES: Record<string, string> = {
  '/': '/?shareType=02',
  // One detail page of each template family, with a representative product.
  '/netWorth': '/netWorth?shareType=02&prdCode=NWC0000001',
  '/expected': '/expected?shareType=02&prdCode=EXP0000001',
  '/regularColsed': '/regularColsed?shareType=02&prdCode=RCLS000001',
  '/currency': '/currency?shareType=02&prdCode=CUR0000001',
  '/gear': '/gear?shareType=02&prdCode=GEAR000001',
  // The purchase page (sm-crypto loads with the first PIN sealed, not with the page).
  '/buy': '/buy?shareType=02&prdCode=CUR0000001',
  // My wealth: the holdings (both kinds and the totals).
  '/myHome': '/myHome?shareType=02',
};
const RUNS = 3;

interface RouteFigures {
  entryJsGzipKiB: number;
  lighthouse: Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'benchmarkIndex'>;
}


/** Marks the moment the route's page (its <main>) is first in the document. */
function markFirstRender() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('#root main')) return;
    (window as unknown as { __firstRender: number }).__firstRender = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** The JS files a route requests before its first render (not what loads after, such as the dialogs). */
async function jsBeforeFirstRender(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })).newPage();
    await page.addInitScript(markFirstRender);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => '__firstRender' in window);
    return await page.evaluate(() => {
      const firstRender = (window as unknown as { __firstRender: number }).__firstRender;
      return performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime < firstRender && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.slice(1));
    });
  } finally {
    await browser.close();
  }
}

async function measure(base: string, path: string): Promise<RouteFigures> {
  const url = `${base}${path}`;
  const entryJsGzipKiB = gzipKiB([...new Set(await jsBeforeFirstRender(url))]);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url));
  const { performance, lcpMs, tbtMs, cls, benchmarkIndex } = medianOf(runs);
  return { entryJsGzipKiB, lighthouse: { performance, lcpMs, tbtMs, cls, benchmarkIndex } };
}

const chunks = readChunks();
const entry = entryClosure(chunks);
const store = await startStore('production', { port: 0, mockPort: 0 });
const routes: Record<string, RouteFigures> = {};
try {
  for (const [key, path] of Object.entries(ROUTES)) routes[key] = await measure(store.url, path);
} finally {
  await store.close();
}

const results = { entryChunkHasG2: hasModule(entry, G2), entryChunkHasSmCrypto: hasModule(entry, SM_CRYPTO), routes };
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nentry chunk has G2: ${results.entryChunkHasG2}   has sm-crypto: ${results.entryChunkHasSmCrypto}\n`);
console.log('| route | JS before first render, gzip KiB | Lighthouse | LCP ms | TBT ms | CLS | benchmarkIndex |');
console.log('|---|---|---|---|---|---|---|');
for (const [route, f] of Object.entries(routes)) {
  const l = f.lighthouse;
  console.log(`| ${route} | ${f.entryJsGzipKiB} | ${l.performance} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${l.benchmarkIndex} |`);
}
