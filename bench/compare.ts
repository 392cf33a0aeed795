import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/browser-store';

/**
 * npm run bench:compare -- <baseA> <baseB> <path> [runs]: Lighthouse on one route of two running
 * builds (e.g. `npm run serve` of main and of a branch, on two ports), alternating A and B so
 * that both see the machine in the same state, then the medians side by side. On a shared machine
 * one build's score moves by ±10 from one minute to the next; only a side-by-side says whether a
 * change helped.
 */
const [baseA, baseB, path, runs = '5'] = process.argv.slice(2);
if (!baseA || !baseB || !path) throw new Error('usage: npm run bench:compare -- http://127.0.0.1:4173 http://127.0.0.1:4174 "/expected?shareType=02&prdCode=EXP0000001" [runs]');

const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;
type Run = Record<(typeof METRICS)[number], number>;

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_ARGS] });
  try {
    const { lhr } = (await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }))!;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (audit: string) => lhr.audits[audit].numericValue ?? 0;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results: Record<'A' | 'B', Run[]> = { A: [], B: [] };
for (let run = 0; run < Number(runs); run += 1) {
  results.A.push(await audit(baseA + path));
  results.B.push(await audit(baseB + path));
}
console.log(`| ${path} | ${METRICS.join(' | ')} | scores |`);
console.log(`|---|${METRICS.map(() => '---').join('|')}|---|`);
for (const side of ['A', 'B'] as const) {
  const medians = METRICS.map((metric) => median(results[side].map((run) => run[metric])));
  console.log(`| ${side} ${side === 'A' ? baseA : baseB} | ${medians.join(' | ')} | ${results[side].map((run) => run.performance).join(', ')} |`);
}
