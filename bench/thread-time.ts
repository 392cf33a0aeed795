import { readFileSync } from 'node:fs';
import { CPUNode } from '@paulirish/trace_engine/models/trace/lantern/graph/CPUNode.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

/**
 * Issue 34 item 5: the bench measures the store's work, not the host's. On a 2-core host the
 * page's main thread shares the cores with Chrome's other processes, Lighthouse and the servers,
 * and waits on synchronous calls to the browser process (font lookups): a task's wall time then
 * holds the host's time as well as the page's. Measured on this machine, a 100 ms busy loop in
 * the page is a 100 ms task with 79 ms of thread time, and a 73 ms layout used 6 ms of CPU while
 * it waited 40 ms for a fallback font. So the bench counts CPU, both sides of the calibration:
 *
 * - the simulation slows each main-thread task from its thread time (the trace's `tdur`), not its
 *   wall time (`dur`);
 * - the host's benchmark index is Lighthouse's own benchmark per second of the page's CPU, not per
 *   second of the clock, so a host with half its CPU taken keeps nearly the index it has idle
 *   (15 % lower here: the busy loops share the cores' caches) instead of the CPU left over.
 *
 * The CPU slowdown stays the host's index ÷ the phone's (calibration.ts): the same work on a
 * faster core takes less thread time and is slowed more.
 */

let counted = false;

/**
 * From now on, in this process, Lighthouse's simulation (Lantern) takes a main-thread task's
 * duration as its thread time where the trace has it (never more than its wall time). Lantern
 * builds its graph from wall times as before (which task contains which event, what starts what);
 * only what a task costs the simulated phone's CPU changes.
 */
export function simulateTasksFromThreadTime(): void {
  if (counted) return;
  const wall = Object.getOwnPropertyDescriptor(CPUNode.prototype, 'duration')?.get;
  if (!wall) throw new Error('Lantern\'s CPUNode has no duration getter: the bench cannot count thread time (trace_engine changed)');
  Object.defineProperty(CPUNode.prototype, 'duration', {
    configurable: true,
    get(this: CPUNode) {
      const wallTime = wall.call(this) as number;
      const threadTime = (this.event as { tdur?: number }).tdur;
      return typeof threadTime === 'number' && threadTime > 0 ? Math.min(wallTime, threadTime) : wallTime;
    },
  });
  counted = true;
}

/** The CPU seconds a renderer's main thread has used (its thread's /proc stat: user + system ticks). */
function mainThreadSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface ProcessInfo {
  type: string;
  id: number;
}

/**
 * Lighthouse's benchmark index (page-functions.js' computeBenchmarkIndex, about 1 s), run in a
 * page of this Chromium, per second of the page's main-thread CPU: the index × wall ÷ CPU time.
 */
export async function benchmarkIndexOnCpu(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const session = await browser.newBrowserCDPSession();
    const renderers = async () => ((await session.send('SystemInfo.getProcessInfo')).processInfo as ProcessInfo[]).filter((process) => process.type === 'renderer').map((process) => process.id);
    const before = new Map((await renderers()).map((pid) => [pid, mainThreadSeconds(pid)]));
    const started = performance.now();
    const onClock = (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    const wallSeconds = (performance.now() - started) / 1000;
    // The page's renderer is the one whose main thread worked through the benchmark.
    const cpuSeconds = Math.max(...(await renderers()).map((pid) => mainThreadSeconds(pid) - (before.get(pid) ?? 0)));
    await page.close();
    if (!(cpuSeconds > 0)) throw new Error('the benchmark used no CPU that /proc shows: cannot calibrate on CPU time');
    return Math.round(onClock * Math.max(1, wallSeconds / cpuSeconds));
  } finally {
    await browser.close(); // connected over CDP: disconnects, the Chromium stays for Lighthouse
  }
}
