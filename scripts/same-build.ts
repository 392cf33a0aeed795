import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startBusyLoops } from './slow-host';

/**
 * Issue 34: a build is the same every time. Builds the store while both cores are busy (busy loops
 * taking 80 % of each) and compares the result with a build made before (by default dist/, which
 * npm test builds first; `--idle` builds that one here too) byte for byte. Nothing in the build may
 * depend on how fast the machine is.
 */
const LOADED_SHARE = 0.8;
const LOADED_DIR = 'dist-loaded';

const build = (outDir: string) => spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], { stdio: 'inherit' }).status === 0;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The files that differ between two builds: present in one only, or with other bytes. */
export function differences(a: string, b: string): string[] {
  const inA = filesUnder(a);
  const inB = new Set(filesUnder(b));
  const onlyInB = [...inB].filter((file) => !inA.includes(file)).map((file) => `${file} (only in ${b})`);
  const differing = inA.flatMap((file) => {
    if (!inB.has(file)) return [`${file} (only in ${a})`];
    return readFileSync(join(a, file)).equals(readFileSync(join(b, file))) ? [] : [`${file} (other bytes)`];
  });
  return [...differing, ...onlyInB];
}

async function main(): Promise<void> {
  const reference = 'dist';
  if (process.argv.includes('--idle') && !build(reference)) process.exit(1);
  const stop = startBusyLoops(LOADED_SHARE);
  const built = build(LOADED_DIR);
  await stop();
  if (!built) process.exit(1);
  const found = differences(reference, LOADED_DIR);
  rmSync(LOADED_DIR, { recursive: true, force: true });
  if (found.length) {
    console.error(`The build under load differs from ${reference}/ in ${found.length} files:\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`The build under load (${LOADED_SHARE * 100} % of each core taken) is ${reference}/ byte for byte: ${filesUnder(reference).length} files.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
