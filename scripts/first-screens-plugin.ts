import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Beasties from 'beasties';
import { build, runnerImport, type Plugin, type Rolldown } from 'vite';
import { entryClosure, readChunks, staticClosure, type ChunkInfo } from './chunks.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';

/** A module of the store's source, loaded through Vite (the config itself stays free of the app's imports). */
const load = async <T>(root: string, file: string): Promise<T> =>
  (await runnerImport<T>(resolve(root, file), { configFile: false, root, logLevel: 'warn' })).module;

/**
 * Issue 19: each first screen's HTML, written after the build. The build's index.html is the
 * template; each first screen (src/ui/first-screen) is rendered into its #root, and the CSS that
 * markup uses is inlined into its head (Beasties), the whole stylesheet moving to the end of the
 * body: the page paints from the HTML alone, and the stylesheet no longer holds up that paint.
 * Module scripts still wait for it, so the app never draws unstyled.
 */
export function firstScreens(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const module = await load<typeof import('../src/ui/first-screen/prerender')>(root, 'src/ui/first-screen/prerender.tsx');
      const { FIRST_SCREEN_FILES, FIRST_SCREEN_PAGES } = await load<typeof import('../src/ui/first-screen/first-screens')>(root, 'src/ui/first-screen/first-screens.ts');
      const chunks = readChunks(outDir);
      const pagesOf = (file: string) => Object.entries(FIRST_SCREEN_FILES).find(([, name]) => name === file)?.[0] as keyof typeof FIRST_SCREEN_PAGES | undefined;
      const built = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      if (!built.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to render the first screens into`);
      // The stages of the first load (src/main.tsx imports them one after another): all named at once.
      const firstLoad = entryClosure(chunks).map((chunk) => chunk.file).filter((file) => !built.includes(`/${file}"`));
      const template = built.replace(CHARSET, `${CHARSET}\n    <script async src="/${await earlyDataScript(root, outDir)}"></script>`);
      const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, reduceInlineStyles: false, logLevel: 'warn' });
      for (const [file, markup] of Object.entries(module.renderFirstScreens())) {
        const screen = pagesOf(file);
        const pages = screen ? pageChunks(chunks, FIRST_SCREEN_PAGES[screen]) : [];
        const preloads = largestFirst(outDir, [...firstLoad, ...pages]).map((chunk) => `\n    <link rel="modulepreload" crossorigin href="/${chunk}">`);
        // The pages' own stylesheets load with the HTML, after the store's (the page's script would ask them only once it runs).
        const sheets = [...new Set(staticClosure(chunks, pages).flatMap((chunk) => chunk.css))].filter((sheet) => !built.includes(`/${sheet}"`))
          .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`);
        const page = template.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`).replace('</head>', `${preloads.join('')}\n  </head>`);
        writeFileSync(resolve(outDir, file), afterFirstPaint((await beasties.process(page)).replace('</body>', `${sheets.join('')}</body>`)));
      }
    },
  };
}

/**
 * src/early-data.ts built on its own (a classic script of ~1.6 KiB) with the reads the first screens
 * declare (src/infrastructure/http/first-reads.ts); its file name, under assets/, carries its hash.
 */
async function earlyDataScript(root: string, outDir: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { write: false, target: 'es2020', lib: { entry: resolve(root, 'src/early-data.ts'), formats: ['iife'], name: 'earlyData' } },
  })) as Rolldown.RolldownOutput[];
  const code = output[0].output[0].code;
  const file = `assets/early-data-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(resolve(outDir, file), code);
  return file;
}

/**
 * The largest file first: on a slow network the last byte of the first load is what the store
 * waits for, and a large file asked last (on HTTP/1.1, after a connection has come free) ends last.
 */
const largestFirst = (outDir: string, files: string[]): string[] =>
  files.map((file) => ({ file, size: statSync(resolve(outDir, file)).size })).sort((a, b) => b.size - a.size).map(({ file }) => file);

/** The chunks of these pages and what they import, beyond what the entry loads already. */
function pageChunks(chunks: ChunkInfo[], modules: readonly string[]): string[] {
  const entry = new Set(entryClosure(chunks).map((chunk) => chunk.file));
  const pages = modules.map((module) => {
    const chunk = chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) throw new Error(`no chunk holds ${module} (FIRST_SCREEN_PAGES)`);
    return chunk.file;
  });
  return staticClosure(chunks, pages).map((chunk) => chunk.file).filter((file) => !entry.has(file));
}

/**
 * The app's script and whole stylesheet at low priority: the first paint needs neither (the HTML
 * holds the first screen and the CSS it uses), so the browser fetches the first screen's data
 * before them, and Lighthouse does not count them as blocking that paint.
 */
const afterFirstPaint = (html: string): string =>
  html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replaceAll('<link rel="stylesheet" ', '<link rel="stylesheet" fetchpriority="low" ');

/**
 * `npm run serve` and the browser assembly send each address the HTML of its first screen (nginx
 * does the same with docs/shell.md's rules): a page's address has no file extension and is not
 * one of the bank's paths, which go to the bank.
 */
export function firstScreenFiles(bankPaths: readonly string[]): Plugin {
  return {
    name: 'first-screen-files',
    async configurePreviewServer(server) {
      const { pageFileAt } = await load<typeof import('../src/ui/first-screen/first-screens')>(server.config.root, 'src/ui/first-screen/first-screens.ts');
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://store');
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(url.pathname)
          && !bankPaths.some((path) => url.pathname.startsWith(path));
        if (isPage) req.url = `/${pageFileAt(url.pathname, url.searchParams)}${url.search}`;
        next();
      });
    },
  };
}
