import { PHONE_BENCHMARK_INDEX } from './calibration';
import { lighthouseRun, medianOf, type LighthouseFigures } from './lighthouse-run';
import { startHosting } from './hosting';

/**
 * npm run bench:compare -- <baseA> <baseB> <path> [runs]: Lighthouse on one route of two running
 * builds (e.g. `npm run serve` of main and of a branch, on two ports), alternating A and B so
 * that both see the machine in the same state, then the medians side by side with B − A. Each
 * build is measured behind an HTTPS front of its own, at a lower priority than the browser, as
 * npm run bench measures (https-front.ts, hosting.ts). On a shared machine one build's score moves
 * by ±10 from one minute to the next; only a side-by-side says whether a change helped.
 *
 * The CPU slowdown is npm run bench's: each run's own benchmark index on CPU time ÷ 500, each task counted by its CPU (lighthouse-run.ts, thread-time.ts),
 * so A and B emulate the same phone even when the machine gets busier between them; the table
 * shows the medians of the indexes and slowdowns each side ran with, and the lines above it each
 * pair's.
 */
const [baseA, baseB, path, runs = '5'] = process.argv.slice(2);
if (!baseA || !baseB || !path) throw new Error('usage: npm run bench:compare -- http://127.0.0.1:4173 http://127.0.0.1:4174 "/expected?shareType=02&prdCode=EXP0000001" [runs]');

const FIGURES: Array<keyof LighthouseFigures> = ['performance', 'fcpMs', 'lcpMs', 'speedIndexMs', 'tbtMs', 'cls', 'cpuSlowdown', 'benchmarkIndex'];
const results: Record<'A' | 'B', LighthouseFigures[]> = { A: [], B: [] };
const [frontA, frontB] = await Promise.all([startHosting(baseA), startHosting(baseB)]);
try {
  for (let run = 0; run < Number(runs); run += 1) {
    const [ranA, ranB] = [await lighthouseRun(frontA.url + path), await lighthouseRun(frontB.url + path)];
    results.A.push(ranA);
    results.B.push(ranB);
    console.log(`pair ${run + 1}/${runs}: benchmark index → CPU slowdown A ${ranA.benchmarkIndex} → ${ranA.cpuSlowdown}×, B ${ranB.benchmarkIndex} → ${ranB.cpuSlowdown}×`);
  }
} finally {
  await Promise.all([frontA.close(), frontB.close()]);
}

const a = medianOf(results.A);
const b = medianOf(results.B);
const difference = (name: keyof LighthouseFigures) => {
  const value = Math.round((b[name] - a[name]) * 1000) / 1000;
  return value > 0 ? `+${value}` : `${value}`;
};
const slowdowns = [...results.A, ...results.B].map((run) => run.cpuSlowdown);
console.log(`\n${path}, ${runs} runs each, medians; each run's CPU slowdown = its benchmark index ÷ ${PHONE_BENCHMARK_INDEX}`
  + ` (${Math.min(...slowdowns)}–${Math.max(...slowdowns)}× in this comparison)\n`);
/** A median with its runs' range: a difference smaller than the spread is the machine, not the change. */
const withRange = (runs: LighthouseFigures[], median: LighthouseFigures, name: keyof LighthouseFigures) => {
  const values = runs.map((run) => run[name]);
  return `${median[name]} (${Math.min(...values)}–${Math.max(...values)})`;
};
console.log(`| figure | A ${baseA}, median (range) | B ${baseB}, median (range) | B − A |`);
console.log('|---|---|---|---|');
for (const name of FIGURES) console.log(`| ${name} | ${withRange(results.A, a, name)} | ${withRange(results.B, b, name)} | ${difference(name)} |`);
console.log(`| scores | ${results.A.map((run) => run.performance).join(', ')} | ${results.B.map((run) => run.performance).join(', ')} | |`);
