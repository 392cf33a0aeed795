import axios, { type AxiosAdapter } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_ROUTES, PRODUCT_LINK_ROUTE, type DetailRoute } from './domain/catalog/template-route';
import { POST_READS, PRODUCT_CODE_SLOT, requestKey } from './infrastructure/http/early-requests';
import { FIRST_READS } from './infrastructure/http/first-reads';
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

/*
 * Issue 34: the first screens' reads are declared (first-reads.ts), and the early script asks those.
 * Here each page is opened over a network that only writes its reads down (and never answers): it
 * must ask exactly what its declaration names. The wait is on the reads themselves, never on a time.
 */

const STORE = 'https://store.invalid';
const { byPath, productAtRoot, inBankAppByPath } = FIRST_READS;

/** The reads a store makes (GETs, and the POSTs that only read), as request keys, in the order asked. */
class ReadLog {
  readonly asked: string[] = [];
  readonly network: AxiosAdapter = (config) => {
    const address = axios.getUri(config);
    if (config.method === 'get' || POST_READS.includes(address)) this.asked.push(requestKey(config.method ?? 'get', address, config.data));
    return new Promise(() => undefined); // never answered: only the asking counts
  };

  /** What `ask` reads: once every declared read has left, and a few turns more for any read besides. */
  async of(ask: () => unknown, declared: readonly string[]): Promise<string[]> {
    this.asked.length = 0;
    void ask();
    await expect.poll(() => declared.every((key) => this.asked.includes(key)), { timeout: 20_000, interval: 5 }).toBe(true);
    for (let turn = 0; turn < 20; turn += 1) await new Promise((next) => setImmediate(next));
    return [...this.asked];
  }
}

/** The store's container over the given network, with an outside world that does nothing. */
function storeOver(network: AxiosAdapter, sessionStore = new MemorySessionStore()) {
  const nothing = () => undefined;
  const { resolve } = buildContainer({
    notifier: { toast: nothing, alert: async () => undefined, confirm: async () => false, popupsNow: () => nothing },
    navigator: { go: nothing, replace: nothing, back: nothing },
    messagingLogin: { login: nothing },
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

/** A session begun from the bank app (SPEC §1, shareType 02). */
function bankAppSession(): MemorySessionStore {
  const session = new MemorySessionStore();
  session.set('shareType', '02');
  return session;
}

/** The pages opened through the page table, at an address each: a parameter that changes what they read has an entry of its own. */
const OPENED: ReadonlyArray<{ page: PageName; key: string; address: string }> = [
  { page: 'list', key: '/list', address: ROUTES.list.path },
  { page: 'list', key: '/list?kind=demand', address: `${ROUTES.list.path}?kind=demand` },
  { page: 'buy', key: '/buy', address: `${ROUTES.buy.path}?prdCode=${PRODUCT_CODE_SLOT}` },
  { page: 'myWealth', key: '/myHome', address: ROUTES.myWealth.path },
  { page: 'currentHoldings', key: '/currentMoreSum', address: ROUTES.currentHoldings.path },
  { page: 'regularHoldings', key: '/regularMoreSum', address: ROUTES.regularHoldings.path },
];

const sameReads = (asked: string[], declared: readonly string[]) => expect([...asked].sort()).toEqual([...declared].sort());

describe('each first screen reads exactly what first-reads.ts declares (issue 34 item 1)', { timeout: 30_000 }, () => {
  const log = new ReadLog();
  const store = storeOver(log.network);
  const bankApp = storeOver(log.network, bankAppSession());
  const opened = (app: typeof store, { page, address }: (typeof OPENED)[number]) => () => {
    const url = new URL(address, STORE);
    return openPage(PAGES[page], app, url.pathname, Object.fromEntries(url.searchParams));
  };

  beforeAll(async () => {
    await loadOnDemand();
    // The pages' view-models' modules loaded first: a page's reads then leave as it opens.
    await Promise.all(OPENED.map(({ page, address }) => PAGES[page].make(store, new URL(address, STORE).pathname)));
  }, 60_000);

  it('the home page: the first page of each kind of product', async () => {
    sameReads(await log.of(() => homeList(store).open(), byPath[ROUTES.home.path]), byPath[ROUTES.home.path]);
  });

  it.each(DETAIL_ROUTES)('the detail page %s: the product first, then what the page shows beside it', async (route) => {
    const asked = await log.of(() => askForDetail(detailPorts(store), PRODUCT_CODE_SLOT, route as DetailRoute), byPath[route]);
    expect(asked[0]).toBe(byPath[route][0]);
    sameReads(asked, byPath[route]);
  });

  it('a shared link at the store\'s root (and the product link): the product first, and what every detail page shows beside it', async () => {
    const asked = await log.of(() => askForDetail(detailPorts(store), PRODUCT_CODE_SLOT, undefined), productAtRoot);
    expect(asked[0]).toBe(productAtRoot[0]);
    sameReads(asked, productAtRoot);
    expect(byPath[PRODUCT_LINK_ROUTE]).toEqual(productAtRoot);
    for (const address of productAtRoot) for (const route of DETAIL_ROUTES) expect(byPath[route]).toContain(address);
  });

  it.each(OPENED)('the page $key, opened through the page table', async (entry) => {
    sameReads(await log.of(opened(store, entry), byPath[entry.key]), byPath[entry.key]);
  });

  it.each([...DETAIL_ROUTES.map((route) => ({ key: route as string, ask: () => askForDetail(detailPorts(bankApp), PRODUCT_CODE_SLOT, route as DetailRoute) })),
    ...OPENED.map((entry) => ({ key: entry.key, ask: opened(bankApp, entry) }))])('the page $key for a customer from the bank app: what it reads besides', async ({ key, ask }) => {
    const declared = [...byPath[key], ...(inBankAppByPath[key] ?? [])];
    sameReads(await log.of(ask, declared), declared);
  });
});
