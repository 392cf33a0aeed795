/**
 * The phone every bench run emulates (issue 19 item 6): a device of Lighthouse benchmark index
 * 500, between the DevTools calibration presets for a low-tier phone (264) and a mid-tier one
 * (1,000). Lighthouse's default 4× CPU slowdown emulates it on a host of index 2,000 only; the
 * bench slows the CPU by host index ÷ 500 instead, so a fast host is slowed more and a slow one
 * less, and the same build scores the same on both.
 */
export const PHONE_BENCHMARK_INDEX = 500;

/** Lighthouse's `throttling.cpuSlowdownMultiplier` that makes a host of this index emulate the phone (2 decimals). */
export function cpuSlowdownFor(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) throw new Error(`not a benchmark index: ${hostBenchmarkIndex}`);
  return Math.round((hostBenchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
