import { readFileSync } from 'node:fs';

/**
 * npm run feature-times [-- reports/features-browser.json]: where a feature run's time went, read
 * from cucumber's JSON report: the whole, the hooks (a fresh page and bank before, closing after),
 * the slowest scenarios and the step texts that took longest in sum. Markdown tables, for
 * docs/measures.md.
 */
interface Step { keyword: string; name?: string; hidden?: boolean; result: { status: string; duration?: number } }
interface Scenario { name: string; line: number; type: string; steps: Step[]; before?: Step[]; after?: Step[] }
interface Feature { uri: string; elements: Scenario[] }

const ms = (step: Step) => (step.result.duration ?? 0) / 1e6;
const seconds = (total: number) => (total / 1000).toFixed(1);

export interface Times {
  scenarios: Array<{ where: string; name: string; ms: number }>;
  hooksMs: number;
  stepsMs: number;
  byStep: Map<string, { ms: number; count: number }>;
}

export function timesOf(features: Feature[]): Times {
  const times: Times = { scenarios: [], hooksMs: 0, stepsMs: 0, byStep: new Map() };
  for (const feature of features) {
    for (const scenario of feature.elements.filter((element) => element.type === 'scenario')) {
      const hooks = [...(scenario.before ?? []), ...(scenario.after ?? []), ...scenario.steps.filter((step) => step.hidden)];
      const steps = scenario.steps.filter((step) => !step.hidden);
      const hooksMs = hooks.reduce((sum, step) => sum + ms(step), 0);
      const stepsMs = steps.reduce((sum, step) => sum + ms(step), 0);
      times.hooksMs += hooksMs;
      times.stepsMs += stepsMs;
      times.scenarios.push({ where: `${feature.uri}:${scenario.line}`, name: scenario.name, ms: hooksMs + stepsMs });
      for (const step of steps) {
        // The step's text without the values it was given: one line per step definition, roughly.
        const text = (step.name ?? '').replace(/"[^"]*"/g, '"…"').replace(/\d+(\.\d+)?/g, 'N');
        const entry = times.byStep.get(text) ?? { ms: 0, count: 0 };
        times.byStep.set(text, { ms: entry.ms + ms(step), count: entry.count + 1 });
      }
    }
  }
  times.scenarios.sort((a, b) => b.ms - a.ms);
  return times;
}

function main(): void {
  const file = process.argv[2] ?? 'reports/features-browser.json';
  const times = timesOf(JSON.parse(readFileSync(file, 'utf8')) as Feature[]);
  const total = times.hooksMs + times.stepsMs;
  console.log(`${file}: ${times.scenarios.length} scenarios, ${seconds(total)} s of scenario time (hooks ${seconds(times.hooksMs)} s, steps ${seconds(times.stepsMs)} s)\n`);
  console.log('| slowest scenarios | s |\n|---|---|');
  for (const s of times.scenarios.slice(0, 20)) console.log(`| ${s.name} (${s.where}) | ${seconds(s.ms)} |`);
  console.log('\n| steps, summed | times | s | mean s |\n|---|---|---|---|');
  const bySum = [...times.byStep].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20);
  for (const [text, { ms: sum, count }] of bySum) console.log(`| ${text} | ${count} | ${seconds(sum)} | ${seconds(sum / count)} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
