import { FIRST_HOLDINGS_PAGE } from '../../application/ports/wealth-desk';
import { DEFAULT_CHART_PERIOD } from '../../domain/catalog/chart-request';
import { DEFAULT_SORT, HOME_LIST_SIZE, PRODUCT_LIST_PAGE_SIZE } from '../../domain/catalog/product-list';
import { DETAIL_ROUTES, isNetValueRoute, PRODUCT_LINK_ROUTE, type DetailRoute } from '../../domain/catalog/template-route';
import type { CurrentFlag } from '../../domain/holdings/holding';
import { addressOf, DBANK_BASE, H5_QUERY_BASE, type Params } from './addresses';
import { FIXED_FIELDS } from './fixed-fields';
import { PRODUCT_CODE_SLOT, requestKey, type FirstScreenRequests } from './early-requests';

/*
 * Issue 34: what each first screen reads at once, declared. The early script (src/early-data.ts)
 * asks exactly these while the store's script downloads; the store's client takes their answers by
 * the same keys (early-answers.ts). first-reads.test.ts opens each page over a network that only
 * writes requests down and proves the page asks these and nothing else. Nothing here is recorded,
 * so the build is the same however busy the machine that makes it.
 */

const query = (code: string, params: Params): string => addressOf(`${H5_QUERY_BASE}${code}`, params);
const read = (call: string, body: object): string => requestKey('POST', `${DBANK_BASE}${call}`, JSON.stringify(body));
const ofProduct = (code: string, more: Params = {}): string => query(code, { prdCode: PRODUCT_CODE_SLOT, ...more });
const customer = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };

/** t100003, the product: every detail page asks it first (the early script reads a shared link's page from it). */
const PRODUCT = ofProduct('t100003');

/** What every detail page shows beside the product: its traits (t200002), data (t200003) and documents (t100011). */
const PUBLISHED = [PRODUCT, ofProduct('t200002'), ofProduct('t200003'), ofProduct('t100011')];

/** A net-value product's chart (its offer t300001, the first month of net values) and its latest net value. */
const NET_VALUE_FIGURES = [
  ofProduct('t300001'),
  ofProduct('t100010', { type: DEFAULT_CHART_PERIOD }),
  read('queryManyQuotation', { offSet: 0, issDateOrder: 'desc', queryNum: 1, prdCode: PRODUCT_CODE_SLOT }),
];

/** Each detail page: the product, what the bank publishes about it, and the page's own figures. */
const DETAIL_READS: Record<DetailRoute, string[]> = Object.fromEntries(DETAIL_ROUTES.map((route) => [route, [...PUBLISHED, ...figuresOf(route)]])) as Record<DetailRoute, string[]>;

function figuresOf(route: DetailRoute): string[] {
  if (isNetValueRoute(route)) return NET_VALUE_FIGURES;
  if (route === '/currency') return [ofProduct('t300001'), ofProduct('t100012', { type: DEFAULT_CHART_PERIOD })];
  if (route === '/gear') return [read('showPrdRate', { prdCode: PRODUCT_CODE_SLOT, offSet: 0, queryNum: 99 })];
  return [];
}

const homeList = (code: string) => query(code, { offSet: 0, queryNum: HOME_LIST_SIZE, channel: FIXED_FIELDS.channel });
const productList = (code: string) => query(code, { offSet: 0, queryNum: PRODUCT_LIST_PAGE_SIZE, channel: FIXED_FIELDS.channel, ...DEFAULT_SORT });
const holdings = (currentFlag: CurrentFlag) => read('listHoldingShare', { ...FIRST_HOLDINGS_PAGE, ...customer, currentFlag });

/**
 * By page path, or path and a parameter that changes what it reads (`/list?kind=demand`); a shared
 * link at the store's root reads what every detail page does, its own page known only once the
 * product is; a customer from the bank app (signed in with it) reads, on a private product's page,
 * their risk record besides (the page says with its header whether the product is above their level).
 */
export const FIRST_READS: FirstScreenRequests = {
  byPath: {
    '/': [homeList('t100001'), homeList('t100002')],
    ...DETAIL_READS,
    [PRODUCT_LINK_ROUTE]: PUBLISHED,
    '/list': [productList('t100001')],
    '/list?kind=demand': [productList('t100002')],
    '/buy': [PRODUCT],
    '/myHome': [holdings('0'), holdings('1')],
    '/currentMoreSum': [holdings('0')],
    '/regularMoreSum': [holdings('1')],
  },
  productAtRoot: PUBLISHED,
  inBankAppByPath: { '/regularColsedPrivate': [read('risk/queryRiskLevel', customer)] },
};
