import * as chromeLauncher from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/launch';
import { phoneFontsEnv } from '../scripts/phone-fonts';
import { cpuSlowdownFor, median } from './calibration';

/**
 * One Lighthouse mobile run (simulated slow 4G) of a page, its CPU slowdown calibrated to the
 * phone of calibration.ts from the host's benchmark index measured in the same run, in a Chromium
 * of its own: a fresh profile each time, and Lighthouse clears the origin's storage and the
 * browser's cache before it loads the page (its default, `disableStorageReset: false`), so every
 * run is a cold first visit.
 */
export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  /** The host's benchmark index Lighthouse measured at the start of the run (`lhr.environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with: that index ÷ 500 (read back from the report's settings). */
  cpuSlowdown: number;
  /**
   * The time the page's renderer spent looking fonts up (Chrome's `fonts` trace category: each
   * `FontCache::GetFontPlatformData`, a synchronous call to the browser process on Linux), unthrottled:
   * the host's cost, which the phone's fonts (scripts/phone-fonts.ts) keep the same on every host.
   */
  fontLookupMs: number;
}

/** The trace's font lookups in milliseconds, the outermost of each nest counted once. */
export function fontLookupMs(events: ReadonlyArray<{ name: string; ph: string; dur?: number; ts: number; pid: number; tid: number }>): number {
  const lookups = events.filter((event) => event.name === FONT_LOOKUP && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  let total = 0;
  const openUntil = new Map<string, number>();
  for (const { ts, dur = 0, pid, tid } of lookups) {
    const thread = `${pid}:${tid}`;
    if (ts < (openUntil.get(thread) ?? 0)) continue; // inside one already counted
    openUntil.set(thread, ts + dur);
    total += dur;
  }
  return Math.round(total / 100) / 10;
}

const FONT_LOOKUP = 'FontCache::GetFontPlatformData';

/**
 * Where the index comes from: Lighthouse runs its benchmark (page-functions.js'
 * computeBenchmarkIndex, about 1 s) on the page before loading it, in every run. With the
 * default simulated throttling the CPU slowdown plays no part in the gathering (the page loads
 * at the host's speed); it is applied afterwards, when the audits simulate the load from the
 * trace. So the run gathers as `lighthouse()` does (navigationGather), sets the slowdown from the
 * index it has just measured, and audits (Runner.audit): the same two steps as Lighthouse's own
 * `navigation()`, with the slowdown set between them. (The one use of the slowdown while
 * gathering, the cap Lighthouse puts on requestIdleCallback's timeRemaining(), stays at the
 * default's; the store's and G2's idle callbacks never read timeRemaining().)
 *
 * Chosen over measuring the index before the runs (a separate benchmark, or a throw-away
 * Lighthouse run): it costs nothing, and it is the machine as it was seconds before this very
 * page load. On this shared machine a separate measurement goes stale fast: measured 5 s before
 * a route's runs at 3,795, the index in those runs was 2,221 (median of 3), which would have
 * emulated a phone 1.7 times too slow.
 */
export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  // The bench's HTTPS front has a certificate of its own, made for the run (https-front.ts).
  // A phone's fonts, not the host's (scripts/phone-fonts.ts): the font lookups are the store's, on any machine.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', '--ignore-certificate-errors', ...CHROMIUM_ARGS], envVars: { ...process.env, ...phoneFontsEnv() } as Record<string, string> });
  try {
    const flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json' as const, logLevel: 'error' as const, additionalTraceCategories: 'fonts' };
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
    const { settings } = runnerOptions.resolvedConfig;
    if (settings.throttlingMethod !== 'simulate') throw new Error(`the slowdown can only be set after gathering under simulated throttling, not ${settings.throttlingMethod}`);
    // A copy, not the object in place: Lighthouse's default settings must stay 4× for the next run.
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdownFor(artifacts.BenchmarkIndex) };
    artifacts.settings = settings; // the audits refuse settings that differ from the gathering's
    const { lhr } = (await Runner.audit(artifacts, runnerOptions))!;
    // An unreachable page scores nothing: stop rather than report zeros as figures.
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (audit: string) => lhr.audits[audit].numericValue ?? 0;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      speedIndexMs: Math.round(value('speed-index')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
      fontLookupMs: fontLookupMs(artifacts.Trace.traceEvents),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over several runs. */
export const medianOf = (runs: LighthouseFigures[]): LighthouseFigures =>
  Object.fromEntries(Object.keys(runs[0]).map((name) => [name, median(runs.map((run) => run[name as keyof LighthouseFigures]))])) as unknown as LighthouseFigures;
