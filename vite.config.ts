import { resolve as resolvePath } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenFiles, firstScreens } from './scripts/first-screens-plugin.ts';
import { subresourceIntegrity } from './scripts/integrity.ts';
import { brotliFiles } from './scripts/brotli-files.ts';
import { EAGER_COMPILE_HINT } from './scripts/chunks.ts';
import { securityHeaders } from './scripts/security-headers.ts';

/** The mock bank's paths, proxied so the store and the bank share one origin (DECISIONS.md). */
export const MOCK_BANK_PATHS = ['/h5/', '/api/', '/wx/', '/wxShare', '/__mock/', '/contractFile.json'];

/** A connection the bank drops is dropped towards the browser too, not turned into a 502 page. */
const dropOnUpstreamError = (proxy: { on(event: 'error', listener: (error: Error, req: unknown, res: { destroy(): void }) => void): void }) =>
  proxy.on('error', (_error, _req, res) => res.destroy());

export const mockBankProxy = (target: string) =>
  Object.fromEntries(MOCK_BANK_PATHS.map((path) => [path, { target, changeOrigin: false, configure: dropOnUpstreamError }]));

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? 3000}`;

/**
 * Writes dist/.vite/chunks.json: each chunk's modules, static imports and stylesheets, so checks
 * and the bench can tell exactly what the entry loads (and that G2 and sm-crypto stay out of it).
 */
function chunkMap(): Plugin {
  return {
    name: 'chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [{
            file: item.fileName, isEntry: item.isEntry, imports: item.imports, dynamicImports: item.dynamicImports,
            modules: item.moduleIds.map((id) => id.replace(process.cwd() + '/', '')), css: [...(item.viteMetadata?.importedCss ?? [])],
          }]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/**
 * The first load's stages open with V8's compile hint (scripts/chunks.ts) as their first line,
 * added once the minifier (which drops comments) and Vite (whose preamble, `__vite__mapDeps`, opens
 * a chunk that imports lazily) are done. A source map, when built, moves down that line.
 */
function eagerCompileHint(): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post', // after Vite's own hook, which writes that preamble
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !FIRST_LOAD_STAGES.some((stage) => stage.chunk === item.name)) continue;
          item.code = `${EAGER_COMPILE_HINT}\n${item.code}`;
          const map = bundle[`${item.fileName}.map`];
          if (map?.type === 'asset') map.source = String(map.source).replace('"mappings":"', '"mappings":";');
        }
      },
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: string[] } | null };

/** Every module `from` imports statically, directly or not. */
function staticClosure(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(from);
  return seen;
}

/** The modules these bring that the first render has not: what their page needs beyond the first load. */
const pageModules = (modules: string[], graph: ModuleGraph): Set<string> => {
  const first = firstRenderModules(graph);
  return new Set(modules.flatMap((module) => [...staticClosure(root(module), graph)]).filter((module) => !first.has(module)));
};

/** The two first screens' pages, by the modules that make them. */
const HOME_PAGE = ['src/ui/pages/browse/HomePage.tsx', 'src/ui/compose/browse.ts'];
const DETAIL_PAGE = ['src/ui/pages/detail/DetailPage.tsx', 'src/ui/compose/detail.ts'];

/** What the first load and the two first screens' pages hold: the other chunks leave it to them. */
const firstScreensHold = (graph: ModuleGraph): Set<string> => new Set([...firstRenderModules(graph), ...pageModules([...HOME_PAGE, ...DETAIL_PAGE], graph)]);

/**
 * The two first screens' pages, each in one chunk: the home list (its page and view-model), and
 * the detail page (its view-model and the modules only it brings: texts, sections, the chart's
 * model), with what both use (the product card and its texts) in a third. A shared product link or
 * the home page then costs two requests after the first load, not nine small ones competing for a
 * phone's six connections; both are named in their first screen's HTML (first-screens.ts).
 */
function firstScreenPageChunk(): (id: string, graph: ModuleGraph) => string | null {
  let home: Set<string> | undefined;
  let detail: Set<string> | undefined;
  return (id, graph) => {
    home ??= pageModules(HOME_PAGE, graph);
    detail ??= pageModules(DETAIL_PAGE, graph);
    if (home.has(id)) return detail.has(id) ? 'product-cards' : 'home-page';
    return detail.has(id) ? 'detail-page' : null;
  };
}

const root = (path: string) => resolvePath(import.meta.dirname, path);

const MAIN = root('src/main.tsx');
const START = root('src/start.tsx');

/** Every module the first render needs: the entry's own and what the store's start imports. */
const firstRenderModules = (graph: ModuleGraph): Set<string> => new Set([...staticClosure(MAIN, graph), ...staticClosure(START, graph)]);

/**
 * The first load's stages, in the order main.tsx evaluates them, a task each (issue 19 item 5):
 * React and its router; the other libraries (the container, MobX); the store's own code. A module
 * goes to the first stage that holds it; main.tsx imports one module of each (react-dom/client,
 * inversify, start.tsx), and check-bundle.ts holds the entry to importing none of them statically.
 */
const FIRST_LOAD_STAGES: ReadonlyArray<{ chunk: string; holds: (id: string) => boolean }> = [
  { chunk: 'first-load-react', holds: (id) => /\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) },
  { chunk: 'first-load-libraries', holds: (id) => id.includes('/node_modules/') || id.startsWith('\0') },
  { chunk: 'first-load', holds: () => true },
];

/**
 * Everything the first render needs beyond the entry, in one chunk per stage: left alone the
 * bundler splits off each module that later pages share too (react, mobx, the texts, the page
 * table's routes), and a first load then fetches nine files, each compressed apart, instead of four.
 */
function firstLoadChunk(): (id: string, graph: ModuleGraph) => string | null {
  let firstLoad: Set<string> | undefined;
  return (id, graph) => {
    if (!firstLoad) {
      const entry = staticClosure(MAIN, graph);
      firstLoad = new Set([...firstRenderModules(graph)].filter((module) => !entry.has(module)));
    }
    if (!firstLoad.has(id) && !SHARED_EVERYWHERE.some((shared) => id.startsWith(shared))) return null;
    return FIRST_LOAD_STAGES.find((stage) => stage.holds(id))!.chunk;
  };
}

/**
 * Small modules every side uses that the first render does not: in the first load, rather than in
 * whichever page's chunk claimed them first (the date formats, then the sale state the detail bar and
 * the buy preconditions share, pulled the detail page's chunk into /buy; every page is an observer).
 */
const SHARED_EVERYWHERE = [root('src/domain/calendar.ts'), root('src/domain/catalog/sale-state.ts'), root('node_modules/mobx-react-lite/')];
/**
 * The /myHome shell's folders (SPEC §2 "My wealth"): its pages, their domain, and the adapters its
 * pages call first (the container loads them on their first call; in this chunk they are already
 * there, which saves /myHome a round trip before its holdings are asked for).
 */
const MY_WEALTH_FOLDERS = [
  ...['wealth', 'records', 'income', 'regular', 'statements', 'risk'].map((folder) => root(`src/ui/pages/${folder}/`)),
  // Not src/domain/risk: /buy's risk check needs it, and must not wait for this chunk.
  ...['holdings', 'statements'].map((folder) => root(`src/domain/${folder}/`)),
  ...['http-wealth-desk', 'http-income-desk', 'http-statement-desk'].map((adapter) => root(`src/infrastructure/http/${adapter}.ts`)),
  // A cancel's result page, opened again, looks its deal up (the container loads it on that call).
  root('src/application/wealth/cancelled-deal.ts'),
  // The composition root's modules for these areas (src/ui/compose).
  ...['wealth', 'records', 'income', 'regular', 'statements', 'risk'].map((area) => root(`src/ui/compose/${area}.ts`)),
];

/** What a light page of the shell must not bring along: antd-mobile (pull-to-refresh), the keypad, the detail page's sections. */
const HEAVY = [root('node_modules/antd-mobile/'), root('src/ui/components/PaymentKeypad.tsx'), root('src/ui/pages/detail/')];

/**
 * The /myHome shell's light modules (its home, result and record pages, their view-models, rows and
 * texts) in one chunk: the entry names one chunk for them instead of thirty, and a customer moving
 * between them waits for no further script. A page that brings something heavy (a pull-to-refresh
 * list, the keypad, a document reader) keeps a chunk of its own, so /myHome never loads it.
 */
function myWealthChunk(): (id: string, graph: ModuleGraph) => string | null {
  let initial: Set<string> | undefined;
  const light = new Map<string, boolean>();
  const isLight = (id: string, graph: ModuleGraph) => {
    if (!light.has(id)) light.set(id, ![...staticClosure(id, graph)].some((module) => HEAVY.some((heavy) => module.startsWith(heavy))));
    return light.get(id)!;
  };
  return (id, graph) => {
    initial ??= firstRenderModules(graph);
    const inShell = MY_WEALTH_FOLDERS.some((folder) => id.startsWith(folder)) && !initial.has(id);
    return inShell && isLight(id, graph) ? 'my-wealth' : null;
  };
}

/**
 * The buy gate's own modules in one chunk: its view-model and how it is made, the preconditions'
 * rules, and the use cases the container loads on the first check (which would otherwise each cost
 * a round trip between /buy's calls). The detail page loads it once the page has been shown. What
 * other pages share with it (the risk record, the purchase texts) stays apart.
 */
const BUY_GATE = [
  'src/ui/compose/buy-gate.ts', 'src/ui/pages/purchase/buy-gate.ts', 'src/domain/purchase/buy-preconditions.ts',
  'src/application/purchase/check-buy-preconditions.ts', 'src/application/purchase/fix-buy-block.ts',
].map(root);
const buyGateChunk = () => (id: string): string | null => (BUY_GATE.includes(id) ? 'buy-gate' : null);

/**
 * The customer's level against a product's (issue 18 items 1 and 2), and the adapter that reads the
 * level: the detail header, the cards' marks after sign-in, the buy check and the questionnaire's
 * reconfirmation all use them, and a private product's page reads the level with its data. In the
 * detail page's chunk it pulled that whole chunk into My wealth and into every page after sign-in.
 */
const SUITABILITY = ['src/domain/risk/suitability.ts', 'src/ui/compose/suitability.ts', 'src/infrastructure/http/http-risk-assessment.ts'].map(root);
/**
 * With the small modules they import that neither the first load nor the first screens' pages hold
 * (the record, the questionnaire's levels, the notice's texts): a private product's page evaluates
 * no more than it shows, and the pages that check a purchase find them in a chunk they load anyway.
 */
function suitabilityChunk(): (id: string, graph: ModuleGraph) => string | null {
  let level: Set<string> | undefined;
  return (id, graph) => {
    level ??= levelModules(graph);
    return level.has(id) ? 'suitability' : null;
  };
}
function levelModules(graph: ModuleGraph): Set<string> {
  const held = firstScreensHold(graph);
  return new Set(SUITABILITY.flatMap((module) => [...staticClosure(module, graph)]).filter((module) => SUITABILITY.includes(module) || !held.has(module)));
}

/**
 * Who the customer is (SPEC §9), asked once the first page has shown: the sign-in, the customer
 * directory and the bridge in one chunk (issue 19 item 3), fetched once, not with the entry chunk;
 * with them what a failed call shows (an expired session signs in again).
 */
const SIGNING_IN = [
  'src/application/session/sign-in.ts', 'src/application/session/present-failure.ts', 'src/application/session/bank-app-only.ts', 'src/infrastructure/http/http-customer-directory.ts', 'src/infrastructure/bridge/browser-bridge.ts',
  'src/infrastructure/bridge/bank-app-bridge.ts', 'src/infrastructure/bridge/browser-stand-in-bridge.ts',
].map(root);
const signingInChunk = () => (id: string): string | null => (SIGNING_IN.includes(id) ? 'signing-in' : null);

/**
 * The store's small modules that several pages share (texts, rules, formats, view-model helpers,
 * dayjs), in one chunk: left to the bundler each became a chunk of its own, and /buy, /myHome and
 * the holdings lists each fetched twenty files of under 1 KiB, one round trip each on a phone's six
 * connections, before they could show. Only modules that import nothing another chunk holds (a
 * page's, the level's, the keypad's, antd-mobile's) join it, so it never brings a page along.
 */
function sharedLightChunk(): (id: string, graph: ModuleGraph) => string | null {
  let owners: ReturnType<typeof otherOwners> | undefined; // once the graph is there
  const leaf = new Map<string, boolean>();
  return (id, graph) => {
    owners ??= otherOwners(graph);
    if (!SHARED_LIGHT.some((folder) => id.startsWith(folder))) return null;
    if (!leaf.has(id)) {
      const { firstLoad, elsewhere } = owners;
      const beyondFirstLoad = [...staticClosure(id, graph)].filter((module) => !firstLoad.has(module));
      leaf.set(id, beyondFirstLoad.every((module) => SHARED_LIGHT.some((folder) => module.startsWith(folder)) && !elsewhere(module)));
    }
    return leaf.get(id) ? 'shared' : null;
  };
}
const SHARED_LIGHT = [root('src/'), root('node_modules/dayjs/')];

/** What the first load holds, and whether another chunk (a first screen's, the level's, the buy gate's, …) owns a module. */
function otherOwners(graph: ModuleGraph) {
  const held = new Set([...firstScreensHold(graph), ...levelModules(graph)]);
  const claimed = [...BUY_GATE, ...SIGNING_IN, ...BANK_CALLS];
  const elsewhere = (module: string) => held.has(module) || claimed.includes(module) || [...HEAVY, ...MY_WEALTH_FOLDERS].some((folder) => module.startsWith(folder));
  return { firstLoad: firstRenderModules(graph), elsewhere };
}

/**
 * axios (made in src/infrastructure/http/axios-core.ts) loads with the first call to the bank, in a
 * chunk of its own (issue 19 item 3); the performance adapter joins it, as its calls wait for axios
 * in any case (a detail page asks for both as soon as its address is known).
 */
const BANK_CALLS = ['src/infrastructure/http/axios-core.ts', 'src/infrastructure/http/http-product-performance.ts'].map(root);
const bankCallsChunk = () => (id: string): string | null => (BANK_CALLS.includes(id) || id.includes('/node_modules/axios/') ? 'bank-calls' : null);

/**
 * The libraries' lean builds (issue 19 item 3), for the production build only: React Router's
 * production files (its default export condition is its development build, with the developer
 * warnings), and axios without its fetch adapter (the browser's requests go through XMLHttpRequest,
 * axios's first choice; the fetch adapter and its form and stream helpers were dead weight).
 */
function leanLibraries(): Plugin {
  const routerBuild = root('node_modules/react-router/dist/production');
  const PRODUCTION_ROUTER: Record<string, string> = { 'react-router': `${routerBuild}/index.mjs`, 'react-router/dom': `${routerBuild}/dom-export.mjs` };
  const NO_FETCH_ADAPTER = '\0axios-without-fetch-adapter';
  return {
    name: 'lean-libraries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (PRODUCTION_ROUTER[source]) return PRODUCTION_ROUTER[source];
      if (source === './fetch.js' && importer?.endsWith('/node_modules/axios/lib/adapters/adapters.js')) return NO_FETCH_ADAPTER;
      return null;
    },
    // axios asks the fetch adapter whether it can serve a request (`getFetch`); false: not available.
    load: (id) => (id === NO_FETCH_ADAPTER ? 'export const getFetch = () => false;' : null),
    // React Router names its components and contexts for the developer tools (`X.displayName = …`) and
    // makes them unmarked (forwardRef, createContext, memo): statements the bundler must keep, with
    // every component they name (NavLink, Form and its submit hooks, ScrollRestoration …) though
    // the store uses none of them. Marked pure and unnamed, what is unused is left out.
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/production/')) return null;
      const lean = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1');
      // Every line stays where it was: the source map stays right (map: null keeps the file's own).
      return { code: lean, map: null };
    },
  };
}

export default defineConfig({
  // subresourceIntegrity comes after every plugin that writes pages: it adds integrity to them all;
  // brotliFiles compresses what they wrote, and sends it after firstScreenFiles has named each address's page.
  plugins: [react(), chunkMap(), leanLibraries(), firstScreens(), firstScreenFiles(MOCK_BANK_PATHS), eagerCompileHint(), subresourceIntegrity(), brotliFiles()],
  resolve: { alias: { html2canvas: resolvePath(import.meta.dirname, 'src/ui/components/chart/no-html-snapshot.ts') } },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy: mockBankProxy(mockTarget) },
  // The production build is served with its security headers; the dev server is not (its HMR runs inline script).
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy: mockBankProxy(mockTarget), headers: securityHeaders(root('dist')) },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: firstLoadChunk(), debugName: 'first-load', includeDependenciesRecursively: false },
            { name: suitabilityChunk(), debugName: 'suitability', includeDependenciesRecursively: false },
            { name: firstScreenPageChunk(), debugName: 'first-screen-pages', includeDependenciesRecursively: false },
            { name: myWealthChunk(), debugName: 'my-wealth', includeDependenciesRecursively: false },
            { name: buyGateChunk(), debugName: 'buy-gate', includeDependenciesRecursively: false },
            { name: signingInChunk(), debugName: 'signing-in', includeDependenciesRecursively: false },
            { name: bankCallsChunk(), debugName: 'bank-calls', includeDependenciesRecursively: false },
            { name: sharedLightChunk(), debugName: 'shared', minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
