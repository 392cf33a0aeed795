import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Issue 34 item 4: how many scenarios a machine runs at once, chosen from the machine as it is when
 * the run starts, not a constant. A probe spins on every core for half a second and reads the share
 * of that time the machine gave it: on an idle 2-core machine about 1 per core; with the slow-host
 * harness (or another job) taking half of each core, about 0.75 (the loops rest half of each turn).
 * The machine's free share is the best of three probes: in two quiet CI runs a single probe read
 * 1.53–1.62 cores of 2 after the static checks (1.98 when repeated; a passing job, cause not
 * found) and cost the domain assembly a worker (+50 s). Lasting load lowers all three alike.
 */

/** One core's probe: busy for 500 ms of wall time, then the share of it spent running. */
const PROBE = `
const start = performance.now(), before = process.cpuUsage();
while (performance.now() - start < 500);
const used = process.cpuUsage(before);
process.stdout.write(String((used.user + used.system) / 1000 / (performance.now() - start)));`;

const probeOneCore = () => new Promise<number>((resolve) => {
  let out = '';
  const child = spawn(process.execPath, ['-e', PROBE], { stdio: ['ignore', 'pipe', 'ignore'] });
  child.stdout.on('data', (chunk) => (out += chunk));
  child.on('close', () => resolve(Math.min(1, Number(out) || 0)));
});

/** The cores' worth of CPU the machine gives one probe (cores × share). */
async function probeAllCores(): Promise<number> {
  const shares = await Promise.all(Array.from({ length: availableParallelism() }, probeOneCore));
  return shares.reduce((sum, share) => sum + share, 0);
}

const PROBES = 3;

/** The cores' worth of CPU the machine gives a run now: the best of three probes in a row. */
export async function coresFree(): Promise<number> {
  let best = 0;
  for (let probe = 0; probe < PROBES; probe++) best = Math.max(best, await probeAllCores());
  return best;
}

/**
 * Browser scenarios mostly wait on their page, so a free machine runs one more worker than it has
 * cores; each core's worth taken by something else is one worker fewer, down to one.
 */
export const browserWorkers = (free: number, cores = availableParallelism()): number => Math.max(1, Math.min(cores + 1, Math.floor(free + 0.25) + 1));

/** The domain assembly is CPU-bound: a worker per free core. */
export const domainWorkers = (free: number, cores = availableParallelism()): number => Math.max(1, Math.min(cores, Math.floor(free + 0.25)));
