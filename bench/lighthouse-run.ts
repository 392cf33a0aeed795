import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/launch';

/** One Lighthouse mobile run (slow 4G, 4× CPU) of a page, in a Chromium of its own. */
export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU at the time: its 4× slowdown assumes a fast
   * desktop, so the same build scores lower while the machine is busy or slow.
   */
  benchmarkIndex: number;
}

export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_ARGS] });
  try {
    const { lhr } = (await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }))!;
    // An unreachable page scores nothing: stop rather than report zeros as figures.
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (audit: string) => lhr.audits[audit].numericValue ?? 0;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each figure over several runs. */
export const medianOf = (runs: LighthouseFigures[]): LighthouseFigures =>
  Object.fromEntries(Object.keys(runs[0]).map((name) => [name, median(runs.map((run) => run[name as keyof LighthouseFigures]))])) as unknown as LighthouseFigures;
