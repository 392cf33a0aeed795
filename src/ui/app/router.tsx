import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DETAIL_ROUTES, type DetailRoute } from '../../domain/catalog/template-route';
import { HISTORY_ROUTES, SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from '../../domain/catalog/sub-pages';
import { REDEMPTION_ROUTES } from '../../domain/holdings/redemption-route';
import { DEAL_ROUTES } from '../../domain/holdings/deal';
import { HomePage } from '../pages/browse/HomePage';
import { Spinner } from '../components/LoadingIndicator';
import { StoreShell } from './StoreShell';
import type { Resolve } from '../../application/tokens';
import { askForDetail, detailPorts } from '../pages/detail/detail-requests';
import { nextTask } from '../components/pause';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page in a chunk of its own, loaded by the router before it shows the route (React Router's
 * route `lazy`): on a first load the chunk is fetched alongside the entry's work, and the page
 * renders once, whole, instead of suspending (React holds a revealed Suspense boundary back for
 * up to 300 ms); on a tap the current page stays until the next one is ready.
 */
const lazyPage = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A lazy page that is one of a module's named exports (a module with several pages). */
const lazyNamed = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
const purchaseResults = () => import('../pages/purchase/PurchaseResultPages');
const planForms = () => import('../pages/plan/PlanFormPage');
const planResults = () => import('../pages/plan/PlanResultPages');
const myPlans = () => import('../pages/plan/MyPlansPages');
const statementPages = () => import('../pages/statements/StatementPages');
const holdingLists = () => import('../pages/wealth/HoldingsListPage');
const holdingPages = () => import('../pages/wealth/HoldingPage');
const redemptionResults = () => import('../pages/wealth/RedemptionResultPages');
const redemptionPage = () => import('../pages/wealth/RedemptionPage');
const cancelResults = () => import('../pages/records/CancelResultPages');
const regularPages = () => import('../pages/regular/RegularPages');
const dailyIncomePages = () => import('../pages/income/DailyIncomePages');
const payoutPages = () => import('../pages/income/PayoutPages');

/** One lazy page on each of several routes (the per-type sub pages of SPEC §2). */
const lazyPages = (paths: readonly string[], load: () => PageModule): RouteObject[] => paths.map((path) => ({ path, ...lazyPage(load) }));

/**
 * The route's loader asks for the product, and for what the page shows beside it, as soon as the
 * address is known, while the page's chunk (its view-model with it) is still on its way: a shared
 * link's first load then waits for one round trip, not two in a row. Until both are there the
 * current page stays (on a first load, the loading indicator).
 */
const detailRoute = (route: DetailRoute, resolve: Resolve): RouteObject => ({
  path: route,
  loader: async ({ request }) => {
    // Not in the task that starts the router: on a phone each is long enough alone.
    await nextTask();
    const prdCode = new URL(request.url).searchParams.get('prdCode') ?? undefined;
    const asked = askForDetail(detailPorts(resolve), prdCode, route);
    return (await import('../pages/detail/detail-view-model')).openDetailPage(resolve, route, prdCode, asked);
  },
  lazy: async () => {
    const { default: DetailPage } = await import('../pages/detail/DetailPage');
    return { element: <DetailPage route={route} /> };
  },
});

/** SPEC §2 routes built so far. The home list is in the entry chunk (it is the first paint); the rest load per route. */
const storeRoutes = (resolve: Resolve): RouteObject[] => [
  {
    element: <StoreShell />,
    // A first load of a lazy page: the indicator until its chunk is there.
    HydrateFallback: Spinner,
    children: [
      { index: true, element: <HomePage /> },
      { path: '/list', ...lazyPage(() => import('../pages/browse/ProductListPage')) },
      { path: '/onemtufm', ...lazyPage(() => import('../pages/browse/OneMinutePage')) },
      { path: '/wxPrdDetail', ...lazyPage(() => import('../pages/detail/WxPrdDetailPage')) },
      ...DETAIL_ROUTES.map((route) => detailRoute(route, resolve)),
      ...lazyPages(SYNOPSIS_ROUTES, () => import('../pages/detail/sub/SynopsisPage')),
      ...lazyPages(TRADE_RULE_ROUTES, () => import('../pages/detail/sub/TradeRulePage')),
      { path: '/poundage', ...lazyPage(() => import('../pages/detail/sub/FeesPage')) },
      ...lazyPages(HISTORY_ROUTES, () => import('../pages/detail/sub/HistoryPage')),
      { path: '/contrast', ...lazyPage(() => import('../pages/detail/sub/ContrastPage')) },
      { path: '/pdf', ...lazyPage(() => import('../pages/detail/pdf/PdfPage')) },
      { path: '/buy', ...lazyPage(() => import('../pages/purchase/BuyPage')) },
      { path: '/cntranprocess', ...lazyNamed(purchaseResults, (m) => m.PurchasePlacedPage) },
      { path: '/purchaseFailed', ...lazyNamed(purchaseResults, (m) => m.PurchaseFailedPage) },
      { path: '/fixedtime', ...lazyNamed(planForms, (m) => m.NewPlanPage) },
      { path: '/fixedtimeupdate', ...lazyNamed(planForms, (m) => m.ChangePlanPage) },
      { path: '/fixedtimesuccess', ...lazyNamed(planResults, (m) => m.PlanDonePage) },
      { path: '/fixedtimestop', ...lazyNamed(planResults, (m) => m.PlanStopPage) },
      // My wealth's fixed-amount plans (SPEC §2): 我的定投, a plan, one instalment.
      { path: '/myFixedTimeNetWorth', ...lazyNamed(myPlans, (m) => m.MyPlansPage) },
      { path: '/myFixedTimeNetWorthInfo', ...lazyNamed(myPlans, (m) => m.PlanInfoPage) },
      { path: '/fixedRecordInfoPage', ...lazyNamed(myPlans, (m) => m.PlanRecordPage) },
      // My wealth (SPEC §2, the /myHome shell).
      { path: '/myHome', ...lazyPage(() => import('../pages/wealth/MyWealthPage')) },
      { path: '/currentMoreSum', ...lazyNamed(holdingLists, (m) => m.CurrentHoldingsPage) },
      { path: '/regularMoreSum', ...lazyNamed(holdingLists, (m) => m.RegularHoldingsPage) },
      { path: '/mineRestrictNetWorth', ...lazyNamed(holdingPages, (m) => m.HoldingSharePage) },
      { path: '/mineRestrictNetWorthIncomeRate', ...lazyNamed(holdingPages, (m) => m.HoldingIncomeRatePage) },
      ...lazyPages(Object.values(REDEMPTION_ROUTES), redemptionPage),
      { path: '/redemptionResult', ...lazyNamed(redemptionResults, (m) => m.RedemptionDonePage) },
      { path: '/rapidRedemptionT', ...lazyNamed(redemptionResults, (m) => m.FastRedemptionDonePage) },
      { path: '/redemptionFalseResult', ...lazyNamed(redemptionResults, (m) => m.RedemptionRefusedPage) },
      { path: '/rapidRedemptionF', ...lazyNamed(redemptionResults, (m) => m.FastRedemptionRefusedPage) },
      { path: '/remdFalseResult', ...lazyNamed(redemptionResults, (m) => m.RedemptionUnavailablePage) },
      { path: '/dividend', ...lazyPage(() => import('../pages/wealth/DividendPage')) },
      { path: '/pdfShow', ...lazyPage(() => import('../pages/wealth/HoldingDocumentsPage')) },
      // Regular (定期) holdings by family (SPEC §2 "Regular products").
      { path: '/regular', ...lazyNamed(regularPages, (m) => m.RegularFamiliesPage) },
      { path: '/introduction', ...lazyNamed(regularPages, (m) => m.IntroductionPage) },
      { path: '/mineExcepted', ...lazyNamed(regularPages, (m) => m.ExpectedHoldingPage) },
      { path: '/regularClosedNetworth', ...lazyNamed(regularPages, (m) => m.ClosedHoldingPage) },
      { path: '/regularOpenedNetworth', ...lazyNamed(regularPages, (m) => m.OpenHoldingPage) },
      { path: '/regularCustCycle', ...lazyNamed(regularPages, (m) => m.CycleHoldingPage) },
      { path: '/custCycleVoldetail', ...lazyNamed(regularPages, (m) => m.CycleDetailPage) },
      // Income, assets and payouts (SPEC §2).
      { path: '/profitLossIncome', ...lazyPage(() => import('../pages/income/ProfitLossIncomePage')) },
      { path: '/mineCurrencyIncomeNew', ...lazyNamed(dailyIncomePages, (m) => m.DailyIncomePage) },
      { path: '/currencyRecord', ...lazyNamed(dailyIncomePages, (m) => m.CurrencyRecordPage) },
      { path: '/hisAssets', ...lazyPage(() => import('../pages/income/HisAssetsPage')) },
      { path: '/interest', ...lazyNamed(payoutPages, (m) => m.DividendPayoutsPage) },
      { path: '/cash', ...lazyNamed(payoutPages, (m) => m.MaturityPayoutsPage) },
      { path: '/redeemway', ...lazyPage(() => import('../pages/maturity/RedeemWayPage')) },
      { path: '/comfirmed', ...lazyPage(() => import('../pages/records/PendingRecordsPage')) },
      // Transactions and records (SPEC §2): the record list, in transit, one record page on five routes, the cancel results.
      { path: '/unconfirmed', ...lazyPage(() => import('../pages/records/DealHistoryPage')) },
      { path: '/transitCash', ...lazyPage(() => import('../pages/records/InTransitPage')) },
      ...lazyPages(Object.values(DEAL_ROUTES), () => import('../pages/records/DealRecordPage')),
      { path: '/cancelResult', ...lazyNamed(cancelResults, (m) => m.CancelDonePage) },
      { path: '/cancelFalseResult', ...lazyNamed(cancelResults, (m) => m.CancelFailedPage) },
      { path: '/contractSigning', ...lazyPage(() => import('../pages/contract/ContractSigningPage')) },
      { path: '/answer', ...lazyPage(() => import('../pages/risk/AnswerPage')) },
      { path: '/risklevel', ...lazyPage(() => import('../pages/risk/RiskLevelPage')) },
      { path: '/statement', ...lazyNamed(statementPages, (m) => m.StatementListPage) },
      { path: '/statementDetail', ...lazyNamed(statementPages, (m) => m.StatementDetailPage) },
      { path: '/statementParticularDetail', ...lazyNamed(statementPages, (m) => m.StatementTransactionsPage) },
      { path: '/shareTypeError', ...lazyPage(() => import('../pages/entry/ShareTypeErrorPage')) },
      { path: '*', ...lazyPage(() => import('../pages/entry/NotFoundPage')) },
    ],
  },
];

export const createAppRouter = (resolve: Resolve) => createBrowserRouter(storeRoutes(resolve));
