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


// axios and what the container loads on demand (issue 19 item 3), loaded while this module is: the
// build imports it with a module runner that is closed once the import is done (and so the
// recording below is made while this module loads).
await loadOnDemand();

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
  const byPath: Record<string, string[]> = { [ROUTES.home.path]: await record(() => homeList(app).open()) };
  for (const route of DETAIL_ROUTES) byPath[route] = await record(() => askForDetail(detailPorts(app), PRODUCT_CODE_SLOT, route as DetailRoute));
  const productAtRoot = await record(() => askForDetail(detailPorts(app), PRODUCT_CODE_SLOT, undefined));
  byPath[ROUTES.productLink.path] = productAtRoot;
  // The same pages for a customer who came from the bank app: what they ask besides.
  const bankApp = storeOver(network, bankAppSession());
  const inBankAppByPath: Record<string, string[]> = {};
  for (const route of DETAIL_ROUTES) {
    const besides = (await record(() => askForDetail(detailPorts(bankApp), PRODUCT_CODE_SLOT, route as DetailRoute))).filter((key) => !byPath[route].includes(key));
    if (besides.length) inBankAppByPath[route] = besides;
  }
  return { byPath, productAtRoot, inBankAppByPath };
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
    page: { origin: 'https://store.invalid', href: () => 'https://store.invalid/' },
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
