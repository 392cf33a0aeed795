import { lighthouseRun, medianOf, type LighthouseFigures } from './lighthouse-run';

/**
 * npm run bench:compare -- <baseA> <baseB> <path> [runs]: Lighthouse on one route of two running
 * builds (e.g. `npm run serve` of main and of a branch, on two ports), alternating A and B so
 * that both see the machine in the same state, then the medians side by side. On a shared machine
 * one build's score moves by ±10 from one minute to the next; only a side-by-side says whether a
 * change helped.
 */
const [baseA, baseB, path, runs = '5'] = process.argv.slice(2);
if (!baseA || !baseB || !path) throw new Error('usage: npm run bench:compare -- http://127.0.0.1:4173 http://127.0.0.1:4174 "/expected?shareType=02&prdCode=EXP0000001" [runs]');

const FIGURES: Array<keyof LighthouseFigures> = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'];
const results: Record<'A' | 'B', LighthouseFigures[]> = { A: [], B: [] };
for (let run = 0; run < Number(runs); run += 1) {
  results.A.push(await lighthouseRun(baseA + path));
  results.B.push(await lighthouseRun(baseB + path));
}
console.log(`| ${path} | ${FIGURES.join(' | ')} | scores |`);
console.log(`|---|${FIGURES.map(() => '---').join('|')}|---|`);
for (const side of ['A', 'B'] as const) {
  const medians = medianOf(results[side]);
  console.log(`| ${side} ${side === 'A' ? baseA : baseB} | ${FIGURES.map((name) => medians[name]).join(' | ')} | ${results[side].map((run) => run.performance).join(', ')} |`);
}
