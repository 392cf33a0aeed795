import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { entryClosure, G2, gzipKiB, hasModule, readChunks, SM_CRYPTO } from '../scripts/chunks';
import { ENTRY_BUDGET_KIB } from '../scripts/check-bundle';
import { DETAIL_ROUTES } from '../src/domain/catalog/template-route';
import { ROUTE_SAMPLES } from '../features/support/route-samples';
import { PHONE_BENCHMARK_INDEX } from './calibration';
import { lighthouseRun, medianOf, type LighthouseFigures } from './lighthouse-run';
import { startHosting } from './hosting';
import { entryMisses, missesOf, ROUTE_TARGETS, type Family } from './targets';
import { tapToDetailHeader } from './tap-to-detail';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/launch';

/**
 * npm run bench (issue 6's performance figures, calibrated in issue 19): builds for production
 * (the npm script), serves it with the mock bank behind an HTTPS front speaking HTTP/2, as the bank
 * hosts it (https-front.ts), in a process of their own at a lower priority than the browser
 * (hosting.ts), and measures each route: the gzip KiB of JS it
 * loads before its first render, and the median of 3 Lighthouse mobile runs, each with the CPU
 * slowed to emulate one phone (calibration.ts: the host's benchmark index on CPU time, just before that run, ÷ 500,
 * lighthouse-run.ts); then the time from tapping a product on the home page to its detail header
 * (tap-to-detail.ts). Checks the figures against targets.ts, prints a table and writes
 * bench/results.json.
 *
 * `npm run bench -- --only /,shared-link` measures only the routes named (and `tap-to-detail`
 * when named), and writes .tmp/bench/results.json instead, so a partial run never stands in for
 * the full one.
 */

/** A route's first sample address (features/support/route-samples.ts) that a fresh bank shows as is. */
function sampleAddress(route: string, query: Record<string, string> = {}): string {
  const sample = ROUTE_SAMPLES.find((s) => s.route === route && s.persona === 'default' && !s.setup
    && Object.entries(query).every(([name, value]) => new URLSearchParams(s.address.split('?')[1]).get(name) === value));
  if (!sample) throw new Error(`no sample address of ${route} for the default persona`);
  return sample.address; // every sample carries shareType=02
}

/** The net-value product of /netWorth's sample, shared by a client manager (mode 01): the store sends it on to its detail page. */
const sharedNetValueProduct = new URLSearchParams(sampleAddress('/netWorth').split('?')[1]).get('prdCode');
const SHARED_LINK = `/?shareType=01&prdCode=${sharedNetValueProduct}&employeeNo=800123`;

/** One page per family; every detail template family, each with a representative seeded product. */
const ROUTES: ReadonlyArray<{ route: string; family: Family; address: string }> = [
  { route: '/', family: 'home', address: sampleAddress('/') },
  // Cold: each Lighthouse run has a fresh profile and clears the origin's storage and the cache.
  { route: 'shared-link', family: 'shared-link', address: SHARED_LINK },
  { route: '/list', family: 'list', address: sampleAddress('/list', { kind: 'term' }) },
  ...DETAIL_ROUTES.map((route) => ({ route, family: 'detail' as const, address: sampleAddress(route) })),
  // The purchase page (sm-crypto loads with the first PIN sealed, not with the page).
  { route: '/buy', family: 'buy', address: sampleAddress('/buy') },
  // My wealth (both kinds and the totals) and the demand holdings.
  { route: '/myHome', family: 'holdings', address: sampleAddress('/myHome') },
  { route: '/currentMoreSum', family: 'holdings', address: sampleAddress('/currentMoreSum') },
];
const FAMILIES: readonly Family[] = ['home', 'shared-link', 'list', 'detail', 'buy', 'holdings'];
const TAP_TO_DETAIL = 'tap-to-detail';
const RUNS = 3;

/** `--only a,b` or `--only=a,b`: the routes (and tap-to-detail) to measure; all when absent. */
function onlyArgument(args: string[]): Set<string> | undefined {
  const at = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at < 0) return undefined;
  const names = (args[at].includes('=') ? args[at].slice('--only='.length) : args[at + 1] ?? '').split(',').filter(Boolean);
  const known = [...ROUTES.map((r) => r.route), TAP_TO_DETAIL];
  const unknown = names.filter((name) => !known.includes(name));
  if (!names.length || unknown.length) throw new Error(`--only ${unknown.join(',') || '(nothing)'}: name routes among ${known.join(', ')}`);
  return new Set(names);
}

interface RouteFigures {
  family: Family;
  address: string;
  entryJsGzipKiB: number;
  /** The median of each figure over the runs, the benchmark index and the CPU slowdown included. */
  lighthouse: LighthouseFigures;
  /** Each run's figures: its benchmark index, the CPU slowdown that gave (lighthouse-run.ts), and how far FCP and the rest move from run to run. */
  runs: LighthouseFigures[];
  /** The targets this route missed (none: pass). */
  misses: string[];
}

/**
 * Marks the moment the store first puts a page (a <main>) into #root. The HTML's own first screen
 * (prerendered, issue 19) is there before any script and does not count: only what is added after
 * the document is parsed.
 */
function markFirstRender() {
  // No named helper inside: the function runs as text in the page, without tsx's helpers.
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records, observer) => {
      const pages = records.flatMap((record) => [...record.addedNodes]).filter((node) => node instanceof Element && (node.matches('main') || node.querySelector('main') !== null));
      if (pages.length === 0) return;
      (window as unknown as { __firstRender: number }).__firstRender = performance.now();
      observer.disconnect();
    }).observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
}

/** The JS files a route requests before its first render (not what loads after, such as the dialogs). */
async function jsBeforeFirstRender(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, ignoreHTTPSErrors: true })).newPage();
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

async function measure(base: string, { family, address }: (typeof ROUTES)[number]): Promise<RouteFigures> {
  const url = `${base}${address}`;
  const entryJsGzipKiB = gzipKiB([...new Set(await jsBeforeFirstRender(url))]);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url));
  const lighthouse = medianOf(runs);
  return { family, address, entryJsGzipKiB, lighthouse, runs, misses: missesOf(ROUTE_TARGETS[family], lighthouse) };
}

/** Per family measured: its routes and the most JS any of them loads before its first render. */
const familySummary = (routes: Record<string, RouteFigures>) => Object.fromEntries(FAMILIES.flatMap((family) => {
  const members = Object.entries(routes).filter(([, f]) => f.family === family);
  return members.length ? [[family, { routes: members.map(([route]) => route), entryJsGzipKiB: Math.max(...members.map(([, f]) => f.entryJsGzipKiB)) }]] : [];
}));

const only = onlyArgument(process.argv.slice(2));
const chunks = readChunks();
const entry = entryClosure(chunks);
const entryJsGzipKiB = gzipKiB(entry.map((chunk) => chunk.file));
const hosted = await startHosting();
const routes: Record<string, RouteFigures> = {};
let tapToDetail;
try {
  for (const route of ROUTES.filter((r) => !only || only.has(r.route))) {
    routes[route.route] = await measure(hosted.url, route);
    const runs = routes[route.route].runs.map((run) => `${run.benchmarkIndex} → ${run.cpuSlowdown}×`);
    console.log(`${route.route}: benchmark index → CPU slowdown, run by run: ${runs.join(', ')}`);
  }
  if (!only || only.has(TAP_TO_DETAIL)) tapToDetail = await tapToDetailHeader(`${hosted.storeUrl}${sampleAddress('/')}`);
} finally {
  await hosted.close();
}

const families = familySummary(routes);
const calibrations = Object.values(routes).flatMap((f) => f.runs);
const range = (values: number[]) => (values.length ? [Math.min(...values), Math.max(...values)] : []);
const results = {
  date: new Date().toISOString(),
  served: 'HTTPS, HTTP/2 (bench/https-front.ts, as behind nginx)',
  ...(only ? { only: [...only] } : {}),
  targets: { routes: ROUTE_TARGETS, entryJsGzipKiB: ENTRY_BUDGET_KIB },
  calibration: {
    phoneBenchmarkIndex: PHONE_BENCHMARK_INDEX,
    rule: `each run's CPU slowdown = the host benchmark index Lighthouse measured in that run ÷ ${PHONE_BENCHMARK_INDEX} (routes[…].runs)`,
    benchmarkIndexRange: range(calibrations.map((c) => c.benchmarkIndex)),
    cpuSlowdownRange: range(calibrations.map((c) => c.cpuSlowdown)),
  },
  entryJsGzipKiB, entryMisses: entryMisses(entryJsGzipKiB, ENTRY_BUDGET_KIB),
  entryChunkHasG2: hasModule(entry, G2), entryChunkHasSmCrypto: hasModule(entry, SM_CRYPTO),
  families, routes, tapToDetailHeader: tapToDetail,
};
const resultsFile = only ? '.tmp/bench/results.json' : 'bench/results.json';
mkdirSync(resultsFile.slice(0, resultsFile.lastIndexOf('/')), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

const shown = (route: string, address: string) => (route === 'shared-link' ? `shared link ${address}` : address.replace(/shareType=02&?/, '').replace(/\?$/, ''));
const entryVerdict = results.entryMisses.length ? `miss: ${results.entryMisses.join('; ')}` : 'pass';
console.log(`\nentry JS ${entryJsGzipKiB} KiB gzip (budget ${ENTRY_BUDGET_KIB}): ${entryVerdict}   has G2: ${results.entryChunkHasG2}   has sm-crypto: ${results.entryChunkHasSmCrypto}`);
console.log(`each run's CPU slowdown = the host's benchmark index on CPU time, just before that run, ÷ ${PHONE_BENCHMARK_INDEX} (medians of ${RUNS} runs below)\n`);
console.log('| route | JS before first render, gzip KiB | Lighthouse | FCP ms | LCP ms | Speed Index ms | TBT ms | CLS | benchmark index | CPU slowdown | font lookups ms | targets |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const [route, f] of Object.entries(routes)) {
  const l = f.lighthouse;
  const verdict = f.misses.length ? `miss: ${f.misses.join('; ')}` : 'pass';
  console.log(`| ${shown(route, f.address)} | ${f.entryJsGzipKiB} | ${l.performance} | ${l.fcpMs} | ${l.lcpMs} | ${l.speedIndexMs} | ${l.tbtMs} | ${l.cls} | ${l.benchmarkIndex} | ${l.cpuSlowdown}× | ${l.fontLookupMs} | ${verdict} |`);
}
console.log('\n| family | routes | JS before first render, gzip KiB (largest) |\n|---|---|---|');
for (const [family, f] of Object.entries(families)) console.log(`| ${family} | ${f.routes.length} | ${f.entryJsGzipKiB} |`);
const t = tapToDetail;
if (t) console.log(`\ntap ${t.prdCode} on home → ${t.detailPath} header visible: median ${t.medianMs} ms (min ${t.minMs}, max ${t.maxMs}; ${t.runsMs.length} runs; ${t.conditions})`);
console.log(`\nwritten: ${resultsFile}`);
