import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../src');

/** Every .ts (not a test, not a component) under a folder. */
const sources = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
  const path = join(folder, entry.name);
  if (entry.isDirectory()) return sources(path);
  return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
});

/** The modules the store loads on demand (`import('…')`), as files: the .ts ones, not the browser's own adapters and components (dialogs, charts, DOMPurify under the Trusted Types policy). */
function modulesLoadedOnDemand(): string[] {
  return [...new Set(sources(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)]
    .map(([, specifier]) => resolve(dirname(file), `${specifier}.ts`))
    .filter((module) => existsSync(module) && !/pdfjs|ui-adapters|trusted-types|components/.test(module))))];
}

let warmed: Promise<unknown> | null = null;

/**
 * Loads, once per worker, every module the store imports on demand. In a browser a chunk arrives
 * over the network; here a first import compiles TypeScript, which on a busy machine can outlast
 * the ticks `settle()` gives an action. Loaded beforehand, an on-demand import is a few ticks.
 */
export const warmUp = (): Promise<unknown> => (warmed ??= Promise.all(modulesLoadedOnDemand().map((module) => import(module)))
  // The container keeps the modules it loads on demand once loaded (axios, the sign-in …): loaded here, no port waits for an import.
  .then(async () => (await import('../../../../src/infrastructure/di/container')).loadOnDemand()));
