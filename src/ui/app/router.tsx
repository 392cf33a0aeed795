import type { CONTRAST_ROUTE, FEES_ROUTE } from '../../domain/catalog/more-info';
import { HISTORY_ROUTES, SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from '../../domain/catalog/sub-pages';
import { DETAIL_ROUTES, type PRODUCT_LINK_ROUTE } from '../../domain/catalog/template-route';
import { HOME_ROUTE } from '../../domain/entry/entry-mode';
import { DEAL_ROUTES } from '../../domain/holdings/deal-routes';
import { REDEMPTION_ROUTES } from '../../domain/holdings/redemption-route';
// Only its type: the regular holdings' rules bring dayjs, which the first page does without.
import type { REGULAR_ROUTES } from '../../domain/holdings/regular';

/** A route of the store: its path (or the paths of a domain table), and the query parameters its page reads. */
export type Route = ({ readonly path: string } | { readonly paths: readonly string[] }) & {
  readonly query?: readonly string[];
  /** The shell's index route (the home list). */
  readonly index?: true;
};

/**
 * Every route the store's router serves (SPEC §2), once, with the query its page reads: the page
 * table (pages.ts) says what each shows and how its data loads, app-router.tsx builds React Router's
 * routes from both, and links and view-models take their addresses from here (a leaf, so that they
 * can). A path the domain names is the domain's; where this leaf writes it as a literal (to leave the
 * domain module, and what it imports, out of the entry chunk), `satisfies` checks it against the domain's.
 */
export const ROUTES = {
  // Browse and detail
  home: { index: true, path: HOME_ROUTE },
  list: { path: '/list', query: ['kind'] },
  oneMinute: { path: '/onemtufm' },
  productLink: { path: '/wxPrdDetail' satisfies typeof PRODUCT_LINK_ROUTE, query: ['prdCode'] },
  detail: { paths: DETAIL_ROUTES, query: ['prdCode'] },
  synopsis: { paths: SYNOPSIS_ROUTES, query: ['prdCode'] },
  tradeRules: { paths: TRADE_RULE_ROUTES, query: ['prdCode'] },
  fees: { path: '/poundage' satisfies typeof FEES_ROUTE, query: ['prdCode'] },
  history: { paths: HISTORY_ROUTES, query: ['prdCode'] },
  contrast: { path: '/contrast' satisfies typeof CONTRAST_ROUTE, query: ['seriesCode', 'prdCode'] },
  document: { path: '/pdf', query: ['url', 'title'] },
  // Purchase and plans
  buy: { path: '/buy', query: ['prdCode'] },
  purchasePlaced: { path: '/cntranprocess', query: ['uniOrderId'] },
  purchaseFailed: { path: '/purchaseFailed', query: ['prdCode'] },
  newPlan: { path: '/fixedtime', query: ['prdCode'] },
  changePlan: { path: '/fixedtimeupdate', query: ['planNo'] },
  planDone: { path: '/fixedtimesuccess', query: ['planNo', 'action'] },
  planStop: { path: '/fixedtimestop', query: ['planNo'] },
  redeemWay: { path: '/redeemway', query: ['prdCode'] },
  contract: { path: '/contractSigning', query: ['prdCode'] },
  shareTypeError: { path: '/shareTypeError' },
  // My wealth (the /myHome shell)
  myWealth: { path: '/myHome' },
  currentHoldings: { path: '/currentMoreSum' },
  regularHoldings: { path: '/regularMoreSum' },
  holding: { path: '/mineRestrictNetWorth', query: ['prdCode'] },
  holdingIncomeRate: { path: '/mineRestrictNetWorthIncomeRate', query: ['prdCode'] },
  redemption: { paths: Object.values(REDEMPTION_ROUTES), query: ['prdCode', 'mode'] },
  redemptionDone: { path: '/redemptionResult', query: ['uniOrderId'] },
  fastRedemptionDone: { path: '/rapidRedemptionT', query: ['uniOrderId'] },
  redemptionRefused: { path: '/redemptionFalseResult', query: ['prdCode'] },
  fastRedemptionRefused: { path: '/rapidRedemptionF', query: ['prdCode'] },
  redemptionUnavailable: { path: '/remdFalseResult', query: ['prdCode'] },
  dividend: { path: '/dividend', query: ['prdCode'] },
  holdingDocuments: { path: '/pdfShow', query: ['prdCode'] },
  regularFamilies: { path: '/regular' satisfies typeof REGULAR_ROUTES.list },
  introduction: { path: '/introduction' satisfies typeof REGULAR_ROUTES.introduction },
  expectedHolding: { path: '/mineExcepted' satisfies typeof REGULAR_ROUTES.expected, query: ['prdCode'] },
  closedHolding: { path: '/regularClosedNetworth' satisfies typeof REGULAR_ROUTES.closed, query: ['prdCode'] },
  openHolding: { path: '/regularOpenedNetworth' satisfies typeof REGULAR_ROUTES.periodicOpen, query: ['prdCode'] },
  cycleHolding: { path: '/regularCustCycle' satisfies typeof REGULAR_ROUTES.cycle, query: ['prdCode'] },
  cycleDetail: { path: '/custCycleVoldetail' satisfies typeof REGULAR_ROUTES.cycleDetail, query: ['prdCode', 'cycleNo'] },
  profitLossIncome: { path: '/profitLossIncome' },
  dailyIncome: { path: '/mineCurrencyIncomeNew', query: ['prdCode'] },
  currencyRecord: { path: '/currencyRecord', query: ['prdCode'] },
  assetHistory: { path: '/hisAssets' },
  dividendPayouts: { path: '/interest' },
  maturityPayouts: { path: '/cash' },
  pending: { path: '/comfirmed' },
  dealHistory: { path: '/unconfirmed' },
  inTransit: { path: '/transitCash' },
  dealRecord: { paths: Object.values(DEAL_ROUTES), query: ['uniOrderId'] },
  cancelDone: { path: '/cancelResult', query: ['uniOrderId'] },
  cancelRefused: { path: '/cancelFalseResult', query: ['uniOrderId'] },
  myPlans: { path: '/myFixedTimeNetWorth' },
  planInfo: { path: '/myFixedTimeNetWorthInfo', query: ['planNo'] },
  planRecord: { path: '/fixedRecordInfoPage', query: ['planNo', 'seq'] },
  riskLevel: { path: '/risklevel' },
  answer: { path: '/answer', query: ['prdCode'] },
  statements: { path: '/statement' },
  statement: { path: '/statementDetail', query: ['sendDate'] },
  statementTransactions: { path: '/statementParticularDetail', query: ['sendDate'] },
  notFound: { path: '*' },
} as const satisfies Record<string, Route>;

/** The query parameters a route's page reads. */
export type ParamOf<R> = R extends { readonly query: readonly (infer Q extends string)[] } ? Q : never;

/** A query as a page reads it: each of its parameters, when the address has it. */
export type Query<Q extends string = string> = Partial<Record<Q, string>>;

/** The paths a route serves. */
export const pathsOf = (route: Route): readonly string[] => ('paths' in route ? route.paths : [route.path]);

/** A link to a route of one path, with the parameters its page reads (each value encoded as a URL component). */
export function linkTo<R extends Route & { readonly path: string }>(route: R, query: Query<ParamOf<R>> = {}): string {
  const pairs = Object.entries<string | undefined>(query).flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`]));
  return pairs.length > 0 ? `${route.path}?${pairs.join('&')}` : route.path;
}

/** What a page component gets: its view-model, made and loaded by the page table, the query it reads, and the table's load again. */
export interface PageProps<V, Q extends string = string> {
  viewModel: V;
  query: Query<Q>;
  /** The path it is shown at (a page may serve several). */
  path: string;
  /** 重新加载: the table's load again, with the same query. */
  reload: () => void;
}

/** The invalid-entry page shows whatever the entry decided; every other page only once the customer has entered. */
export const showsWithoutEntry = (path: string): boolean => path === ROUTES.shareTypeError.path;
