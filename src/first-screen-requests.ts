import axios, { type AxiosAdapter } from 'axios';
import { DETAIL_ROUTES, type DetailRoute } from './domain/catalog/template-route';
import { POST_READS, PRODUCT_CODE_SLOT, requestKey, type FirstScreenRequests } from './infrastructure/http/early-requests';
import { buildContainer, loadOnDemand } from './infrastructure/di/container';
import { MemoryPreferences } from './infrastructure/in-memory/memory-preferences';
import { MemorySessionStore } from './infrastructure/in-memory/memory-session-store';
import { cryptoIds, systemClock } from './infrastructure/system/system-adapters';
import { BrowserStandInBridge } from './infrastructure/bridge/browser-stand-in-bridge';
import { homeList } from './ui/compose/browse';
import { createUiStores, detailPorts } from './ui/compose/first-load';
import { askForDetail } from './ui/pages/detail/detail-requests';
import { ROUTES } from './ui/app/router';
import { openPage } from './ui/app/open-page';
import { PAGES, type PageName } from './ui/app/pages';


// axios and what the container loads on demand (issue 19 item 3), loaded while this module is: the
// build imports it with a module runner that is closed once the import is done (and so the
// recording below is made while this module loads).
await loadOnDemand();

/**
 * The other pages with a first screen of their own (first-screens.ts) whose data can start with the
 * HTML, each at an address the table opens. A parameter that changes what the page asks makes a
 * recording of its own; the product code is not one (the calls carry it in their slot).
 */
const OPENED_FIRST: ReadonlyArray<{ page: PageName; address: string }> = [
  { page: 'list', address: ROUTES.list.path },
  { page: 'list', address: `${ROUTES.list.path}?kind=demand` },
  { page: 'buy', address: `${ROUTES.buy.path}?prdCode=${PRODUCT_CODE_SLOT}` },
  { page: 'myWealth', address: ROUTES.myWealth.path },
  { page: 'currentHoldings', address: ROUTES.currentHoldings.path },
  { page: 'regularHoldings', address: ROUTES.regularHoldings.path },
];

/**
 * Build time only (scripts/first-screens-plugin.ts): the reads each first screen makes at once
 * (GETs, and the POSTs that only read), recorded from the store's own code (the home list's load, a
 * detail page's ask) over a network that only writes them down. The early script (early-data.ts)
 * makes the same.
 */
async function recordFirstScreenRequests(): Promise<FirstScreenRequests> {
  const asked: string[] = [];
  const network: AxiosAdapter = (config) => {
    const address = axios.getUri(config);
    if (config.method === 'get' || POST_READS.includes(address)) asked.push(requestKey(config.method ?? 'get', address, config.data));
    return new Promise(() => undefined); // never answered: only the asking counts
  };
  const app = storeOver(network, new MemorySessionStore());
  const record = async (ask: () => unknown): Promise<string[]> => {
    asked.length = 0;
    void ask();
    await new Promise((done) => setTimeout(done, 100)); // the calls leave after a few awaits (and a port's chunk)
    return [...asked];
  };
  const opened = (store: typeof app, address: string, page: PageName) => () => {
    const url = new URL(address, STORE);
    return openPage(PAGES[page], store, url.pathname, Object.fromEntries(url.searchParams));
  };
  const byPath: Record<string, string[]> = { [ROUTES.home.path]: await record(() => homeList(app).open()) };
  for (const route of DETAIL_ROUTES) byPath[route] = await record(() => askForDetail(detailPorts(app), PRODUCT_CODE_SLOT, route as DetailRoute));
  const productAtRoot = await record(() => askForDetail(detailPorts(app), PRODUCT_CODE_SLOT, undefined));
  byPath[ROUTES.productLink.path] = productAtRoot;
  // Their view-models' modules loaded first, so that each page's calls leave within its recording.
  await Promise.all(OPENED_FIRST.map(({ page, address }) => PAGES[page].make(app, new URL(address, STORE).pathname)));
  for (const { page, address } of OPENED_FIRST) byPath[keyOf(address)] = await record(opened(app, address, page));
  // The same pages for a customer who came from the bank app: what they ask besides.
  const bankApp = storeOver(network, bankAppSession());
  const inBankAppByPath: Record<string, string[]> = {};
  const besides = async (address: string, ask: () => unknown) => {
    const more = (await record(ask)).filter((key) => !byPath[address].includes(key));
    if (more.length) inBankAppByPath[address] = more;
  };
  for (const route of DETAIL_ROUTES) await besides(route, () => askForDetail(detailPorts(bankApp), PRODUCT_CODE_SLOT, route as DetailRoute));
  for (const { page, address } of OPENED_FIRST) await besides(keyOf(address), opened(bankApp, address, page));
  return { byPath, productAtRoot, inBankAppByPath };
}

const STORE = 'https://store.invalid';

/** A recording's key: its address without the product code. */
function keyOf(address: string): string {
  const url = new URL(address, STORE);
  url.searchParams.delete('prdCode');
  return `${url.pathname}${url.search}`;
}

/** A session begun from the bank app (SPEC §1, shareType 02). */
function bankAppSession(): MemorySessionStore {
  const store = new MemorySessionStore();
  store.set('shareType', '02');
  return store;
}

/** The store's container over the given network, with an outside world that does nothing. */
function storeOver(network: AxiosAdapter, sessionStore: MemorySessionStore) {
  const nothing = () => undefined;
  const { resolve } = buildContainer({
    notifier: { toast: nothing, alert: async () => undefined, confirm: async () => false } as never,
    navigator: { go: nothing, replace: nothing, back: nothing } as never,
    messagingLogin: { start: nothing } as never,
    currentLocation: () => '/',
    page: { origin: STORE, href: () => `${STORE}/` },
    shareSdk: { configure: async () => false, setShare: nothing },
    sessionStore,
    preferences: new MemoryPreferences(),
    bridge: (ids) => new BrowserStandInBridge(ids),
    userAgent: '',
    clock: systemClock,
    ids: cryptoIds,
    logger: { warn: nothing },
    httpAdapter: network,
  });
  return { resolve, stores: createUiStores(resolve) };
}

/** The recording, made as this module loads. */
export const FIRST_SCREEN_REQUESTS = await recordFirstScreenRequests();
