import { readFileSync } from 'node:fs';
import { DEV_PANEL, EAGER_COMPILE_HINT, entryClosure, G2, gzipKiB, hasModule, readChunks, SM_CRYPTO, staticClosure } from './chunks';
import { integrityProblems } from './integrity';
import { staleBrotliFiles } from './brotli-files';

/** The production bundle's standing rules (DEVELOPERS.md standards, issue 2 targets; the entry's budget: issue 19 item 3). */
const ENTRY_BUDGET_KIB = 150;

/** React, the container and the store's start: each evaluated in a stage of its own (src/main.tsx). */
const FIRST_LOAD = /node_modules\/(react-dom|inversify)\/|^src\/start\.tsx$/;

const chunks = readChunks();
const entry = entryClosure(chunks);
const entryKiB = gzipKiB(entry.map((chunk) => chunk.file));
const checks: Array<[string, boolean]> = [
  ['chunks were mapped', chunks.length > 0 && entry.length > 0],
  ['G2 is not in the entry chunk', !hasModule(entry, G2)],
  ['sm-crypto is not in the entry chunk', !hasModule(entry, SM_CRYPTO)],
  ['the persona switcher is absent from the production bundle', !hasModule(chunks, DEV_PANEL)],
  [`entry JS ${entryKiB} KiB gzip ≤ ${ENTRY_BUDGET_KIB} KiB`, entryKiB <= ENTRY_BUDGET_KIB],
  // Issue 19 item 5: the entry's own script imports no library and none of the store's code, so
  // that src/main.tsx evaluates them in stages (a static import would pull them into one task).
  ['the first load is evaluated in stages', !hasModule(staticClosure(chunks, chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file)), FIRST_LOAD)],
  ['the first load\'s stages are compiled as they stream in', chunks.filter((chunk) => hasModule([chunk], FIRST_LOAD))
    .every((chunk) => readFileSync(`dist/${chunk.file}`, 'utf8').startsWith(`${EAGER_COMPILE_HINT}\n`))],
  // Issue 19 item 4: every page's scripts and the import map's hashes match the files (scripts/integrity.ts).
  ['every script of every page has its file\'s integrity', integrityProblems('dist').length === 0],
  // What a browser taking Brotli receives is the very file (scripts/brotli-files.ts), integrity and all.
  ['every text file\'s Brotli form holds the same bytes', staleBrotliFiles('dist').length === 0],
];

// bench/bench.ts takes the budget from here (one source) and must not end with this script's exit.
export { ENTRY_BUDGET_KIB };
if (process.argv[1]?.endsWith('check-bundle.ts')) {
  checks.forEach(([name, ok]) => console.log(`${ok ? '✓' : '✗'} ${name}`));
  process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
}
