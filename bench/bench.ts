import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { entryClosure, G2, gzipKiB, hasModule, readChunks, SM_CRYPTO } from '../scripts/chunks';
import { startStore } from '../scripts/store-server';
import { DETAIL_ROUTES } from '../src/domain/catalog/template-route';
import { ROUTE_SAMPLES } from '../features/support/route-samples';
import { lighthouseRun, medianOf, type LighthouseFigures } from './lighthouse-run';
import { tapToDetailHeader } from './tap-to-detail';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/launch';

/**
 * npm run bench (issue 6's performance figures): builds for production (the npm script), serves it
 * with the mock bank, and measures each route: the gzip KiB of JS it loads before its first render,
 * and the median of 3 Lighthouse mobile runs; then the time from tapping a product on the home page
 * to its detail header (tap-to-detail.ts). Prints a table and writes bench/results.json.
 */
type Family = 'home' | 'list' | 'detail' | 'buy' | 'holdings';

/** A route's first sample address (features/support/route-samples.ts) that a fresh bank shows as is. */
function sampleAddress(route: string, query: Record<string, string> = {}): string {
  const sample = ROUTE_SAMPLES.find((s) => s.route === route && s.persona === 'default' && !s.setup
    && Object.entries(query).every(([name, value]) => new URLSearchParams(s.address.split('?')[1]).get(name) === value));
  if (!sample) throw new Error(`no sample address of ${route} for the default persona`);
  return sample.address; // every sample carries shareType=02
}

/** One page per family; every detail template family, each with a representative seeded product. */
const ROUTES: ReadonlyArray<{ route: string; family: Family; address: string }> = [
  { route: '/', family: 'home', address: sampleAddress('/') },
  { route: '/list', family: 'list', address: sampleAddress('/list', { kind: 'term' }) },
  ...DETAIL_ROUTES.map((route) => ({ route, family: 'detail' as const, address: sampleAddress(route) })),
  // The purchase page (sm-crypto loads with the first PIN sealed, not with the page).
  { route: '/buy', family: 'buy', address: sampleAddress('/buy') },
  // My wealth (both kinds and the totals) and the demand holdings.
  { route: '/myHome', family: 'holdings', address: sampleAddress('/myHome') },
  { route: '/currentMoreSum', family: 'holdings', address: sampleAddress('/currentMoreSum') },
];
const FAMILIES: readonly Family[] = ['home', 'list', 'detail', 'buy', 'holdings'];
const TARGETS = { homeEntryJsGzipKiB: 175, homeLighthouse: 95, otherLighthouse: 90, maxCls: 0.05 };
const RUNS = 3;

interface RouteFigures {
  family: Family;
  address: string;
  entryJsGzipKiB: number;
  lighthouse: Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'benchmarkIndex'>;
  /** The targets this route missed (none: pass). */
  misses: string[];
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

/** Home: entry JS ≤ 175 KiB gzip and Lighthouse ≥ 95; elsewhere Lighthouse ≥ 90; CLS ≤ 0.05 everywhere. */
function missesOf(family: Family, entryJsGzipKiB: number, { performance, cls }: RouteFigures['lighthouse']): string[] {
  const home = family === 'home';
  const minScore = home ? TARGETS.homeLighthouse : TARGETS.otherLighthouse;
  return [
    ...(home && entryJsGzipKiB > TARGETS.homeEntryJsGzipKiB ? [`JS ${entryJsGzipKiB} > ${TARGETS.homeEntryJsGzipKiB} KiB`] : []),
    ...(performance < minScore ? [`Lighthouse ${performance} < ${minScore}`] : []),
    ...(cls > TARGETS.maxCls ? [`CLS ${cls} > ${TARGETS.maxCls}`] : []),
  ];
}

async function measure(base: string, { family, address }: (typeof ROUTES)[number]): Promise<RouteFigures> {
  const url = `${base}${address}`;
  const entryJsGzipKiB = gzipKiB([...new Set(await jsBeforeFirstRender(url))]);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url));
  const { performance, lcpMs, tbtMs, cls, benchmarkIndex } = medianOf(runs);
  const lighthouse = { performance, lcpMs, tbtMs, cls, benchmarkIndex };
  return { family, address, entryJsGzipKiB, lighthouse, misses: missesOf(family, entryJsGzipKiB, lighthouse) };
}

/** Per family: its routes and the most JS any of them loads before its first render. */
const familySummary = (routes: Record<string, RouteFigures>) => Object.fromEntries(FAMILIES.map((family) => {
  const members = Object.entries(routes).filter(([, f]) => f.family === family);
  return [family, { routes: members.map(([route]) => route), entryJsGzipKiB: Math.max(...members.map(([, f]) => f.entryJsGzipKiB)) }];
}));

const chunks = readChunks();
const entry = entryClosure(chunks);
const store = await startStore('production', { port: 0, mockPort: 0 });
const routes: Record<string, RouteFigures> = {};
let tapToDetail;
try {
  for (const route of ROUTES) routes[route.route] = await measure(store.url, route);
  tapToDetail = await tapToDetailHeader(`${store.url}${sampleAddress('/')}`);
} finally {
  await store.close();
}

const families = familySummary(routes);
const results = {
  date: new Date().toISOString(), targets: TARGETS,
  entryChunkHasG2: hasModule(entry, G2), entryChunkHasSmCrypto: hasModule(entry, SM_CRYPTO),
  families, routes, tapToDetailHeader: tapToDetail,
};
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

const shown = (address: string) => address.replace(/shareType=02&?/, '').replace(/\?$/, '');
console.log(`\nentry chunk has G2: ${results.entryChunkHasG2}   has sm-crypto: ${results.entryChunkHasSmCrypto}\n`);
console.log('| route | JS before first render, gzip KiB | Lighthouse | LCP ms | TBT ms | CLS | benchmarkIndex | targets |');
console.log('|---|---|---|---|---|---|---|---|');
for (const f of Object.values(routes)) {
  const l = f.lighthouse;
  const verdict = f.misses.length ? `miss: ${f.misses.join('; ')}` : 'pass';
  console.log(`| ${shown(f.address)} | ${f.entryJsGzipKiB} | ${l.performance} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${l.benchmarkIndex} | ${verdict} |`);
}
console.log('\n| family | routes | JS before first render, gzip KiB (largest) |\n|---|---|---|');
for (const [family, f] of Object.entries(families)) console.log(`| ${family} | ${f.routes.length} | ${f.entryJsGzipKiB} |`);
const t = tapToDetail;
console.log(`\ntap ${t.prdCode} on home → ${t.detailPath} header visible: median ${t.medianMs} ms (min ${t.minMs}, max ${t.maxMs}; ${t.runsMs.length} runs; ${t.conditions})`);
