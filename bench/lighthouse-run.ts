import * as chromeLauncher from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../features/support/assemblies/browser/launch';
import { phoneFontsEnv } from '../scripts/phone-fonts';
import { cpuSlowdownFor, median } from './calibration';
import { benchmarkIndexOnCpu, simulateTasksFromThreadTime } from './thread-time';

/**
 * One Lighthouse mobile run (simulated slow 4G) of a page, its CPU slowdown calibrated to the
 * phone of calibration.ts from the host's benchmark index measured in the same Chromium just before,
 * both counted in CPU time (thread-time.ts), in a Chromium
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
  /** The host's benchmark index per second of the page's CPU, measured just before the run (thread-time.ts). */
  benchmarkIndex: number;
  /** Lighthouse's own index in the run, per second of the clock (`lhr.environment.benchmarkIndex`): what a busy host lowers. */
  clockBenchmarkIndex: number;
  /** The CPU slowdown the run was simulated with: `benchmarkIndex` ÷ 500 (read back from the report's settings). */
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
 * The run measures the host's index on CPU time in its own Chromium (thread-time.ts), gathers as
 * `lighthouse()` does (navigationGather), sets the slowdown from that index, and audits
 * (Runner.audit): the same two steps as Lighthouse's own `navigation()`, with the slowdown set
 * between them. With the default simulated throttling the slowdown plays no part in the gathering
 * (the page loads at the host's speed); it is applied when the audits simulate the load from the
 * trace, each task from its thread time. (The one use of the slowdown while gathering, the cap
 * Lighthouse puts on requestIdleCallback's timeRemaining(), stays at the default's; the store's
 * and G2's idle callbacks never read timeRemaining().)
 *
 * Lighthouse's own index (measured on the clock, in the run) went stale within seconds on this
 * shared machine and follows the CPU the host leaves over; per second of CPU it is the core's
 * speed, whatever else the host runs.
 */
export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  simulateTasksFromThreadTime();
  // The bench's HTTPS front has a certificate of its own, made for the run (https-front.ts).
  // A phone's fonts, not the host's (scripts/phone-fonts.ts): the font lookups are the store's, on any machine.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', '--ignore-certificate-errors', ...CHROMIUM_ARGS], envVars: { ...process.env, ...phoneFontsEnv() } as Record<string, string> });
  try {
    const hostIndex = await benchmarkIndexOnCpu(chrome.port);
    const flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json' as const, logLevel: 'error' as const, additionalTraceCategories: 'fonts' };
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
    const { settings } = runnerOptions.resolvedConfig;
    if (settings.throttlingMethod !== 'simulate') throw new Error(`the slowdown can only be set after gathering under simulated throttling, not ${settings.throttlingMethod}`);
    // A copy, not the object in place: Lighthouse's default settings must stay 4× for the next run.
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdownFor(hostIndex) };
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
      benchmarkIndex: hostIndex,
      clockBenchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
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
