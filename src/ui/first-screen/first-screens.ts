import { RECORD_WITH_DATA } from '../pages/detail/detail-requests';
import { ROUTES } from '../app/router';

/*
 * The first screens (issue 19): what a page shows before any script has run. Their static part is
 * rendered into the page's HTML at build time (FirstScreen.tsx, scripts/first-screens-plugin.ts),
 * the server sends each address the HTML of its first screen, and the router shows the same screen
 * until the page itself is there, so the app takes over without a flash.
 *
 * Each name is one HTML file. `privateDetail` shows the detail skeleton, as `detail` does; it has a
 * file of its own because a private product's page also needs the suitability chunk (FIRST_SCREEN_PAGES).
 */
export type FirstScreenName = 'home' | 'detail' | 'privateDetail' | 'myWealth' | 'invalidEntry' | 'list' | 'buy' | 'currentHoldings' | 'regularHoldings';

/** The HTML file of each first screen in dist/; the home list's is the index. */
export const FIRST_SCREEN_FILES: Readonly<Record<FirstScreenName, string>> = {
  home: 'index.html',
  detail: 'detail.html',
  privateDetail: 'regularColsedPrivate.html',
  myWealth: 'myHome.html',
  invalidEntry: 'shareTypeError.html',
  currentHoldings: 'currentMoreSum.html',
  regularHoldings: 'regularMoreSum.html',
  // The loading indicator alone, as the shell: these files name their pages' chunks, which would
  // otherwise load in two or three round trips one after the other once the store's script ran.
  list: 'list.html',
  buy: 'buy.html',
};

const HOLDINGS_LIST_PAGES = ['src/ui/pages/wealth/HoldingsListPage.tsx', 'src/ui/compose/wealth.ts'];
const DETAIL_PAGES = ['src/ui/pages/detail/WxPrdDetailPage.tsx', 'src/ui/pages/detail/DetailPage.tsx', 'src/infrastructure/http/http-product-performance.ts'];

/**
 * The pages a first screen leads to, by source module: their chunks are named in its HTML, so they
 * load with the store's script instead of after it (a shared link opens /wxPrdDetail, then the
 * product's detail page, whose performance summary, often its largest text, is read by the adapter
 * in the bank calls' chunk; a private product's page reads the customer's level with its data,
 * detail-requests.ts, and shows the level's notice with its header).
 */
export const FIRST_SCREEN_PAGES: Readonly<Record<FirstScreenName, readonly string[]>> = {
  home: ['src/ui/pages/browse/HomePage.tsx', 'src/ui/compose/browse.ts'],
  detail: DETAIL_PAGES,
  privateDetail: [...DETAIL_PAGES, 'src/ui/compose/suitability.ts'],
  myWealth: ['src/ui/pages/wealth/MyWealthPage.tsx'],
  invalidEntry: ['src/ui/pages/entry/ShareTypeErrorPage.tsx'],
  list: ['src/ui/pages/browse/ProductListPage.tsx', 'src/ui/compose/browse.ts'],
  // /buy checks the preconditions before its form shows: the sign-in's chunk reads the customer.
  buy: ['src/ui/pages/purchase/BuyPage.tsx', 'src/ui/compose/purchase.ts', 'src/application/session/sign-in.ts'],
  currentHoldings: HOLDINGS_LIST_PAGES,
  regularHoldings: HOLDINGS_LIST_PAGES,
};

/** Every other address: the loading indicator until its page is there (what index.html held before issue 19). */
export const SHELL_FILE = 'shell.html';

const DETAIL_PATHS: readonly string[] = [...ROUTES.detail.paths, ROUTES.productLink.path];

/**
 * The first screen of an address. A link with a product code at the store's root is a shared
 * product (SPEC §1): its first screen is the detail page's, where the entry takes it.
 */
export function firstScreenAt(path: string, query: URLSearchParams): FirstScreenName | null {
  if (path === ROUTES.home.path) return query.has('prdCode') ? 'detail' : 'home';
  if (path === RECORD_WITH_DATA) return 'privateDetail';
  if (DETAIL_PATHS.includes(path)) return 'detail';
  if (path === ROUTES.myWealth.path) return 'myWealth';
  if (path === ROUTES.list.path) return 'list';
  if (path === ROUTES.buy.path) return 'buy';
  if (path === ROUTES.currentHoldings.path) return 'currentHoldings';
  if (path === ROUTES.regularHoldings.path) return 'regularHoldings';
  return path === ROUTES.shareTypeError.path ? 'invalidEntry' : null;
}

/** The file the server sends for an address: its first screen's, or the shell. */
export const pageFileAt = (path: string, query: URLSearchParams): string => {
  const screen = firstScreenAt(path, query);
  return screen ? FIRST_SCREEN_FILES[screen] : SHELL_FILE;
};
