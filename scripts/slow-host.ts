import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * npm run test:slow-host -- <command …>: runs a command on a host made slower, as a busy shared
 * machine is. One busy loop per core takes SLOW_HOST_SHARE of it (default 0.5, half of each core)
 * at the command's own priority, working and resting in turns of 100 ms, until the command ends.
 * The command's exit code is the harness's.
 */

/** How long one turn of work and rest lasts: short enough that the command meets it on every task. */
const TURN_MS = 100;

/** The share of each core taken (0 < share < 1), from SLOW_HOST_SHARE. */
export function shareTaken(value = process.env.SLOW_HOST_SHARE): number {
  const share = value === undefined || value === '' ? 0.5 : Number(value);
  if (!(share > 0 && share < 1)) throw new Error(`SLOW_HOST_SHARE must be a number between 0 and 1, not "${value}"`);
  return share;
}

/** A busy loop's program: busy for share × TURN_MS, asleep for the rest of the turn, forever. */
export const busyLoop = (share: number): string => `
  const busy = ${share * TURN_MS}, rest = ${(1 - share) * TURN_MS};
  const turn = () => { const end = performance.now() + busy; while (performance.now() < end); setTimeout(turn, rest); };
  turn();`;

/** One busy loop per core; the function returned stops them, resolving once they are gone. */
export function startBusyLoops(share = shareTaken()): () => Promise<void> {
  const loops = spawnLoops(share);
  return () => stopLoops(loops);
}

function spawnLoops(share: number): ChildProcess[] {
  return Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', busyLoop(share)], { stdio: 'ignore' }));
}

/** The harness ends only once its loops have: nothing of it outlives the command. */
async function stopLoops(loops: ChildProcess[]): Promise<void> {
  await Promise.all(loops.map((loop) => new Promise((gone) => {
    loop.once('exit', gone);
    loop.kill();
  })));
}

function main(): void {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: npm run test:slow-host -- <command> [arguments]   (SLOW_HOST_SHARE=0.5 by default)');
    process.exit(2);
  }
  const share = shareTaken();
  const stop = startBusyLoops(share);
  console.log(`slow host: ${availableParallelism()} busy loops take ${Math.round(share * 100)} % of each core while "${[command, ...args].join(' ')}" runs`);
  const child = spawn(command, args, { stdio: 'inherit', shell: false });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('error', async (error) => {
    await stop();
    console.error(`slow host: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', async (code, signal) => {
    await stop();
    process.exit(code ?? (signal ? 128 : 1));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) main();
