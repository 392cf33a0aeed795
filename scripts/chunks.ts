import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface ChunkInfo {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** The stylesheets the chunk's modules import. */
  css: string[];
}

export const readChunks = (dist = 'dist'): ChunkInfo[] => JSON.parse(readFileSync(`${dist}/.vite/chunks.json`, 'utf8')) as ChunkInfo[];

/** These chunks and everything they import statically, directly or not. */
export function staticClosure(chunks: ChunkInfo[], files: string[]): ChunkInfo[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Map<string, ChunkInfo>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.set(file, chunk);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return [...seen.values()];
}

const START = 'src/start.tsx';

/**
 * What loads before the first render: the entry chunk, the store's start (which the entry imports
 * in stages, src/main.tsx), and everything they import statically.
 */
export const entryClosure = (chunks: ChunkInfo[]): ChunkInfo[] =>
  staticClosure(chunks, chunks.filter((chunk) => chunk.isEntry || chunk.modules.includes(START)).map((chunk) => chunk.file));

export const gzipKiB = (files: string[], dist = 'dist') =>
  Math.round((files.reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}/${file}`)).length, 0) / 1024) * 10) / 10;

export const hasModule = (chunks: ChunkInfo[], pattern: RegExp) => chunks.some((chunk) => chunk.modules.some((id) => pattern.test(id)));

export const G2 = /node_modules\/@antv\/g2\//;
export const SM_CRYPTO = /node_modules\/sm-crypto\//;
export const DEV_PANEL = /src\/ui\/dev\/(PersonaPanel|persona-tab-spot)/;

/**
 * V8's explicit compile hint (Chrome 136+; to other browsers a comment): every function of a file
 * that carries it is compiled while the file streams in, on a background thread, instead of on the
 * main thread when first called. The first load's stages run most of their code before the first
 * page shows, so they carry it (issue 19 item 5): measured on /custCycle, the main thread's
 * compiling fell from 71 to 38 ms a load (median of 8, unthrottled). vite.config.ts puts it on
 * them; check-bundle.ts checks it is there.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
