import { createElement, type ComponentType, type ReactElement } from 'react';
import type { App } from './app';
import type { DetailRoute } from '../../domain/catalog/template-route';
import type { HistoryRoute } from '../../domain/catalog/sub-pages';
import { askForDetail } from '../pages/detail/detail-requests';
import { detailPorts, pageProduct } from '../compose/first-load';
import { pathsOf, ROUTES, type PageProps, type ParamOf, type Query, type Route } from './router';

/** How a page is made, as the table writes it (`query` is the parameters its routes read). */
interface PageSpec<V, Q extends string, A> {
  /** The page's chunk: its component, loaded when the route is first shown. */
  chunk: () => Promise<ComponentType<PageProps<V, Q>>>;
  /** What the page asks the bank for as soon as its address is known, before its view-model is there. */
  ask?: (app: App, query: Query<Q>, path: string) => A;
  /** The page's view-model (its module loaded beside the chunk); a page without one loads nothing. */
  make?: (app: App, path: string) => Promise<V>;
  load?: (viewModel: V, query: Query<Q>, path: string, asked: A | undefined) => Promise<void>;
  /** The route shows once this holds, whole, instead of as soon as its chunk is there. */
  ready?: (viewModel: V) => boolean;
  /**
   * What the page does once it has been painted after a load: work that must not come before that
   * paint (Lighthouse counts whatever is asked before a page's largest paint as holding it up).
   */
  shown?: (viewModel: V) => Promise<void>;
  /** What the page does when it goes (frees what it holds). */
  leave?: (viewModel: V) => void;
}

/**
 * A page of the table, its view-model's type kept by `make` and forgotten elsewhere: the router and
 * the fast assembly handle every page alike (method parameters, so a Page<V> is a Page<unknown>).
 */
export interface Page<V = unknown> {
  readonly routes: readonly Route[];
  readonly paths: readonly string[];
  readonly params: readonly string[];
  chunk(): Promise<PageView<V>>;
  ask(app: App, query: Query, path: string): unknown;
  make(app: App, path: string): Promise<V>;
  load(viewModel: V, query: Query, path: string, asked?: unknown): Promise<void>;
  ready(viewModel: V): boolean;
  shown(viewModel: V): Promise<void>;
  leave(viewModel: V): void;
}

/** A page's component, loaded. */
export interface PageView<V> {
  render(props: PageProps<V>): ReactElement;
}

/** A page that loads nothing: its component reads its query, or the long-lived stores. */
function page<R extends Route>(route: R | readonly R[], spec: Pick<PageSpec<undefined, ParamOf<R>, undefined>, 'chunk'>): Page<undefined>;
/** A page whose view-model the table makes and loads. */
function page<R extends Route, V, A = undefined>(route: R | readonly R[], spec: PageSpec<V, ParamOf<R>, A> & Required<Pick<PageSpec<V, ParamOf<R>, A>, 'make'>>): Page<V>;
function page<R extends Route, V, A>(route: R | readonly R[], spec: PageSpec<V | undefined, ParamOf<R>, A>): Page<V | undefined> {
  const routes = (Array.isArray(route) ? route : [route]) as readonly R[];
  return {
    routes,
    paths: routes.flatMap(pathsOf),
    params: [...new Set(routes.flatMap((one) => one.query ?? []))],
    chunk: async () => {
      const component = await spec.chunk();
      return { render: (props) => createElement(component, props) };
    },
    ask: (app, query, path) => spec.ask?.(app, query, path),
    make: async (app, path) => spec.make?.(app, path),
    load: async (viewModel, query, path, asked) => spec.load?.(viewModel, query, path, asked as A | undefined),
    ready: (viewModel) => spec.ready?.(viewModel) ?? true,
    shown: async (viewModel) => spec.shown?.(viewModel),
    leave: (viewModel) => spec.leave?.(viewModel),
  };
}

const purchaseResults = () => import('../pages/purchase/PurchaseResultPages');
const planForms = () => import('../pages/plan/PlanFormPage');
const planResults = () => import('../pages/plan/PlanResultPages');
const myPlans = () => import('../pages/plan/MyPlansPages');
const holdingLists = () => import('../pages/wealth/HoldingsListPage');
const redemptionResults = () => import('../pages/wealth/RedemptionResultPages');
const regularPages = () => import('../pages/regular/RegularPages');
const payoutPages = () => import('../pages/income/PayoutPages');
const cancelResults = () => import('../pages/records/CancelResultPages');
const statementPages = () => import('../pages/statements/StatementPages');

// The view-models, made by the UI's composition root (src/ui/compose), one module per area.
const browseModels = () => import('../compose/browse');
const detailModels = () => import('../compose/detail');
const moreInfoModels = () => import('../compose/more-info');
const purchaseModels = () => import('../compose/purchase');
const planModels = () => import('../compose/plans');
const wealthModels = () => import('../compose/wealth');
const regularModels = () => import('../compose/regular');
const incomeModels = () => import('../compose/income');
const recordModels = () => import('../compose/records');
const riskModels = () => import('../compose/risk');
const statementModels = () => import('../compose/statements');

/**
 * The page table: every route the store serves (ROUTES), the page it shows (a chunk of its own; a
 * first screen's HTML names its pages' chunks, first-screens.ts) and how that page's data loads.
 * The router is built from it (app-router.tsx) and the fast assembly opens pages through it.
 */
export const PAGES = {
  // ---- browse and detail ------------------------------------------------------------------------
  home: page(ROUTES.home, {
    chunk: async () => (await import('../pages/browse/HomePage')).HomePage,
    make: async (app) => (app.stores.home ??= (await browseModels()).homeList(app)),
    load: (home) => home.open(),
  }),
  list: page(ROUTES.list, {
    chunk: async () => (await import('../pages/browse/ProductListPage')).default,
    make: async (app) => (await browseModels()).productList(app),
    load: (list, { kind }) => list.showKind(kind === 'demand' ? 'demand' : 'term'),
  }),
  oneMinute: page(ROUTES.oneMinute, { chunk: async () => (await import('../pages/browse/OneMinutePage')).default }),
  productLink: page(ROUTES.productLink, {
    chunk: async () => (await import('../pages/detail/WxPrdDetailPage')).default,
    make: async (app) => (await detailModels()).productOpener(app),
    load: (opener, { prdCode }) => opener.open(prdCode),
  }),
  // The product and what the page shows beside it are asked for as soon as the address is known,
  // while the page's chunk (its view-model with it) is on its way; the page then renders whole.
  detail: page(ROUTES.detail, {
    chunk: async () => (await import('../pages/detail/DetailPage')).default,
    ask: (app, { prdCode }, path) => askForDetail(detailPorts(app), prdCode, path as DetailRoute),
    make: async (app) => (await detailModels()).detail(app),
    load: (detail, { prdCode }, path, asked) => detail.load(prdCode, path as DetailRoute, asked),
    ready: (detail) => detail.state !== 'loading',
    shown: (detail) => detail.shown(),
  }),
  synopsis: page(ROUTES.synopsis, {
    chunk: async () => (await import('../pages/detail/sub/SynopsisPage')).default,
    make: async (app) => (await moreInfoModels()).synopsis(app),
    load: (synopsis, { prdCode }) => synopsis.load(prdCode),
  }),
  tradeRules: page(ROUTES.tradeRules, {
    chunk: async () => (await import('../pages/detail/sub/TradeRulePage')).default,
    make: async (app) => (await moreInfoModels()).tradeRules(app),
    load: (rules, { prdCode }) => rules.load(prdCode),
  }),
  fees: page(ROUTES.fees, {
    chunk: async () => (await import('../pages/detail/sub/FeesPage')).default,
    make: async (app) => (await moreInfoModels()).fees(app),
    load: (fees, { prdCode }) => fees.load(prdCode),
  }),
  history: page(ROUTES.history, {
    chunk: async () => (await import('../pages/detail/sub/HistoryPage')).default,
    make: async (app, path) => (await moreInfoModels()).history(app, path as HistoryRoute),
    load: (history, { prdCode }) => history.load(prdCode),
  }),
  contrast: page(ROUTES.contrast, {
    chunk: async () => (await import('../pages/detail/sub/ContrastPage')).default,
    make: async (app) => (await moreInfoModels()).contrast(app),
    load: (contrast, { seriesCode, prdCode }) => contrast.load(seriesCode, prdCode),
  }),
  document: page(ROUTES.document, {
    chunk: async () => (await import('../pages/detail/pdf/PdfPage')).default,
    make: async (app) => (await moreInfoModels()).pdf(app),
    load: (reader, query) => reader.load(query),
    leave: (reader) => reader.close(),
  }),
  // ---- purchase, plans, contract, maturity ------------------------------------------------------
  buy: page(ROUTES.buy, {
    chunk: async () => (await import('../pages/purchase/BuyPage')).default,
    // The product is asked for as soon as the address is known, while the page's chunk is on its way.
    ask: (app, { prdCode }) => pageProduct(app).load(prdCode),
    make: async (app) => (await purchaseModels()).buy(app),
    load: (buy, { prdCode }, _path, asked) => buy.load(prdCode, asked),
  }),
  placed: page(ROUTES.purchasePlaced, {
    chunk: async () => (await purchaseResults()).PurchasePlacedPage,
    make: async (app) => (await purchaseModels()).placedOrder(app),
    load: (placed, { uniOrderId }) => placed.load(uniOrderId ?? ''),
  }),
  purchaseFailed: page(ROUTES.purchaseFailed, { chunk: async () => (await purchaseResults()).PurchaseFailedPage }),
  newPlan: page(ROUTES.newPlan, {
    chunk: async () => (await planForms()).PlanFormPage,
    make: async (app) => (await planModels()).planForm(app, 'add'),
    load: (form, { prdCode }) => form.load(prdCode),
  }),
  changePlan: page(ROUTES.changePlan, {
    chunk: async () => (await planForms()).PlanFormPage,
    make: async (app) => (await planModels()).planForm(app, 'update'),
    load: (form, { planNo }) => form.load(planNo),
  }),
  planDone: page(ROUTES.planDone, {
    chunk: async () => (await planResults()).PlanDonePage,
    make: async (app) => (await planModels()).planDone(app),
    load: (done, { planNo }) => done.load(planNo),
  }),
  planStop: page(ROUTES.planStop, {
    chunk: async () => (await planResults()).PlanStopPage,
    make: async (app) => (await planModels()).planStop(app),
    load: (stop, { planNo }) => stop.load(planNo),
  }),
  redeemWay: page(ROUTES.redeemWay, {
    chunk: async () => (await import('../pages/maturity/RedeemWayPage')).default,
    make: async (app) => (await import('../compose/maturity')).redeemWay(app),
    load: (redeemWay, { prdCode }) => redeemWay.load(prdCode),
  }),
  contract: page(ROUTES.contract, {
    chunk: async () => (await import('../pages/contract/ContractSigningPage')).default,
    make: async (app) => (await import('../compose/contract')).contractSigning(app),
    load: (contract, { prdCode }) => contract.load(prdCode),
  }),
  shareTypeError: page(ROUTES.shareTypeError, { chunk: async () => (await import('../pages/entry/ShareTypeErrorPage')).default }),
  // ---- my wealth: holdings, redemption, regular holdings -----------------------------------------
  myWealth: page(ROUTES.myWealth, {
    chunk: async () => (await import('../pages/wealth/MyWealthPage')).default,
    make: async (app) => (await wealthModels()).myWealth(app),
    load: (myWealth) => myWealth.load(),
  }),
  currentHoldings: page(ROUTES.currentHoldings, {
    chunk: async () => (await holdingLists()).default,
    make: async (app) => (await wealthModels()).holdingsList(app, '0'),
    load: (list) => list.load(),
  }),
  regularHoldings: page(ROUTES.regularHoldings, {
    chunk: async () => (await holdingLists()).default,
    make: async (app) => (await wealthModels()).holdingsList(app, '1'),
    load: (list) => list.load(),
  }),
  holding: page([ROUTES.holding, ROUTES.holdingIncomeRate], {
    chunk: async () => (await import('../pages/wealth/HoldingPage')).HoldingPage,
    make: async (app) => (await wealthModels()).holding(app),
    load: (holding, { prdCode }) => holding.load(prdCode),
  }),
  redemption: page(ROUTES.redemption, {
    chunk: async () => (await import('../pages/wealth/RedemptionPage')).default,
    make: async (app) => (await wealthModels()).redemption(app),
    load: (redemption, { prdCode, mode }) => redemption.load(prdCode, mode === 'fast'),
  }),
  redemptionDone: page([ROUTES.redemptionDone, ROUTES.fastRedemptionDone], {
    chunk: async () => (await redemptionResults()).RedemptionDonePage,
    make: async (app) => (await wealthModels()).redemptionDone(app),
    load: (done, { uniOrderId }) => done.load(uniOrderId),
  }),
  redemptionRefused: page([ROUTES.redemptionRefused, ROUTES.fastRedemptionRefused], { chunk: async () => (await redemptionResults()).RedemptionRefusedPage }),
  redemptionUnavailable: page(ROUTES.redemptionUnavailable, {
    chunk: async () => (await redemptionResults()).RedemptionUnavailablePage,
    make: async (app) => (await wealthModels()).holding(app),
    load: (holding, { prdCode }) => holding.load(prdCode),
  }),
  dividend: page(ROUTES.dividend, {
    chunk: async () => (await import('../pages/wealth/DividendPage')).default,
    make: async (app) => (await wealthModels()).dividend(app),
    load: (dividend, { prdCode }) => dividend.load(prdCode),
  }),
  holdingDocuments: page(ROUTES.holdingDocuments, {
    chunk: async () => (await import('../pages/wealth/HoldingDocumentsPage')).default,
    make: async (app) => (await moreInfoModels()).holdingDocuments(app),
    load: (documents, { prdCode }) => documents.load(prdCode),
  }),
  regularFamilies: page(ROUTES.regularFamilies, {
    chunk: async () => (await regularPages()).RegularFamiliesPage,
    make: async (app) => (await regularModels()).regularHoldings(app),
    load: (families) => families.load(),
  }),
  introduction: page(ROUTES.introduction, { chunk: async () => (await regularPages()).IntroductionPage }),
  familyHolding: page([ROUTES.expectedHolding, ROUTES.closedHolding, ROUTES.openHolding, ROUTES.cycleHolding], {
    chunk: async () => (await regularPages()).FamilyHoldingPage,
    make: async (app, path) => (await regularModels()).familyHolding(app, path),
    load: (family, { prdCode }) => family.load(prdCode),
  }),
  cycleDetail: page(ROUTES.cycleDetail, {
    chunk: async () => (await regularPages()).CycleDetailPage,
    make: async (app) => (await regularModels()).cycleDetail(app),
    load: (cycle, { prdCode, cycleNo }) => cycle.load(prdCode, cycleNo),
  }),
  // ---- income and payouts -----------------------------------------------------------------------
  profitLossIncome: page(ROUTES.profitLossIncome, {
    chunk: async () => (await import('../pages/income/ProfitLossIncomePage')).default,
    make: async (app) => (await incomeModels()).incomeByHolding(app),
    load: (income) => income.load(),
  }),
  dailyIncome: page([ROUTES.dailyIncome, ROUTES.currencyRecord], {
    chunk: async () => (await import('../pages/income/DailyIncomePages')).DailyIncomePage,
    make: async (app, path) => (await incomeModels()).dailyIncome(app, path === ROUTES.currencyRecord.path ? 'currency' : 'daily'),
    load: (daily, { prdCode }) => daily.load(prdCode),
  }),
  assetHistory: page(ROUTES.assetHistory, {
    chunk: async () => (await import('../pages/income/HisAssetsPage')).default,
    make: async (app) => (await incomeModels()).assetHistory(app),
    load: (assets) => assets.load(),
  }),
  dividendPayouts: page(ROUTES.dividendPayouts, {
    chunk: async () => (await payoutPages()).DividendPayoutsPage,
    make: async (app) => (await incomeModels()).dividends(app),
    load: (payouts) => payouts.load(),
  }),
  maturityPayouts: page(ROUTES.maturityPayouts, {
    chunk: async () => (await payoutPages()).MaturityPayoutsPage,
    make: async (app) => (await incomeModels()).maturityPayouts(app),
    load: (payouts) => payouts.load(),
  }),
  // ---- records and 撤单 ------------------------------------------------------------------------
  pending: page(ROUTES.pending, {
    chunk: async () => (await import('../pages/records/PendingRecordsPage')).default,
    make: async (app) => (await recordModels()).pendingRecords(app),
    load: (pending) => pending.load(),
  }),
  dealHistory: page(ROUTES.dealHistory, {
    chunk: async () => (await import('../pages/records/DealHistoryPage')).default,
    make: async (app) => (await recordModels()).dealHistory(app),
    load: (history) => history.open(),
  }),
  inTransit: page(ROUTES.inTransit, {
    chunk: async () => (await import('../pages/records/InTransitPage')).default,
    make: async (app) => (await recordModels()).inTransit(app),
    load: (inTransit) => inTransit.load(),
  }),
  dealRecord: page(ROUTES.dealRecord, {
    chunk: async () => (await import('../pages/records/DealRecordPage')).default,
    make: async (app) => (await recordModels()).dealRecord(app),
    load: (record, { uniOrderId }) => record.load(uniOrderId),
  }),
  cancelDone: page(ROUTES.cancelDone, {
    chunk: async () => (await cancelResults()).CancelDonePage,
    make: async (app) => (await recordModels()).cancelResult(app),
    load: (done, { uniOrderId }) => done.load(uniOrderId),
  }),
  cancelRefused: page(ROUTES.cancelRefused, { chunk: async () => (await cancelResults()).CancelFailedPage }),
  // ---- 我的定投, risk, statements -----------------------------------------------------------------
  myPlans: page(ROUTES.myPlans, {
    chunk: async () => (await myPlans()).MyPlansPage,
    make: async (app) => (await planModels()).myPlans(app),
    load: (plans) => plans.load(),
  }),
  planInfo: page(ROUTES.planInfo, {
    chunk: async () => (await myPlans()).PlanInfoPage,
    make: async (app) => (await planModels()).planInfo(app),
    load: (plan, { planNo }) => plan.load(planNo),
  }),
  planRecord: page(ROUTES.planRecord, {
    chunk: async () => (await myPlans()).PlanRecordPage,
    make: async (app) => (await planModels()).planRecord(app),
    load: (record, { planNo, seq }) => record.load(planNo, seq),
  }),
  riskLevel: page(ROUTES.riskLevel, {
    chunk: async () => (await import('../pages/risk/RiskLevelPage')).default,
    make: async (app) => (await riskModels()).riskLevel(app),
    load: (level) => level.load(),
  }),
  answer: page(ROUTES.answer, {
    chunk: async () => (await import('../pages/risk/AnswerPage')).default,
    make: async (app) => (await riskModels()).answer(app),
    load: (answer, { prdCode }) => answer.load(prdCode),
  }),
  statements: page(ROUTES.statements, {
    chunk: async () => (await statementPages()).StatementListPage,
    make: async (app) => (await statementModels()).statementList(app),
    load: (statements) => statements.load(),
  }),
  statement: page(ROUTES.statement, {
    chunk: async () => (await statementPages()).StatementDetailPage,
    make: async (app) => (await statementModels()).statementDetail(app),
    load: (statement, { sendDate }) => statement.load(sendDate),
  }),
  statementTransactions: page(ROUTES.statementTransactions, {
    chunk: async () => (await statementPages()).StatementTransactionsPage,
    make: async (app) => (await statementModels()).statementTransactions(app),
    load: (transactions, { sendDate }) => transactions.load(sendDate),
  }),
  notFound: page(ROUTES.notFound, { chunk: async () => (await import('../pages/entry/NotFoundPage')).default }),
};

export type PageName = keyof typeof PAGES;

/** The view-model a page of the table makes. */
export type ViewModelOf<P> = P extends Page<infer V> ? V : never;
