import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MessagingLogin, Navigator, Notifier, Query } from '../../../../src/application/ports/interaction';
import { type Resolve, TOKENS } from '../../../../src/application/tokens';
import { DETAIL_ROUTES, type DetailRoute } from '../../../../src/domain/catalog/template-route';
import type { Product, ProductKind } from '../../../../src/domain/catalog/product';
import { yieldTextOf } from '../../../../src/domain/catalog/product-texts';
import { buildContainer } from '../../../../src/infrastructure/di/container';
import { MemorySessionStore } from '../../../../src/infrastructure/in-memory/memory-session-store';
import { MemoryPreferences } from '../../../../src/infrastructure/in-memory/memory-preferences';
import { ELDER_TEXT } from '../../../../src/ui/components/elder-texts';
import type { ElderLayoutView } from '../../tasks/views';
import { cryptoIds, systemClock } from '../../../../src/infrastructure/system/system-adapters';
import { BrowserStandInBridge } from '../../../../src/infrastructure/bridge/browser-stand-in-bridge';
import { withQuery } from '../../../../src/infrastructure/ui-adapters/browser-navigation';
import { credentialsIn } from '../../credentials';
import { createUiStores, type UiStores } from '../../../../src/ui/app/ui-stores';
import { BROWSE_TEXT } from '../../../../src/ui/pages/browse/browse-texts';
import { createProductListViewModel, type ProductListViewModel } from '../../../../src/ui/pages/browse/product-list-view-model';
import { createDetailViewModel, type DetailViewModel } from '../../../../src/ui/pages/detail/detail-view-model';
import { CHART_TEXT, CYCLES_TEXT, DOCUMENTS_TEXT, ELEMENTS_TEXT, PAST_PERFORMANCE_CAVEAT, TIER_CHART_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import type { PerformanceChartModel } from '../../../../src/ui/pages/detail/performance-chart-model';
import { tierBarsOf } from '../../../../src/domain/catalog/chart-data';
import { documentPageQuery } from '../../../../src/domain/catalog/document-address';
import { PdfJsDocumentRenderer, type PdfEngine } from '../../../../src/infrastructure/pdf/pdfjs-document-renderer';
import { createPdfViewModel, type PdfViewModel } from '../../../../src/ui/pages/detail/pdf/pdf-view-model';
import { BENCHMARK_BASIS_TEXT, DETAIL_TEXT, DETAIL_TITLES, RISK_WARNING_TEXT, TIER_TEXT, TRADE_RULES_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import { createProductOpenerViewModel, type ProductOpenerViewModel } from '../../../../src/ui/pages/detail/product-opener-view-model';
import { formatYuan } from '../../../../src/domain/money/money';
import { createBuyViewModel, type BuyViewModel } from '../../../../src/ui/pages/purchase/buy-view-model';
import { BUY_TEXT, GATE_TEXT, RESULT_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { DIALOG_TEXT } from '../../../../src/domain/errors/messages';
import { createContractSigningViewModel, type ContractSigningViewModel } from '../../../../src/ui/pages/contract/contract-signing-view-model';
import { createAnswerViewModel, type AnswerViewModel } from '../../../../src/ui/pages/risk/answer-view-model';
import { RISK_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import { keptRefusal } from '../../../../src/ui/pages/records/cancel-results';
import { createPendingRecordsViewModel, type PendingRecordsViewModel } from '../../../../src/ui/pages/records/pending-records-view-model';
import { PENDING_TEXT } from '../../../../src/ui/pages/records/records-texts';
import { dealSize } from '../../../../src/ui/pages/records/deal-rows';
import { createPlacedOrderViewModel, type PlacedOrderViewModel } from '../../../../src/ui/pages/purchase/placed-order-view-model';
import { createPlanFormViewModel, type PlanFormViewModel } from '../../../../src/ui/pages/plan/plan-form-view-model';
import { createPlanStopViewModel, type PlanStopViewModel } from '../../../../src/ui/pages/plan/plan-stop-view-model';
import { PLAN_PAGE_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
import { planRows } from '../../../../src/ui/pages/plan/plan-rows';
import { createRedeemWayViewModel, type RedeemWayViewModel } from '../../../../src/ui/pages/maturity/redeem-way-view-model';
import { REDEEM_WAY_TEXT } from '../../../../src/ui/pages/maturity/redeem-way-texts';
import { MATURITY_TEXT, type MaturityWay } from '../../../../src/domain/purchase/maturity';
import { PLAN_TEXT, planDays, type Plan, type PlanPeriod } from '../../../../src/domain/purchase/plan';
import type { BuyNoticeView } from '../../tasks/views';
import OneMinutePage from '../../../../src/ui/pages/browse/OneMinutePage';
import ShareTypeErrorPage from '../../../../src/ui/pages/entry/ShareTypeErrorPage';
import { type BankAnswer, payloadOf } from '../../bank-answer';
import type { Tasks } from '../../tasks';
import type { ChartView, DetailSectionName, DetailView, DialogView, FaultRule, ProductKindName, ProductSummaryView, SectionName } from '../../tasks/views';
import { publishedRecord } from '../../published-texts';
import { InProcessBank } from './in-process-bank';
import type { Share } from '../../../../src/infrastructure/share/messaging-share';
// my wealth: holdings, redemption, dividends
import { createMyWealthViewModel, SECTION_SIZE, type MyWealthViewModel } from '../../../../src/ui/pages/wealth/holdings-view-model';
import { createHoldingViewModel, type HoldingViewModel } from '../../../../src/ui/pages/wealth/holding-view-model';
import { createRedemptionViewModel, type RedemptionViewModel } from '../../../../src/ui/pages/wealth/redemption-view-model';
import { createRedemptionDoneViewModel, type RedemptionDoneViewModel } from '../../../../src/ui/pages/wealth/redemption-done-view-model';
import { createDividendViewModel, type DividendViewModel } from '../../../../src/ui/pages/wealth/dividend-view-model';
import { createHoldingDocumentsViewModel, type HoldingDocumentsViewModel } from '../../../../src/ui/pages/wealth/holding-documents-view-model';
import { holdingActions, holdingRows, redemptionRows } from '../../../../src/ui/pages/wealth/holding-rows';
import { REDEEM_RESULT_TEXT, REDEEM_TEXT, WEALTH_TEXT } from '../../../../src/ui/pages/wealth/wealth-texts';
import { REDEMPTION_ROUTES } from '../../../../src/domain/holdings/redemption-route';
import { DIVIDEND_TEXTS } from '../../../../src/domain/catalog/product-texts';
import type { DivMode } from '../../../../src/domain/purchase/order';
// helper A: the detail page's sub pages
import type { MoreInfoLinkView, SubPageView } from '../../tasks/views';
import { feeGroupsOf, moreInfoLinks } from '../../../../src/domain/catalog/more-info';
import type { FeeLine, SynopsisSection } from '../../../../src/domain/catalog/published';
import type { Loadable } from '../../../../src/ui/components/loadable';
import { MORE_INFO_TEXT, PAST_PERFORMANCE_CAVEAT as SYNOPSIS_CAVEAT } from '../../../../src/ui/pages/detail/detail-texts';
import { createSubPageViewModel, type SubPageViewModel } from '../../../../src/ui/pages/detail/sub/sub-page-view-model';
import { SUB_PAGE_CONTENT, subPageContentOf } from '../../../../src/ui/pages/detail/sub/sub-page-content';
import { FEES_TEXT, SUB_PAGE_TEXT, SYNOPSIS_TEXT } from '../../../../src/ui/pages/detail/sub/sub-page-texts';
// helper B: history yields and /contrast
import type { ContrastView, HistoryKindName, HistoryView } from '../../tasks/views';
import { HISTORY_SOURCES, type HistoryRoute } from '../../../../src/domain/catalog/sub-pages';
import { createHistoryViewModel, type HistoryViewModel } from '../../../../src/ui/pages/detail/sub/history-view-model';
import { createContrastViewModel, type ContrastViewModel } from '../../../../src/ui/pages/detail/sub/contrast-view-model';
import { CONTRAST_TEXT, HISTORY_TEXT } from '../../../../src/ui/pages/detail/sub/history-texts';
import { historyRouteFor } from '../../history-routes';
// my wealth: the risk level and the statements
import type { RiskLevelView, StatementDetailView, StatementListView, StatementTransactionsView } from '../../tasks/views';
import type { Money } from '../../../../src/domain/money/money';
import { statementTitle } from '../../../../src/domain/statements/statement';
import { createRiskLevelViewModel, type RiskLevelViewModel } from '../../../../src/ui/pages/risk/risk-level-view-model';
import { RISK_LEVEL_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import {
  createStatementDetailViewModel, createStatementListViewModel, createStatementTransactionsViewModel,
  type StatementDetailViewModel, type StatementListViewModel, type StatementMonthViewModel, type StatementTransactionsViewModel,
} from '../../../../src/ui/pages/statements/statements-view-model';
import { STATEMENT_TEXT } from '../../../../src/ui/pages/statements/statement-texts';
// records: /unconfirmed, /transitCash, the record pages, 撤单 (features/records.feature)
import type { DealHistoryView, DealRecordView } from '../../tasks/views';
import { DEAL_ROUTES, dealRouteOf, type Deal, type DealRoute } from '../../../../src/domain/holdings/deal';
import { maskCard } from '../../../../src/domain/identity/masking';
import { createDealHistoryViewModel, type DealHistoryViewModel } from '../../../../src/ui/pages/records/deal-history-view-model';
import { createInTransitViewModel, type InTransitViewModel } from '../../../../src/ui/pages/records/in-transit-view-model';
import { createDealRecordViewModel, type DealRecordViewModel } from '../../../../src/ui/pages/records/deal-record-view-model';
import { createCancelResultViewModel, type CancelResultViewModel } from '../../../../src/ui/pages/records/cancel-result-view-model';
import type { DealCancelling } from '../../../../src/ui/pages/records/deal-cancelling';
import { yuanText } from '../../../../src/ui/pages/records/deal-rows';
import { CANCEL_FLOW_TEXT, HISTORY_RECORDS_TEXT, RECORD_TEXT, TRANSIT_TEXT } from '../../../../src/ui/pages/records/records-texts';
// income, assets and payouts (features/income.feature)
import type { HoldingIncomeName, IncomePageName, IncomePageView } from '../../tasks/views';
import { HOLDING_INCOME_ROUTES, INCOME_PAGES, incomeShortcutRoute } from '../../income-routes';
import {
  createAssetHistoryViewModel, createDailyIncomeViewModel, createDividendsViewModel, createIncomeByHoldingViewModel, createMaturityPayoutsViewModel,
  type AssetHistoryViewModel, type DailyIncomeViewModel, type IncomeByHoldingViewModel, type PayoutsViewModel,
} from '../../../../src/ui/pages/income/income-view-models';
import { ASSET_COLUMNS, byHoldingRows, dailyIncomeColumns, dividendRows, maturityRows, type Column } from '../../../../src/ui/pages/income/income-rows';
import { ASSETS_TEXT, BY_HOLDING_TEXT, DAILY_INCOME_TEXT, DIVIDENDS_TEXT, MATURITY_PAYOUT_TEXT } from '../../../../src/ui/pages/income/income-texts';
import type { DividendPayout, MaturityPayout } from '../../../../src/domain/holdings/payouts';
// my wealth: 我的定投 (features/plan-records.feature)
import type { MyPlansView, PlanInfoView, PlanRecordView } from '../../tasks/views';
import { recordStatusText } from '../../../../src/domain/purchase/plan';
import {
  createMyPlansViewModel, createPlanInfoViewModel, createPlanRecordViewModel, type MyPlansViewModel, type PlanInfoViewModel, type PlanRecordViewModel,
} from '../../../../src/ui/pages/plan/my-plans-view-model';
import { MY_PLAN_ROUTES, planListRows, planStatusText, recordListRows, recordRows } from '../../../../src/ui/pages/plan/plan-rows';
import { MY_PLANS_TEXT, PLAN_INFO_TEXT, PLAN_RECORD_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
// my wealth: regular (定期) holdings by family (features/regular-holdings.feature)
import type { CycleDetailView, RegularHoldingsView, RegularHoldingView, RegularIntroductionView } from '../../tasks/views';
import { cycleDetailPageOf, cycleName, REGULAR_FAMILIES, REGULAR_ROUTES, type CustCycle } from '../../../../src/domain/holdings/regular';
import type { Holding } from '../../../../src/domain/holdings/holding';
import { OPEN_END_NET_VALUE_TRAITS } from '../../../../src/domain/catalog/product-texts';
import {
  createClosedHoldingViewModel, createCycleDetailViewModel, createCycleHoldingViewModel, createExpectedHoldingViewModel, createOpenHoldingViewModel,
  createRegularHoldingsViewModel, regularRowLink, type CycleDetailViewModel, type RegularHoldingsViewModel, type RegularHoldingViewModel,
} from '../../../../src/ui/pages/regular/regular-view-models';
import { cycleDetailRows, cycleRows, familyContent } from '../../../../src/ui/pages/regular/regular-rows';
import { CYCLE_DETAIL_TEXT, CYCLE_TEXT, FAMILY_PAGE_TEXT, OPEN_TEXT, pageNameOf, REGULAR_TEXT } from '../../../../src/ui/pages/regular/regular-texts';
import { IntroductionPage } from '../../../../src/ui/pages/regular/RegularPages';
import { holdingCardLink } from '../../../../src/ui/pages/wealth/holding-rows';
import { WEALTH_SHORTCUTS } from '../../../../src/ui/pages/wealth/wealth-texts';

const STORE_ORIGIN = 'http://store.local';

/** A security check only a browser can make (a @browser-only scenario). */
const browserOnly = <T>(what: string): Promise<T> => Promise.reject(new Error(`${what}: only a browser has it; run this scenario in the browser assembly (@browser-only)`));

interface Location {
  path: string;
  query: Query;
}

const KINDS: Record<ProductKindName, ProductKind> = { 定期理财: 'term', 活期理财: 'demand' };
/** The record pages and lists (features/records.feature). */
const RECORD_PATHS = new Set<string>(['/unconfirmed', '/transitCash', '/cancelResult', ...Object.values(DEAL_ROUTES)]);

/** Lets every promise chain the last action started run to its end (the bank answers in process). */
const settle = async () => {
  for (let tick = 0; tick < 25; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const summary = (product: Product): ProductSummaryView => {
  const text = yieldTextOf(product);
  return { code: product.prdCode, name: product.prdName, yieldValue: text.value, yieldLabel: text.label, minPurchase: `${product.formatPfirstAmt}起购`, risk: product.riskName };
};

const shows = (texts: { loading: string; failed: string; empty: string }) => ({ nothing: '', ...texts });
const SECTION_SHOWS = { 交易规则: shows(TRADE_RULES_TEXT), 风险提示: shows(RISK_WARNING_TEXT), 测算依据: shows(BENCHMARK_BASIS_TEXT) };

const staticText = (page: ComponentType) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(page))).replace(/<[^>]+>/g, '');

/**
 * The fast assembly: the store's view-models and use cases, wired by the real composition root,
 * over the in-process mock bank. A "page load" builds a fresh container; the session store
 * survives it, as sessionStorage does.
 */
interface WealthPages {
  home?: MyWealthViewModel;
  holding?: { page: HoldingViewModel; withRate: boolean };
  redemption?: RedemptionViewModel;
  done?: RedemptionDoneViewModel;
  dividend?: DividendViewModel;
  documents?: HoldingDocumentsViewModel;
}

const REFUSAL_PATHS = new Set(['/redemptionFalseResult', '/rapidRedemptionF', '/remdFalseResult']);
const DONE_PATHS = new Set(['/redemptionResult', '/rapidRedemptionT']);
const HOLDING_PATHS = new Set(['/mineRestrictNetWorth', '/mineRestrictNetWorthIncomeRate']);
const WEALTH_PATHS = new Set<string>(['/myHome', '/dividend', '/pdfShow', ...HOLDING_PATHS, ...DONE_PATHS, ...REFUSAL_PATHS, ...Object.values(REDEMPTION_ROUTES)]);

export class DomainStore implements Tasks {
  private readonly bank = new InProcessBank();
  private readonly sessionStore = new MemorySessionStore();
  /** The phone's local storage: outlives page loads and visits (长辈版). */
  private readonly preferences = new MemoryPreferences();
  private history: Location[] = [];
  /** Open dialogs: their buttons, and what tapping one does (the confirm button's text, when it is not the cancel one). */
  private openDialogs: Array<DialogView & { actions: string[]; close: (action: string) => void }> = [];
  private readonly toastLog: string[] = [];
  /** What the store logged, and every address it put in the address bar (features/security.feature). */
  private readonly logged: string[] = [];
  private readonly addressesShown: string[] = [];
  private loginVisits = 0;
  private scrollY = 0;
  private resolve!: Resolve;
  private stores!: UiStores;
  private list: ProductListViewModel | null = null;
  private detailPage: DetailViewModel | null = null;
  private buyPage: BuyViewModel | null = null;
  private contractPage: ContractSigningViewModel | null = null;
  private answerPage: AnswerViewModel | null = null;
  private pendingPage: PendingRecordsViewModel | null = null;
  private placedPage: PlacedOrderViewModel | null = null;
  private planPage: PlanFormViewModel | null = null;
  private redeemWayPage: RedeemWayViewModel | null = null;
  private stopPage: PlanStopViewModel | null = null;
  private opener: ProductOpenerViewModel | null = null;
  /** The /myHome shell's pages, as the routed page's component holds them. */
  private wealth: WealthPages = {};
  private booting = false;
  /** What the messaging app's share menu would send. */
  private share: Share | null = null;

  static async create(): Promise<DomainStore> {
    const store = new DomainStore();
    await store.bank.control('POST', '/__mock/reset');
    return store;
  }

  async dispose(): Promise<void> {
    this.openDialogs.forEach((dialog) => dialog.close(dialog.actions[0]));
  }

  // ---- the page loads ----------------------------------------------------------------------

  private readonly notifier: Notifier = {
    alert: (options) => new Promise<void>((resolve) => this.openDialogs.push({
      title: options.title, message: options.message, actions: [options.confirmText ?? DIALOG_TEXT.acknowledge], close: () => resolve(),
    })),
    confirm: (options) => new Promise<boolean>((resolve) => {
      const cancel = options.cancelText ?? DIALOG_TEXT.cancel;
      this.openDialogs.push({
        title: options.title || DIALOG_TEXT.promptTitle, message: options.message, actions: [cancel, options.confirmText ?? DIALOG_TEXT.confirm], close: (action) => resolve(action !== cancel),
      });
    }),
    toast: (message) => void this.toastLog.push(message),
  };

  private readonly navigator: Navigator = {
    go: (path, query) => this.arrive({ path, query: query ?? {} }, 'push'),
    replace: (path, query) => this.arrive({ path, query: query ?? {} }, 'replace'),
    back: () => {
      if (this.history.length > 1) {
        this.history.pop();
        void this.visit(this.here);
      } else this.arrive({ path: '/', query: {} }, 'replace');
    },
  };

  private readonly messagingLogin: MessagingLogin = {
    login: (returnTo) => {
      this.loginVisits += 1;
      void this.bank.bank.handle({ method: 'GET', path: '/wx/login', query: { redirect: returnTo }, body: undefined }).then((answer) => {
        const back = new URL(answer.redirect ?? '/', 'http://store.local');
        return this.load(back.pathname, Object.fromEntries(back.searchParams));
      });
    },
  };

  private get here(): Location {
    return this.history[this.history.length - 1];
  }

  /** A full page load at this address: a new app over the same session storage. */
  private async load(path: string, query: Query): Promise<void> {
    this.history = [{ path, query }];
    this.list = null;
    this.detailPage = null;
    this.buyPage = null;
    this.contractPage = null;
    this.answerPage = null;
    this.pendingPage = null;
    this.placedPage = null;
    this.planPage = null;
    this.redeemWayPage = null;
    this.stopPage = null;
    this.opener = null;
    this.wealth = {};
    const { resolve } = buildContainer({
      notifier: this.notifier,
      navigator: this.navigator,
      messagingLogin: this.messagingLogin,
      currentLocation: () => withQuery(this.here.path, this.here.query),
      page: { origin: STORE_ORIGIN, href: () => `${STORE_ORIGIN}${withQuery(this.here.path, this.here.query)}` },
      shareSdk: { configure: async () => true, setShare: (share) => void (this.share = share) },
      sessionStore: this.sessionStore,
      preferences: this.preferences,
      // The bank app's set-password screen, played by the mock bank as in the browser.
      bridge: (ids) => new BrowserStandInBridge(ids, { setPassword: async () => (await this.bank.control('POST', '/__mock/native/password'), true) }),
      clock: systemClock,
      ids: cryptoIds,
      logger: { warn: (message, detail) => void this.logged.push(`${message} ${JSON.stringify(detail ?? '')}`) },
      httpAdapter: this.bank.adapter,
      documentRenderer: this.documentRenderer,
    });
    this.resolve = resolve;
    this.stores = createUiStores(resolve);
    this.booting = true;
    const entered = path === '/shareTypeError' || (await resolve(TOKENS.enterStore).run(path, query));
    this.booting = false;
    if (entered) void this.visit(this.here);
    await settle();
  }

  private arrive(location: Location, how: 'push' | 'replace'): void {
    this.addressesShown.push(withQuery(location.path, location.query));
    if (how === 'push') this.history.push(location);
    else this.history[this.history.length - 1] = location;
    if (!this.booting || location.path === '/shareTypeError') void this.visit(location);
  }

  /** What the routed page's component does when it mounts. */
  private async visit({ path, query }: Location): Promise<void> {
    this.scrollY = 0;
    if (path === '/') {
      if (this.stores.home.status === 'loaded') this.scrollY = this.stores.home.scrollY;
      await this.stores.home.open();
    } else if (path === '/list') {
      this.list = createProductListViewModel(this.resolve);
      await this.list.showKind(query.kind === 'demand' ? 'demand' : 'term');
    } else if (path === '/wxPrdDetail') {
      this.opener = createProductOpenerViewModel(this.resolve);
      await this.opener.open(query.prdCode);
    } else if ((DETAIL_ROUTES as readonly string[]).includes(path)) {
      this.detailPage = createDetailViewModel(this.resolve);
      await this.detailPage.load(query.prdCode, path as DetailRoute);
    } else if (path === '/buy') {
      this.buyPage = createBuyViewModel(this.resolve, this.stores.purchase);
      await this.buyPage.load(query.prdCode);
    } else if (path === '/contractSigning') {
      this.contractPage = createContractSigningViewModel(this.resolve);
      await this.contractPage.load(query.prdCode);
    } else if (path === '/fixedtime' || path === '/fixedtimeupdate') {
      const action = path === '/fixedtime' ? 'add' : 'update';
      this.planPage = createPlanFormViewModel(action, this.stores.plans)(this.resolve);
      await this.planPage.load(action === 'add' ? query.prdCode : query.planNo);
    } else if (path === '/fixedtimestop') {
      this.stopPage = createPlanStopViewModel(this.stores.plans)(this.resolve);
      await this.stopPage.load(query.planNo);
    } else if (path === '/redeemway') {
      this.redeemWayPage = createRedeemWayViewModel(this.resolve);
      await this.redeemWayPage.load(query.prdCode);
    } else if (path === '/cntranprocess') {
      this.placedPage = createPlacedOrderViewModel(this.stores.purchase)(this.resolve);
      await this.placedPage.load(query.uniOrderId ?? '');
    } else if (path === '/comfirmed') {
      this.pendingPage = createPendingRecordsViewModel(this.stores.cancel)(this.resolve);
      await this.pendingPage.load();
    } else if (path === '/answer') {
      this.answerPage = createAnswerViewModel(this.resolve);
      await this.answerPage.load(query.prdCode);
    }
    if (subPageContentOf(path)) await (this.subVisit = this.visitSubPage({ path, query })); // helper A: synopsis, trade rules, fees
    if (path in HISTORY_SOURCES || path === '/contrast') await (this.historyVisit = this.visitHistoryOrContrast({ path, query })); // helper B: history yields, /contrast
    if (path === '/pdf') await this.visitPdf(query); // helper C: /pdf
    if (path === '/risklevel' || path.startsWith('/statement')) await (this.statementVisit = this.visitRiskOrStatement({ path, query })); // my wealth: /risklevel, statements
    if (WEALTH_PATHS.has(path)) await this.visitWealth({ path, query });
    if (RECORD_PATHS.has(path)) await (this.recordsVisit = this.visitRecords({ path, query })); // records, 撤单
    if (path in INCOME_PAGES) await (this.incomeVisit = this.visitIncome({ path, query })); // income, assets and payouts
    if (DomainStore.REGULAR_PATHS.has(path)) await (this.regularVisit = this.visitRegular({ path, query })); // regular holdings by family
    if ((Object.values(MY_PLAN_ROUTES) as string[]).includes(path)) await (this.myPlansVisit = this.visitMyPlans({ path, query })); // 我的定投
  }

  // ---- the mock bank -----------------------------------------------------------------------

  async useFaults(rules: FaultRule[]): Promise<void> {
    await this.bank.control('POST', '/__mock/faults', { rules });
  }

  async clearFaults(): Promise<void> {
    await this.bank.control('DELETE', '/__mock/faults');
  }

  async usePersona(id: string): Promise<void> {
    await this.bank.control('POST', '/__mock/persona', { id });
  }

  async requestCount(pathEnd: string): Promise<number> {
    return this.bank.countEndingWith(pathEnd);
  }

  async traceRecords(): Promise<Array<Record<string, string>>> {
    await this.resolve(TOKENS.behaviourTracer).flush();
    return this.bank.bank.db.get('behaviors').value() as Array<Record<string, string>>;
  }

  async publishText(section: SectionName, prdCode: string, html: string): Promise<void> {
    const rules = this.bank.bank.db.get('rules');
    const record = publishedRecord(section, prdCode, html);
    if (rules.find({ id: prdCode }).value()) rules.find({ id: prdCode }).assign(record).write();
    else rules.push({ content: '', riskWarning: '', benchmarkRules: '', ...record }).write();
  }

  async bankProducts(): Promise<Array<Record<string, string>>> {
    return this.bank.bank.db.get('products').value() as unknown as Array<Record<string, string>>;
  }

  // ---- moving around -----------------------------------------------------------------------

  open(link: Record<string, string>, path = '/'): Promise<void> {
    return this.load(path, link);
  }

  reopen(path: string, query: Record<string, string> = {}): Promise<void> {
    return this.load(path, query);
  }

  openProduct(code: string): Promise<void> {
    return this.load('/wxPrdDetail', { prdCode: code });
  }

  async openProductFromHome(kind: ProductKindName, index: number): Promise<void> {
    const product = this.stores.home.sections[KINDS[kind]].products[index - 1];
    this.navigator.go('/wxPrdDetail', { prdCode: product.prdCode });
    await settle();
  }

  async goBack(): Promise<void> {
    this.navigator.back();
    await settle();
  }

  async scrollHomeTo(y: number): Promise<void> {
    this.scrollY = y;
    this.stores.home.rememberScroll(y); // what the page's scroll listener does
  }

  async homeScroll(): Promise<number> {
    return this.scrollY;
  }

  async openOneMinute(): Promise<void> {
    this.navigator.go('/onemtufm');
    await settle();
  }

  async openList(kind: ProductKindName): Promise<void> {
    this.navigator.go('/list', { kind: KINDS[kind] });
    await settle();
  }

  // ---- what the customer sees --------------------------------------------------------------

  async currentPage(): Promise<string> {
    const path = this.here.path;
    if (path === '/') return '理财首页';
    return path in DETAIL_TITLES ? `${DETAIL_TITLES[path as DetailRoute]}详情页` : path;
  }

  async pageShows(text: string): Promise<boolean> {
    return this.pageTexts().some((shown) => shown.includes(text));
  }

  private pageTexts(): string[] {
    const path = this.here.path;
    if (path === '/shareTypeError') return [staticText(ShareTypeErrorPage)];
    if (path === '/onemtufm') return [staticText(OneMinutePage)];
    if (path === '/list') return this.list?.failed && this.list.products.length === 0 ? [BROWSE_TEXT.listFailed] : [this.list?.footer.text ?? ''];
    // What /buy always shows (the risk statement and the keypad are sheets of their own).
    const buy = this.buyPage;
    if (path === '/buy') {
      return buy?.product ? [buy.product.prdName, BUY_TEXT.minimum, BUY_TEXT.remaining, buy.dividendText, buy.feeText, ...(buy.card ? [BUY_TEXT.card, buy.card] : []), ...this.buyEntryTexts(buy)] : [];
    }
    if (DomainStore.REGULAR_PATHS.has(path)) return this.regularTexts();
    if (WEALTH_PATHS.has(path)) return this.wealthTexts(path);
    if (path === '/fixedtimeupdate') return this.planPage?.state === 'missing' ? [PLAN_PAGE_TEXT.notFound] : [];
    if (path === '/redeemway') return this.redeemWayPage?.state === 'loaded' && !this.redeemWayPage.holding && !this.redeemWayPage.choosing ? [REDEEM_WAY_TEXT.notHeld] : [];
    if (path === '/comfirmed') return this.pendingPage?.list.empty ? [PENDING_TEXT.empty] : [];
    if (path === '/purchaseFailed') return [RESULT_TEXT.failedTitle, this.stores.purchase.refusal?.message ?? RESULT_TEXT.failedFallback];
    if ((path === '/wxPrdDetail' ? this.opener : this.detailPage)?.state === 'failed') return [DETAIL_TEXT.loadFailed];
    return this.detailPage?.product ? [this.detailPage.product.prdName, this.detailPage.benchmarkNote ?? '', ...this.detailPage.facts.flat()] : [];
  }

  /** /buy below its facts: the amount entry, or why not (and the fix), or that it could not be checked. */
  private buyEntryTexts(buy: BuyViewModel): string[] {
    if (buy.mayBuy) return [BUY_TEXT.amountLabel, BUY_TEXT.confirm];
    const notice = buy.gate.notice;
    if (notice) return [GATE_TEXT.blockedTitle, notice.message, notice.fix ?? ''];
    return buy.preconditionsUnknown ? [GATE_TEXT.unknown] : [];
  }

  async homeSection(kind: ProductKindName): Promise<{ products: ProductSummaryView[]; message: string | null }> {
    const section = this.stores.home.sections[KINDS[kind]];
    const message = section.failed ? BROWSE_TEXT.listFailed : section.products.length === 0 ? BROWSE_TEXT.listEmpty : null;
    return { products: section.products.map(summary), message };
  }

  async detail(): Promise<DetailView> {
    const page = this.detailPage;
    if (!page?.product || !page.bottomBar) throw new Error(`no product detail is shown at ${this.here.path}`);
    const share = page.shareQuery;
    return {
      code: page.product.prdCode,
      family: DETAIL_TITLES[this.here.path as DetailRoute],
      name: page.product.prdName,
      yieldValue: page.yieldText?.value ?? '',
      yieldLabel: page.yieldText?.label ?? '',
      facts: Object.fromEntries(page.facts),
      bottomBar: { kind: page.bottomBar.kind, text: page.bottomBar.text, actionable: page.bottomBar.kind === 'buy' },
      shareLink: share && withQuery('/wxPrdDetail', share),
    };
  }

  async tapBuy(): Promise<void> {
    void this.detailPage?.buy();
    await settle();
  }

  // ---- buying --------------------------------------------------------------------------------

  private get buying(): BuyViewModel {
    if (this.here.path !== '/buy' || !this.buyPage) throw new Error(`no purchase page is open at ${this.here.path}`);
    return this.buyPage;
  }

  async enterAmount(text: string): Promise<void> {
    this.buying.setAmount(text);
  }

  async confirmPurchase(): Promise<void> {
    this.buying.confirm();
  }

  async amountMessage(): Promise<string | null> {
    return this.buying.amountError;
  }

  async riskConfirmEnabled(): Promise<boolean | null> {
    return this.buying.step === 'riskStatement' ? this.buying.agreed : null;
  }

  async agreeToRiskStatement(): Promise<void> {
    this.buying.setAgreed(true);
    this.buying.acceptRisk();
  }

  /** The keypad is the browser's; here its sealing stands in for the six taps. */
  async enterPin(pin: string): Promise<void> {
    if (this.buying.step !== 'keypad') throw new Error('the payment keypad is not open');
    const paying = this.buying.pay(await this.resolve(TOKENS.pinSealer).seal(pin));
    // A dialog (E1014's 通知) holds the purchase until the customer closes it.
    await Promise.race([paying, this.untilDialog()]);
    await settle();
  }

  async pendingRecords(): Promise<Array<Record<string, string>>> {
    const page = this.pendingPage ?? assert.fail('/comfirmed is not open');
    return page.deals.map((deal) => {
      const size = dealSize(deal);
      return { 产品: deal.prdName, [size.kind === 'amount' ? PENDING_TEXT.amount : PENDING_TEXT.volume]: size.text, 状态: deal.status };
    });
  }

  async confirmPendingOrders(): Promise<void> {
    await this.bank.control('POST', '/__mock/confirm-orders');
  }

  async bankHoldings(): Promise<Array<{ prdCode: string; amt: string }>> {
    // The mock bank keeps volumes and counts a share as one yuan: amt = vol.
    const holdings = this.bank.bank.db.get('customers').find({ id: this.bank.bank.persona }).value()?.holdings ?? [];
    return holdings.map(({ prdCode, vol }) => ({ prdCode, amt: vol }));
  }

  // ---- /redeemway ----------------------------------------------------------------------------

  async openMaturityShortcut(): Promise<void> {
    await this.openMyWealth();
    this.navigator.go(WEALTH_SHORTCUTS.find((shortcut) => shortcut.text === REDEEM_WAY_TEXT.title)?.to ?? assert.fail('/myHome has no 到期处理方式'));
    await settle();
  }

  async redeemWayChoices(): Promise<string[]> {
    const page = this.redeemWayPage;
    return page?.choosing ? page.holdings.map((holding) => holding.prdName) : [];
  }

  async chooseRedeemWayHolding(prdName: string): Promise<void> {
    const holding = this.redeemWayPage?.holdings.find((h) => h.prdName === prdName) ?? assert.fail(`/redeemway offers no ${prdName}`);
    this.navigator.go('/redeemway', { prdCode: holding.prdCode });
    await settle();
  }

  async redeemWay(): Promise<Record<string, string> | null> {
    const holding = this.redeemWayPage?.holding;
    return holding ? { 持有金额: `${formatYuan(holding.amt)}元`, 到期日: holding.endDate, 当前方式: MATURITY_TEXT.ways[holding.way] } : null;
  }

  async changeRedeemWay(way: string): Promise<void> {
    const page = this.redeemWayPage ?? assert.fail('/redeemway is not open');
    page.choose((Object.keys(MATURITY_TEXT.ways) as MaturityWay[]).find((w) => MATURITY_TEXT.ways[w] === way) ?? assert.fail(`no way ${way}`));
    await page.save();
    await settle();
  }

  async bankMaturityWay(prdCode: string): Promise<string> {
    return this.bank.bank.db.get('customers').find({ id: this.bank.bank.persona }).value()?.maturityWays[prdCode] ?? '1';
  }

  // ---- fixed-amount plans --------------------------------------------------------------------

  private get planFormView(): PlanFormViewModel {
    if (!['/fixedtime', '/fixedtimeupdate'].includes(this.here.path) || !this.planPage) throw new Error(`no plan form is open at ${this.here.path}`);
    return this.planPage;
  }

  async detailOffersPlan(): Promise<boolean> {
    const page = this.detailPage;
    return page?.bottomBar?.kind === 'buy' && page.product?.isAutoInvest === true;
  }

  async tapPlan(): Promise<void> {
    if (!(await this.detailOffersPlan())) throw new Error('the detail page offers no 定投');
    this.navigator.go('/fixedtime', { prdCode: this.detailPage!.product!.prdCode });
    await settle();
  }

  async fillPlan(amount: string, periodText: string, dayText: string): Promise<void> {
    const form = this.planFormView;
    const period = (Object.keys(PLAN_TEXT.periods) as PlanPeriod[]).find((p) => PLAN_TEXT.periods[p] === periodText) ?? assert.fail(`no period ${periodText}`);
    form.setAmount(amount);
    form.setPeriod(period);
    form.setDay(planDays(period).find((option) => option.text === dayText)?.day ?? assert.fail(`no day ${dayText}`));
  }

  async planForm(): Promise<{ amount: string; period: string; day: string }> {
    const { draft } = this.planFormView;
    return { amount: draft.amount, period: PLAN_TEXT.periods[draft.period], day: planDays(draft.period).find((option) => option.day === draft.day)?.text ?? '' };
  }

  async confirmPlan(): Promise<void> {
    this.planFormView.confirm();
  }

  async enterPlanPin(pin: string): Promise<void> {
    const sealed = await this.resolve(TOKENS.pinSealer).seal(pin);
    if (this.here.path === '/fixedtimestop') await this.stopPage!.confirmStop(sealed);
    else await this.planFormView.pay(sealed);
    await settle();
  }

  async planError(): Promise<string | null> {
    return this.here.path === '/fixedtimestop' ? this.stopPage!.message : this.planFormView.error;
  }

  async existingPlan(): Promise<Record<string, string> | null> {
    const page = this.planFormView;
    return page.action === 'add' && page.plan ? Object.fromEntries(planRows(page.plan)) : null;
  }

  /** The plan the page shows: /fixedtimesuccess the last call's, the others their own. */
  private shownPlan(): Plan | null {
    if (this.here.path === '/fixedtimesuccess') return this.stores.plans.last?.plan ?? null;
    if (this.here.path === MY_PLAN_ROUTES.plan) return this.planInfoPage?.plan ?? null;
    return this.here.path === '/fixedtimestop' ? this.stopPage!.plan : this.planFormView.plan;
  }

  async openPlanAction(action: '修改计划' | '终止定投'): Promise<void> {
    const plan = this.shownPlan() ?? assert.fail(`no plan is shown at ${this.here.path}`);
    if (action === '终止定投' && this.here.path === '/fixedtimestop') void this.stopPage!.stop();
    else this.navigator.go(action === '修改计划' ? '/fixedtimeupdate' : '/fixedtimestop', { planNo: plan.planNo });
    await settle();
  }

  async planShown(): Promise<{ title: string; rows: Record<string, string> } | null> {
    const plan = this.shownPlan();
    if (!plan || !['/fixedtimesuccess', '/fixedtimestop'].includes(this.here.path)) return null;
    const action = this.here.query.action;
    const title = this.here.path === '/fixedtimestop'
      ? (plan.active ? PLAN_PAGE_TEXT.stop : PLAN_PAGE_TEXT.doneTitles.stop)
      : PLAN_PAGE_TEXT.doneTitles[action === 'update' || action === 'stop' ? action : 'add'];
    return { title, rows: Object.fromEntries(planRows(plan)) };
  }

  async bankPlans(): Promise<Array<Record<string, string>>> {
    // The scenario's own: default's seeded plans (mock-server/seed/plans.ts) were all made before today.
    const { today } = (await this.bank.control('GET', '/__mock/state')) as { today: string };
    return this.bank.bank.db.get('plans').filter({ customer: this.bank.bank.persona, createdAt: today }).value() as unknown as Array<Record<string, string>>;
  }

  // ---- the buy preconditions ------------------------------------------------------------------

  /** The gate of the page showing: /buy's, or the detail page's. */
  private get gate() {
    const page = { '/buy': this.buyPage, '/fixedtime': this.planPage }[this.here.path] ?? this.detailPage;
    if (!page?.product || !page.gate) throw new Error(`no page with a buy gate is open at ${this.here.path}`);
    return { gate: page.gate, product: page.product };
  }

  async buyNotice(): Promise<BuyNoticeView | null> {
    return this.gate.gate.notice;
  }

  async fixBuyNotice(): Promise<void> {
    const { gate, product } = this.gate;
    await gate.fixBlock(product);
    await settle();
  }

  async amountEntryOffered(): Promise<boolean> {
    return this.buying.mayBuy;
  }

  private get signing(): ContractSigningViewModel {
    if (this.here.path !== '/contractSigning' || !this.contractPage) throw new Error(`/contractSigning is not open at ${this.here.path}`);
    return this.contractPage;
  }

  async signContract(card: string, pin: string): Promise<void> {
    const page = this.signing;
    const option = page.options.find((o) => o.label.includes(card)) ?? assert.fail(`no card ${card} among ${JSON.stringify(page.options)}`);
    page.select(option.cardNo);
    page.confirm();
    await page.sign(await this.resolve(TOKENS.pinSealer).seal(pin));
    await settle();
  }

  async contractError(): Promise<string | null> {
    return this.signing.error;
  }

  private get questionnaire(): AnswerViewModel {
    if (this.here.path !== '/answer' || !this.answerPage) throw new Error(`/answer is not open at ${this.here.path}`);
    return this.answerPage;
  }

  async answerRiskQuestions(pick: 'first' | 'last', count?: number): Promise<void> {
    const page = this.questionnaire;
    for (const question of page.paper!.questions.slice(0, count)) {
      page.choose(question.questionNo, question.options[pick === 'first' ? 0 : question.options.length - 1].optionNo);
    }
  }

  async submitRiskQuestionnaire(): Promise<void> {
    await this.questionnaire.submit();
    await settle();
  }

  async riskQuestionnaireError(): Promise<string | null> {
    return this.questionnaire.error;
  }

  async riskResult(): Promise<string[] | null> {
    const result = this.questionnaire.result;
    return result && [RISK_TEXT.resultTitle, RISK_TEXT.result(result.riskLevel, result.riskName), RISK_TEXT.validUntil(result.expiryDate)];
  }

  async leaveRiskResult(): Promise<void> {
    this.questionnaire.leave();
    await settle();
  }

  async closeKeypad(): Promise<void> {
    this.buying.keypadClosed();
  }

  async purchasePending(): Promise<string | null> {
    return this.here.path === '/buy' ? (this.buyPage?.lost?.message ?? null) : null;
  }

  async sendPurchaseAgain(): Promise<void> {
    this.buying.sendAgain();
  }

  async purchasePlaced(): Promise<Record<string, string> | null> {
    const order = this.here.path === '/cntranprocess' ? this.placedPage?.order : null;
    if (!order) return null;
    return {
      [RESULT_TEXT.product]: order.prdName, [RESULT_TEXT.amount]: `${formatYuan(order.amt)}元`, [RESULT_TEXT.status]: order.status,
      [RESULT_TEXT.confirmDate]: order.confirmDate, [RESULT_TEXT.orderId]: order.uniOrderId,
    };
  }

  async purchaseFailure(): Promise<string | null> {
    if (this.here.path !== '/purchaseFailed') return null;
    const refusal = this.stores.purchase.refusal;
    return refusal && refusal.prdCode === this.here.query.prdCode ? refusal.message : RESULT_TEXT.failedFallback;
  }

  async bankOrders(): Promise<Array<Record<string, string>>> {
    // The scenario's own: the seeded history (mock-server/seed/deals.ts) is all dated before today.
    const { today } = (await this.bank.control('GET', '/__mock/state')) as { today: string };
    return this.bank.bank.db.get('orders').value().filter((order) => order.orderDate === today) as unknown as Array<Record<string, string>>;
  }

  async placesExposing(secret: string): Promise<string[]> {
    const places: Array<[string, string[]]> = [
      ['address', [...this.addressesShown, ...this.bank.addresses]], ['console', this.logged], ['sessionStorage', [...this.sessionStore.values.values()]],
      ['trace', (await this.traceRecords()).map((record) => JSON.stringify(record))],
    ];
    return places.filter(([, texts]) => texts.some((shown) => shown.includes(secret))).map(([place]) => place);
  }

  async credentialsSent(): Promise<string[]> {
    return credentialsIn(this.bank.sentBodies);
  }

  async customerIdNumber(): Promise<string> {
    return this.bank.bank.db.get('customers').value().find((customer) => customer.id === this.bank.bank.persona)!.idNo;
  }

  async carryHostileText(markup: string): Promise<void> {
    await this.bank.control('POST', '/__mock/hostile-text', { markup });
  }

  pageHeaders(): Promise<Record<string, string>> {
    return browserOnly('response headers');
  }

  apiHeaders(): Promise<Record<string, string>> {
    return browserOnly('response headers');
  }

  policyViolations(): Promise<string[]> {
    return browserOnly('the Content-Security-Policy');
  }

  inlineScriptRuns(): Promise<boolean> {
    return browserOnly('running script');
  }

  hostileTextOutcome(): Promise<{ ran: string[]; runnable: string[]; shownAsText: number }> {
    return browserOnly('running script');
  }

  // ---- the fault matrix (features/fault-matrix.feature) ---------------------------------------

  async enteredAmount(): Promise<string> {
    return this.buying.amount;
  }

  async enteredVolume(): Promise<string> {
    return this.redeemPage.volume;
  }

  async redemptionPending(): Promise<string | null> {
    return this.wealth.redemption?.lost?.message ?? null;
  }

  async sendRedemptionAgain(): Promise<void> {
    this.redeemPage.sendAgain();
  }

  async myWealthSays(): Promise<string | null> {
    return this.wealth.home?.state === 'failed' ? WEALTH_TEXT.failed : null;
  }

  async reloadMyWealth(): Promise<void> {
    await (this.wealth.home ?? assert.fail('/myHome is not open')).load();
    await settle();
  }

  toastsSoFar(): Promise<string[]> {
    return this.toasts();
  }

  async loadingEnded(): Promise<boolean> {
    await settle();
    return !this.resolve(TOKENS.inFlightRequests).busy;
  }

  accessibilityFindings(): Promise<string[]> {
    return browserOnly('axe-core');
  }

  keypadAsRead(): Promise<{ name: string | null; keys: string[]; status: string }> {
    return browserOnly('a screen reader');
  }

  pressKeypadByKeyboard(): Promise<void> {
    return browserOnly('a keyboard');
  }

  // ---- 长辈版 (features/elder-mode.feature) ------------------------------------------------------

  async switchElderMode(on: boolean): Promise<void> {
    if (!['/', '/myHome'].includes(this.here.path)) throw new Error(`the 长辈版 switch is not on ${this.here.path}`);
    if (this.stores.elderMode.on !== on) this.stores.elderMode.toggle();
  }

  async elderModeOn(): Promise<boolean> {
    return this.stores.elderMode.on;
  }

  async visitAgain(link: Record<string, string>): Promise<void> {
    this.sessionStore.values.clear();
    await this.load('/', link);
  }

  async riskInPlainWords(): Promise<string | null> {
    const product = this.detailPage?.product ?? assert.fail('no detail page is open');
    const words = this.stores.elderMode.riskWords(product);
    return words && `${ELDER_TEXT.riskWords}${words}`;
  }

  elderLayout(): Promise<ElderLayoutView> {
    return browserOnly('sizes in pixels');
  }

  elderSwitch(): Promise<{ name: string; pressed: boolean; height: number }> {
    return browserOnly('the switch as a screen reader meets it');
  }

  pressElderSwitchByKeyboard(): Promise<void> {
    return browserOnly('a keyboard');
  }

  viewport(): Promise<string> {
    return browserOnly('the page\'s viewport');
  }

  /** Here: what the store sent the bank, its session storage and the trace records (no console, no local storage). */
  async placesShowing(text: string): Promise<string[]> {
    const places: Array<[string, string[]]> = [
      ['request', this.bank.sentBodies], ['storage', [...this.sessionStore.values.values()]], ['trace', (await this.traceRecords()).map((record) => JSON.stringify(record))],
    ];
    return places.flatMap(([place, texts]) => texts.filter((shown) => shown.includes(text)).map(() => place));
  }

  async retry(): Promise<void> {
    await (this.here.path === '/wxPrdDetail' ? this.opener : this.detailPage)?.retry();
    await settle();
  }

  async tierTable(): Promise<{ rows: string[][]; message: string | null }> {
    const page = this.detailPage;
    if (!page?.tierRates) throw new Error('no tiered product is open');
    const rows = page.tierRows;
    const state = page.tierRates.state;
    const message = state === 'failed' ? TIER_TEXT.failed : state !== 'loaded' ? TIER_TEXT.loading : rows.length === 0 ? TIER_TEXT.empty : null;
    return { rows, message };
  }

  async retryTierRates(): Promise<void> {
    await this.detailPage?.tierRates?.load();
    await settle();
  }

  private offered(name: SectionName) {
    return { 交易规则: this.detailPage?.tradeRules, 风险提示: this.detailPage?.riskWarning, 测算依据: this.detailPage?.benchmarkBasis }[name] ?? null;
  }

  private section(name: SectionName) {
    const section = this.offered(name);
    if (!section) throw new Error(`no detail page with ${name} is open`);
    return section;
  }

  async sectionOffered(name: SectionName): Promise<boolean> {
    if (!this.detailPage?.product) throw new Error('no detail page is open');
    return this.offered(name) !== null;
  }

  async toggleSection(name: SectionName): Promise<void> {
    await this.section(name).toggle();
    await settle();
  }

  async retrySection(name: SectionName): Promise<void> {
    await this.section(name).retry();
    await settle();
  }

  async sectionText(name: SectionName): Promise<string> {
    const { shows, content } = this.section(name);
    return shows === 'content' ? content.replace(/<[^>]+>/g, '') : SECTION_SHOWS[name][shows];
  }

  sectionLinks(): Promise<string[]> {
    return Promise.reject(new Error('links are sanitised by the browser page; run this scenario in the browser assembly (@browser-only)'));
  }

  injectedCodeRan(): Promise<boolean> {
    return Promise.reject(new Error('only a browser runs code; run this scenario in the browser assembly (@browser-only)'));
  }

  // ---- the product list --------------------------------------------------------------------

  async listed(): Promise<ProductSummaryView[]> {
    return (this.list?.products ?? []).map(summary);
  }

  async loadMore(): Promise<void> {
    if (this.list?.hasMore) await this.list.loadMore();
  }

  async pullToRefresh(): Promise<void> {
    await this.list?.refresh();
  }

  async sortBy(sort: '收益率' | '业绩比较基准'): Promise<void> {
    await this.list?.sortBy(sort === '收益率' ? '1' : '3');
  }

  async listEnd(): Promise<string> {
    return this.list?.footer.text ?? '';
  }

  // ---- dialogs, toasts, session ------------------------------------------------------------

  /** Resolves once a dialog is open (or, after a while, without one). */
  private async untilDialog(): Promise<void> {
    for (let tick = 0; tick < 500 && this.openDialogs.length === 0; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  async dialog(): Promise<DialogView | null> {
    const open = this.openDialogs[0];
    return open ? { title: open.title, message: open.message } : null;
  }

  async confirmDialog(): Promise<void> {
    const open = this.openDialogs[0];
    if (!open) throw new Error('no dialog is open');
    await this.chooseInDialog(open.actions[open.actions.length - 1]);
  }

  async dialogActions(): Promise<string[]> {
    return this.openDialogs[0]?.actions ?? [];
  }

  async chooseInDialog(action: string): Promise<void> {
    const open = this.openDialogs[0];
    if (!open?.actions.includes(action)) throw new Error(`no dialog offers ${action}: ${JSON.stringify(open?.actions ?? null)}`);
    this.openDialogs.shift();
    open.close(action);
    await settle();
  }

  async toasts(): Promise<string[]> {
    return [...this.toastLog];
  }

  async loadingShown(): Promise<boolean> {
    throw new Error('the loading indicator is about timing: a @browser-only scenario');
  }

  async loadingGoneWithin(): Promise<boolean> {
    throw new Error('the loading indicator is about timing: a @browser-only scenario');
  }

  async sessionShareType(): Promise<string | null> {
    return this.sessionStore.get('shareType');
  }

  async messagingLoginVisits(): Promise<number> {
    return this.loginVisits;
  }

  // ---- the detail page's own data: traits, elements, cycles -------------------------------------

  async bankAnswer(method: 'GET' | 'POST', path: string, params: Record<string, string | number>): Promise<unknown> {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) : {};
    const answer = await this.bank.bank.handle({ method, path, query, body: method === 'POST' ? params : undefined });
    const body = answer.body as BankAnswer;
    return payloadOf(path, body);
  }

  async traits(): Promise<string[] | null> {
    const traits = this.detailPage?.traits;
    return traits?.state === 'loaded' && traits.value.length > 0 ? traits.value.map((trait) => trait.title) : null;
  }

  private detailData(name: DetailSectionName) {
    const page = this.detailPage;
    const sections = {
      产品要素: { data: page?.productData, texts: ELEMENTS_TEXT, rows: () => page?.elementRows ?? [] },
      开放周期: { data: page?.confirmDates, texts: CYCLES_TEXT, rows: () => page?.confirmDateRows ?? [] },
    };
    const section = sections[name];
    if (!section.data) throw new Error(`the open page has no ${name}`);
    return { ...section, data: section.data };
  }

  async detailTable(name: DetailSectionName): Promise<{ rows: string[][]; message: string | null }> {
    const { data, texts, rows } = this.detailData(name);
    const shown = rows();
    const message = data.state === 'failed' ? texts.failed : data.state !== 'loaded' ? texts.loading : shown.length === 0 ? texts.empty : null;
    return { rows: message ? [] : shown, message };
  }

  async retryDetailTable(name: DetailSectionName): Promise<void> {
    await this.detailData(name).data.load();
    await settle();
  }

  async pageText(): Promise<string> {
    const page = this.detailPage;
    const sections = [page?.tradeRules, page?.riskWarning, page?.benchmarkBasis].map((section) => section?.content ?? '');
    const traits = (page?.traits?.value ?? []).flatMap((trait) => [trait.title, trait.desc]);
    const disclosure = page?.product ? [BROWSE_TEXT.disclosure] : [];
    return [...this.pageTexts(), ...traits, ...(page?.elementRows.flat() ?? []), ...sections, ...disclosure].join('\n').replace(/<[^>]+>/g, '');
  }

  async openEndTraits(): Promise<string[]> {
    return [...(this.detailPage?.openEndTraits ?? [])];
  }

  // ---- sharing in the messaging app ----------------------------------------------------------

  async sharedContent(): Promise<Share | null> {
    await settle();
    return this.share && { ...this.share, link: this.share.link.replace(STORE_ORIGIN, ''), imgUrl: this.share.imgUrl.replace(STORE_ORIGIN, '') };
  }

  // ---- the performance chart and the tier chart (features/charts.feature) ----------------------

  private get chart(): PerformanceChartModel {
    const chart = this.detailPage?.chart;
    if (!chart) throw new Error('no detail page with a performance chart is open');
    return chart;
  }

  async performanceChart(): Promise<ChartView | null> {
    await settle();
    const chart = this.detailPage?.chart;
    if (!chart) return null;
    const { status } = chart;
    return {
      metrics: chart.metrics.map((metric) => metric.label),
      periods: chart.periods.map((period) => period.label),
      metric: chart.metric?.label ?? null,
      period: chart.period?.label ?? null,
      summary: status === 'shown' ? chart.summary : null,
      message: status === 'shown' ? null : CHART_TEXT[status],
      note: PAST_PERFORMANCE_CAVEAT,
    };
  }

  async chooseChartTab(label: string): Promise<void> {
    const metric = this.chart.metrics.findIndex((m) => m.label === label);
    const period = this.chart.periods.findIndex((p) => p.label === label);
    if (metric < 0 && period < 0) throw new Error(`the chart offers no tab ${label}`);
    await (metric >= 0 ? this.chart.selectMetric(metric) : this.chart.selectPeriod(period));
    await settle();
  }

  async retryChart(): Promise<void> {
    await this.chart.retry();
    await settle();
  }

  async chartDrawnWhenSeen(): Promise<boolean | null> {
    return null; // nothing draws here; the chart's words stand for it
  }

  async tierChart(): Promise<{ summary: string; historyPath: string } | null> {
    await settle();
    const page = this.detailPage;
    const bars = tierBarsOf(page?.tierRates?.value ?? []);
    const history = page?.tierHistory;
    return bars.length > 0 && history ? { summary: TIER_CHART_TEXT.summary(bars), historyPath: history.pathname + history.search } : null;
  }

  // ---- instruction documents and /pdf (features/documents.feature) ----------------------------

  async documents(): Promise<{ names: string[]; message: string | null }> {
    await settle();
    const documents = this.detailPage?.documents;
    if (!documents) throw new Error('no detail page is open');
    const names = documents.value.map((document) => document.insName);
    const message = documents.state === 'failed' ? DOCUMENTS_TEXT.failed : documents.state !== 'loaded' ? DOCUMENTS_TEXT.loading : names.length === 0 ? DOCUMENTS_TEXT.empty : null;
    return { names: message ? [] : names, message };
  }

  async retryDocuments(): Promise<void> {
    await this.detailPage?.documents?.load();
    await settle();
  }

  async openDocument(name: string): Promise<void> {
    const document = this.detailPage?.documents?.value.find((shown) => shown.insName === name);
    if (!document) throw new Error(`the page lists no document ${name}`);
    this.navigator.go('/pdf', documentPageQuery(document));
    await settle();
  }

  /**
   * pdf.js itself (its Node build) over the bytes the in-process mock bank serves, faults included:
   * the page count and each page's text are the real ones; only the drawing on a canvas is the browser's.
   */
  private readonly documentRenderer = new PdfJsDocumentRenderer(
    () => import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfEngine>,
    async (address) => {
      if (!address.startsWith('/')) return undefined; // no network here: https documents are the browser's
      this.bank.requests.push(address);
      const answer = await this.bank.bank.handle({ method: 'GET', path: address, query: {}, body: undefined });
      return answer.status === 200 && answer.file && !answer.drop ? new Uint8Array(answer.file) : undefined;
    },
  );

  private pdfPage: PdfViewModel | null = null;
  private pdfVisit: Promise<void> = Promise.resolve();

  private async visitPdf(query: Query): Promise<void> {
    this.pdfPage?.close();
    this.pdfPage = createPdfViewModel(this.resolve, query);
    await (this.pdfVisit = this.pdfPage.open());
  }

  async documentViewer(): Promise<{ title: string; pageLabel: string | null; pageText: string | null; message: string | null }> {
    if (this.here.path !== '/pdf') throw new Error(`no document is open at ${this.here.path}`);
    await this.pdfVisit;
    await settle();
    const viewer = this.pdfPage;
    if (!viewer) throw new Error('/pdf did not open');
    return { title: viewer.title, pageLabel: viewer.pageLabel, pageText: viewer.pageLabel ? viewer.pageText : null, message: viewer.message };
  }

  async turnDocumentPage(direction: '上一页' | '下一页'): Promise<void> {
    const viewer = this.pdfPage;
    if (!viewer) throw new Error('no document is open');
    // What the page's buttons allow: a disabled button does nothing.
    if (direction === '下一页' ? !viewer.hasNext : !viewer.hasPrevious) throw new Error(`${direction} is not offered on ${viewer.pageLabel}`);
    await (direction === '下一页' ? viewer.next() : viewer.previous());
    await settle();
  }

  async retryDocument(): Promise<void> {
    const viewer = this.pdfPage;
    if (viewer?.state !== 'failed') throw new Error('the document page offers no 重新加载');
    await (this.pdfVisit = viewer.open());
    await settle();
  }

  // ---- helper A: the detail page's sub pages (更多信息, synopsis, trading rules, fees) ---------

  private subFrame: SubPageViewModel | null = null;
  private subContent:
    | { kind: 'synopsis'; data: Loadable<SynopsisSection[]> }
    | { kind: 'tradeRules'; data: Loadable<string> }
    | { kind: 'fees'; data: Loadable<FeeLine[]> }
    | null = null;
  private subVisit: Promise<void> = Promise.resolve();

  /** What SubPageFrame and its body do on mount: the product, then the page's content. */
  private async visitSubPage({ path, query }: Location): Promise<void> {
    this.subContent = null;
    this.subFrame = createSubPageViewModel(this.resolve);
    await this.subFrame.load(query.prdCode);
    await this.loadSubContent(path);
  }

  private async loadSubContent(path: string): Promise<void> {
    const product = this.subFrame?.product;
    const kind = subPageContentOf(path);
    if (!product || !kind) return;
    const code = product.prdCode;
    if (kind === 'synopsis') this.subContent = { kind, data: SUB_PAGE_CONTENT.synopsis(this.resolve, code) };
    else if (kind === 'tradeRules') this.subContent = { kind, data: SUB_PAGE_CONTENT.tradeRules(this.resolve, code) };
    else this.subContent = { kind, data: SUB_PAGE_CONTENT.fees(this.resolve, code) };
    await this.subContent.data.load();
  }

  async moreInfo(): Promise<MoreInfoLinkView[]> {
    await settle();
    const page = this.detailPage;
    if (!page?.product) throw new Error(`no detail page is open at ${this.here.path}`);
    const publishesFees = (page.productData?.value.fees.length ?? 0) > 0;
    return moreInfoLinks(this.here.path as DetailRoute, page.product, publishesFees)
      .map((link) => ({ label: MORE_INFO_TEXT.links[link.page], path: link.path, query: link.query }));
  }

  async followMoreInfo(label: string): Promise<void> {
    const link = (await this.moreInfo()).find((shown) => shown.label === label);
    if (!link) throw new Error(`更多信息 has no link ${label}`);
    this.navigator.go(link.path, link.query);
    await Promise.all([this.subVisit, this.historyVisit]);
    await settle();
  }

  async subPage(): Promise<SubPageView> {
    await this.subVisit;
    await settle();
    const { path, query } = this.here;
    const kind = subPageContentOf(path);
    if (!this.subFrame || !kind) throw new Error(`no sub page is open at ${path}`);
    const texts = { synopsis: SYNOPSIS_TEXT, tradeRules: TRADE_RULES_TEXT, fees: FEES_TEXT }[kind];
    const view: SubPageView = {
      path, query: Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      kind: texts.title, name: this.subFrame.product?.prdName ?? '', sections: [], tables: [], message: null, note: null,
    };
    if (this.subFrame.state === 'failed') return { ...view, kind: '', message: DETAIL_TEXT.loadFailed };
    const content = this.subContent;
    if (!content) return { ...view, message: SUB_PAGE_TEXT.loading };
    if (content.data.state === 'failed') return { ...view, message: texts.failed };
    if (content.data.state !== 'loaded') return { ...view, message: texts.loading };
    const plain = (html: string) => html.replace(/<[^>]+>/g, '');
    if (content.kind === 'synopsis') {
      const sections = content.data.value.map((section) => ({ heading: section.title, text: plain(section.html) }));
      return sections.length ? { ...view, sections, note: SYNOPSIS_CAVEAT } : { ...view, message: texts.empty };
    }
    if (content.kind === 'tradeRules') {
      const rules = content.data.value;
      return rules.trim() ? { ...view, sections: [{ heading: '', text: plain(rules) }] } : { ...view, message: texts.empty };
    }
    const tables = feeGroupsOf(content.data.value).map((group) => ({
      heading: FEES_TEXT.groups[group.feeType],
      rows: group.lines.map((line) => [line.feeName, line.feeDesc || FEES_TEXT.always, line.feeRate]),
    }));
    return tables.length ? { ...view, tables } : { ...view, message: texts.empty };
  }

  async retrySubPage(): Promise<void> {
    const frame = this.subFrame;
    if (!frame) throw new Error('no sub page is open');
    if (frame.state === 'failed') {
      await frame.retry();
      await this.loadSubContent(this.here.path);
    } else await this.subContent?.data.load();
    await settle();
  }

  subPageLinks(): Promise<string[]> {
    return Promise.reject(new Error('links are sanitised by the browser page; run this scenario in the browser assembly (@browser-only)'));
  }

  async publishSynopsis(prdCode: string, sections: Array<{ title: string; content: string }>): Promise<void> {
    const rules = this.bank.bank.db.get('rules');
    if (rules.find({ id: prdCode }).value()) rules.find({ id: prdCode }).assign({ synopsis: sections }).write();
    else rules.push({ id: prdCode, content: '', riskWarning: '', benchmarkRules: '', synopsis: sections }).write();
  }


  // ---- helper B: history yields and the same-series comparison (features/history.feature) ----

  private historyFrame: SubPageViewModel | null = null;
  private historyTable: HistoryViewModel | null = null;
  private contrastPage: ContrastViewModel | null = null;
  private historyVisit: Promise<void> = Promise.resolve();

  /** What HistoryPage (SubPageFrame, then its table once the product is there) and ContrastPage do on mount. */
  private async visitHistoryOrContrast({ path, query }: Location): Promise<void> {
    this.historyFrame = null;
    this.historyTable = null;
    this.contrastPage = null;
    if (path === '/contrast') {
      this.contrastPage = createContrastViewModel(this.resolve);
      await this.contrastPage.load(query.seriesCode, query.prdCode);
      return;
    }
    this.historyFrame = createSubPageViewModel(this.resolve);
    await this.historyFrame.load(query.prdCode);
    await this.loadHistoryTable();
  }

  private async loadHistoryTable(): Promise<void> {
    const product = this.historyFrame?.product;
    if (!product) return;
    this.historyTable = createHistoryViewModel(HISTORY_SOURCES[this.here.path as HistoryRoute])(this.resolve);
    await this.historyTable.load(product.prdCode);
  }

  private async historySettled(): Promise<void> {
    await this.historyVisit;
    await settle();
  }

  async openHistory(prdCode: string, kind: HistoryKindName): Promise<void> {
    const record = (await this.bankProducts()).find((product) => product.prdCode === prdCode);
    await this.load(historyRouteFor(record, kind), { prdCode });
    await this.historySettled();
  }

  async historyPage(): Promise<HistoryView> {
    await this.historySettled();
    const frame = this.historyFrame;
    if (!frame) throw new Error(`no history page is open at ${this.here.path}`);
    const texts = HISTORY_TEXT[HISTORY_SOURCES[this.here.path as HistoryRoute]];
    const view: HistoryView = { kind: texts.title, name: frame.product?.prdName ?? '', columns: [], rows: [], shown: null, moreOffered: false, message: null, caveat: null };
    if (frame.state === 'failed') return { ...view, kind: '', message: DETAIL_TEXT.loadFailed };
    const table = this.historyTable;
    if (!table) return { ...view, message: SUB_PAGE_TEXT.loading };
    const rows = table.state === 'loaded' ? table.rows.map((row) => [...row]) : [];
    return {
      ...view,
      columns: rows.length > 0 ? [...texts.columns] : [],
      rows,
      shown: table.shownText,
      moreOffered: table.hasMore,
      message: rows.length > 0 ? null : table.message,
      caveat: PAST_PERFORMANCE_CAVEAT,
    };
  }

  async loadMoreHistory(): Promise<void> {
    const table = this.historyTable;
    if (!table?.hasMore) throw new Error('the history page offers no 加载更多');
    await table.loadMore();
    await settle();
  }

  async retryHistory(): Promise<void> {
    if (this.historyFrame?.state === 'failed') {
      await this.historyFrame.retry();
      await this.loadHistoryTable();
    } else await this.historyTable?.retry();
    await settle();
  }

  async openContrast(seriesCode: string | null, prdCode: string | null): Promise<void> {
    const query: Record<string, string> = {};
    if (seriesCode !== null) query.seriesCode = seriesCode;
    if (prdCode !== null) query.prdCode = prdCode;
    await this.load('/contrast', query);
    await this.historySettled();
  }

  async contrast(): Promise<ContrastView> {
    await this.historySettled();
    const page = this.contrastPage;
    if (!page) throw new Error(`no comparison is open at ${this.here.path}`);
    const rows = page.state === 'loaded' ? page.rows.map((row) => ({
      code: row.prdCode, name: row.name, yieldValue: row.yieldValue, yieldLabel: row.yieldLabel, term: row.term, risk: row.risk,
      minPurchase: row.minPurchase, current: row.current, detailPath: row.detail && row.detail.pathname + row.detail.search,
    })) : [];
    return {
      series: page.seriesCode ? CONTRAST_TEXT.series(page.seriesCode) : null,
      columns: rows.length > 0 ? Object.values(CONTRAST_TEXT.columns) : [],
      rows,
      message: page.message,
      notes: rows.length > 0 ? [BENCHMARK_BASIS_TEXT.notAPromise, PAST_PERFORMANCE_CAVEAT] : [],
    };
  }

  async retryContrast(): Promise<void> {
    if (!this.contrastPage) throw new Error('no comparison is open');
    await this.contrastPage.retry();
    await settle();
  }

  async openFromContrast(name: string): Promise<void> {
    const row = this.contrastPage?.rows.find((shown) => shown.name === name);
    if (!row?.detail) throw new Error(`the comparison has no link ${name}`);
    this.navigator.go(row.detail.pathname, { prdCode: row.prdCode });
    await settle();
  }

  // ---- my wealth ------------------------------------------------------------------------------

  private async visitWealth({ path, query }: Location): Promise<void> {
    const { resolve, wealth } = this;
    if (path === '/myHome') await (wealth.home = createMyWealthViewModel(resolve)).load();
    else if (HOLDING_PATHS.has(path) || path === '/remdFalseResult') {
      wealth.holding = { page: createHoldingViewModel(resolve), withRate: path === '/mineRestrictNetWorthIncomeRate' };
      await wealth.holding.page.load(query.prdCode);
    } else if (DONE_PATHS.has(path)) await (wealth.done = createRedemptionDoneViewModel(this.stores.redemption)(resolve)).load(query.uniOrderId);
    else if (path === '/dividend') await (wealth.dividend = createDividendViewModel(resolve)).load(query.prdCode);
    else if (path === '/pdfShow') await (wealth.documents = createHoldingDocumentsViewModel(resolve)).load(query.prdCode);
    else if (!REFUSAL_PATHS.has(path)) await (wealth.redemption = createRedemptionViewModel(this.stores.redemption)(resolve)).load(query.prdCode, query.mode === 'fast');
  }

  private wealthTexts(path: string): string[] {
    const { home, holding, done, redemption } = this.wealth;
    if (path === '/myHome') {
      if (home?.state === 'failed') return [WEALTH_TEXT.failed];
      return [home?.current, home?.regular].filter((list) => list?.page?.total === 0).map((list) => (list!.flag === '0' ? WEALTH_TEXT.emptyCurrent : WEALTH_TEXT.emptyRegular));
    }
    if (REFUSAL_PATHS.has(path)) return [this.refusalText(path)];
    if (DONE_PATHS.has(path)) return done?.state === 'missing' ? [REDEEM_RESULT_TEXT.notFound] : [];
    const page = HOLDING_PATHS.has(path) ? holding?.page : path === '/dividend' ? this.wealth.dividend?.holdingPage : path === '/pdfShow' ? this.wealth.documents?.holdingPage : redemption?.holdingPage;
    if (page?.state === 'notHeld') return [page.message];
    const shown = page?.holding;
    return shown ? [shown.prdName, ...holdingRows(shown, false).flat(), shown.redeemable ? '' : shown.redeemNote] : [];
  }

  private refusalText(path: string): string {
    if (path === '/remdFalseResult') return this.wealth.holding?.page.holding?.redeemNote || this.wealth.holding?.page.message || '';
    const refusal = this.stores.redemption.refusal;
    return refusal && refusal.prdCode === this.here.query.prdCode ? refusal.message : REDEEM_RESULT_TEXT.failedFallback;
  }

  async openMyWealth(): Promise<void> {
    this.navigator.go('/myHome');
    await settle();
  }

  async wealthTotals(): Promise<Record<string, string>> {
    const home = this.wealth.home ?? assert.fail('/myHome is not open');
    return { 总资产: formatYuan(home.totalAssets), 昨日收益: formatYuan(home.lastIncome), 累计收益: formatYuan(home.totalIncome) };
  }

  async holdingsIn(kind: ProductKindName): Promise<string[]> {
    const home = this.wealth.home ?? assert.fail('/myHome is not open');
    return (kind === '活期理财' ? home.current : home.regular).holdings.slice(0, SECTION_SIZE).map((h) => h.prdName);
  }

  async openHolding(prdCode: string, withRate = false): Promise<void> {
    this.navigator.go(withRate ? '/mineRestrictNetWorthIncomeRate' : '/mineRestrictNetWorth', { prdCode });
    await settle();
  }

  private get shownHolding() {
    const shown = this.wealth.holding;
    return shown?.page.holding ? { holding: shown.page.holding, withRate: shown.withRate } : assert.fail(`no holding is shown at ${this.here.path}`);
  }

  async holdingFacts(): Promise<Record<string, string>> {
    const { holding, withRate } = this.shownHolding;
    return Object.fromEntries(holdingRows(holding, withRate));
  }

  async holdingActions(): Promise<string[]> {
    return holdingActions(this.shownHolding.holding).map((action) => action.text);
  }

  async startRedemption(prdCode: string, action: '赎回' | '快速赎回'): Promise<void> {
    await this.openHolding(prdCode);
    const to = holdingActions(this.shownHolding.holding).find((a) => a.text === action)?.to ?? assert.fail(`the holding offers no ${action}`);
    const address = new URL(to, 'http://store.local');
    this.navigator.go(address.pathname, Object.fromEntries(address.searchParams));
    await settle();
  }

  private get redeemPage(): RedemptionViewModel {
    return this.wealth.redemption ?? assert.fail(`no redemption page is open at ${this.here.path}`);
  }

  async enterVolume(text: string): Promise<void> {
    this.redeemPage.setVolume(text);
  }

  async redeemAll(): Promise<void> {
    this.redeemPage.redeemAll();
  }

  async confirmRedemption(): Promise<void> {
    this.redeemPage.confirm();
  }

  async volumeMessage(): Promise<string | null> {
    return this.redeemPage.volumeError;
  }

  async enterRedemptionPin(pin: string): Promise<void> {
    const paying = this.redeemPage.pay(await this.resolve(TOKENS.pinSealer).seal(pin));
    await Promise.race([paying, this.untilDialog()]);
    await settle();
  }

  async fastQuota(): Promise<string | null> {
    const quota = this.redeemPage.quota;
    return quota ? REDEEM_TEXT.quota(formatYuan(quota.left), formatYuan(quota.dailyLimit)) : null;
  }

  async redemptionDone(): Promise<{ title: string; rows: Record<string, string> } | null> {
    const deal = DONE_PATHS.has(this.here.path) ? this.wealth.done?.deal : null;
    if (!deal) return null;
    const title = this.here.path === '/rapidRedemptionT' ? REDEEM_RESULT_TEXT.fastDoneTitle : REDEEM_RESULT_TEXT.doneTitle;
    return { title, rows: Object.fromEntries(redemptionRows(deal)) };
  }

  async redemptionRefusal(): Promise<string | null> {
    return REFUSAL_PATHS.has(this.here.path) ? this.refusalText(this.here.path) : null;
  }

  async bankHolding(prdCode: string): Promise<Record<string, string> | null> {
    const customer = this.bank.bank.db.get('customers').find({ id: this.bank.bank.persona }).value();
    const holding = customer?.holdings.find((h) => h.prdCode === prdCode);
    return holding ? (holding as unknown as Record<string, string>) : null;
  }

  async changeDividend(mode: string): Promise<void> {
    const page = this.wealth.dividend ?? assert.fail('/dividend is not open');
    page.choose((Object.keys(DIVIDEND_TEXTS) as DivMode[]).find((m) => DIVIDEND_TEXTS[m] === mode) ?? assert.fail(`no dividend method ${mode}`));
    await page.save();
    await settle();
  }

  // ---- my wealth: the risk level and the statements (features/risk-level.feature, features/statements.feature) ----

  private riskLevelPage: RiskLevelViewModel | null = null;
  private statementListPage: StatementListViewModel | null = null;
  private statementPage: StatementDetailViewModel | null = null;
  private transactionsPage: StatementTransactionsViewModel | null = null;
  private statementVisit: Promise<void> = Promise.resolve();

  /** What RiskLevelPage and the statement pages do on mount. */
  private async visitRiskOrStatement({ path, query }: Location): Promise<void> {
    if (path === '/risklevel') await (this.riskLevelPage = createRiskLevelViewModel(this.resolve)).load();
    if (path === '/statement') await (this.statementListPage = createStatementListViewModel(this.resolve)).load();
    if (path === '/statementDetail') await (this.statementPage = createStatementDetailViewModel(this.resolve)).load(query.sendDate);
    if (path === '/statementParticularDetail') await (this.transactionsPage = createStatementTransactionsViewModel(this.resolve)).load(query.sendDate);
  }

  private async statementSettled(): Promise<void> {
    await this.statementVisit;
    await settle();
  }

  private async openPage(path: string, query: Query = {}): Promise<void> {
    await this.load(path, query);
    await this.statementSettled();
  }

  private async follow(path: string, query: Query = {}): Promise<void> {
    this.navigator.go(path, query);
    await this.statementSettled();
  }

  /** The view-model of the page at `path`, when that page is the one showing. */
  private pageAt<T>(path: string, page: T | null): T {
    return this.here.path === path && page ? page : assert.fail(`${path} is not open at ${this.here.path}`);
  }

  openRiskLevel(): Promise<void> {
    return this.openPage('/risklevel');
  }

  async riskLevel(): Promise<RiskLevelView> {
    await this.statementSettled();
    const page = this.pageAt('/risklevel', this.riskLevelPage);
    const standing = page.state === 'loaded' ? page.standing : null;
    const record = standing && standing.kind !== 'none' ? standing.record : null;
    return {
      level: record && RISK_LEVEL_TEXT.level(record.riskLevel, record.riskName),
      description: standing && page.description,
      facts: record ? { [RISK_LEVEL_TEXT.evaluatedAt]: record.evaluatedAt, [RISK_LEVEL_TEXT.validUntil]: record.expiryDate } : {},
      validity: standing && page.validity,
      action: standing && page.action,
      message: page.state === 'failed' ? RISK_LEVEL_TEXT.loadFailed : null,
    };
  }

  async retryRiskLevel(): Promise<void> {
    await this.pageAt('/risklevel', this.riskLevelPage).load();
    await settle();
  }

  async startRiskAssessment(): Promise<void> {
    const page = this.pageAt('/risklevel', this.riskLevelPage);
    if (page.state !== 'loaded') assert.fail('/risklevel offers no assessment before it has loaded');
    this.navigator.go('/answer');
    await settle();
  }

  async riskLevelFromResult(): Promise<void> {
    if (!this.pageAt('/answer', this.answerPage).result) assert.fail('/answer shows no result');
    await this.follow('/risklevel');
  }

  openStatements(): Promise<void> {
    return this.openPage('/statement');
  }

  async statementList(): Promise<StatementListView> {
    await this.statementSettled();
    const page = this.pageAt('/statement', this.statementListPage);
    const rows = page.state === 'loaded' ? page.statements : [];
    const message = page.state === 'failed' ? STATEMENT_TEXT.listFailed : page.state === 'loaded' && rows.length === 0 ? STATEMENT_TEXT.empty : null;
    return {
      rows: rows.map((s) => ({ month: s.sendDate, title: s.title, totAsset: statementYuan(s.totAsset), monthIncome: statementYuan(s.monthIncome) })),
      message,
    };
  }

  async retryStatements(): Promise<void> {
    await this.pageAt('/statement', this.statementListPage).load();
    await settle();
  }

  async openStatementFromList(month: string): Promise<void> {
    const page = this.pageAt('/statement', this.statementListPage);
    if (!page.statements.some((s) => s.sendDate === month)) assert.fail(`/statement lists no statement of ${month}`);
    await this.follow('/statementDetail', { sendDate: month });
  }

  openStatement(month: string | null): Promise<void> {
    return this.openPage('/statementDetail', month === null ? {} : { sendDate: month });
  }

  async statementDetail(): Promise<StatementDetailView> {
    await this.statementSettled();
    const page = this.pageAt('/statementDetail', this.statementPage);
    const statement = page.state === 'loaded' ? page.value : null;
    return {
      title: page.sendDate ? statementTitle(page.sendDate) : STATEMENT_TEXT.detailTitle,
      totals: statement ? { [STATEMENT_TEXT.totAsset]: statementYuan(statement.totAsset), [STATEMENT_TEXT.monthIncome]: statementYuan(statement.monthIncome) } : {},
      positions: (statement?.positions ?? []).map((p) => ({
        产品: p.prdName, [STATEMENT_TEXT.vol]: STATEMENT_TEXT.shares(formatYuan(p.vol)), [STATEMENT_TEXT.amt]: statementYuan(p.amt), [STATEMENT_TEXT.monthIncome]: statementYuan(p.income),
      })),
      transactionsOffered: statement !== null,
      message: monthMessage(page, STATEMENT_TEXT.detailFailed) ?? (statement?.positions.length === 0 ? STATEMENT_TEXT.noPositions : null),
    };
  }

  async openMonthTransactions(): Promise<void> {
    const statement = this.pageAt('/statementDetail', this.statementPage).value ?? assert.fail('the statement offers no transactions');
    await this.follow('/statementParticularDetail', { sendDate: statement.sendDate });
  }

  openTransactions(month: string | null): Promise<void> {
    return this.openPage('/statementParticularDetail', month === null ? {} : { sendDate: month });
  }

  async statementTransactions(): Promise<StatementTransactionsView> {
    await this.statementSettled();
    const page = this.pageAt('/statementParticularDetail', this.transactionsPage);
    const month = page.state === 'loaded' ? page.value : null;
    return {
      title: page.sendDate ? STATEMENT_TEXT.transactionsTitle(page.sendDate) : STATEMENT_TEXT.detailTitle,
      rows: (month?.transactions ?? []).map((d) => ({
        产品: d.prdName, 状态: d.status, [STATEMENT_TEXT.transType]: d.transType, [STATEMENT_TEXT.date]: d.date,
        [STATEMENT_TEXT.transAmt]: statementYuan(d.amt), [STATEMENT_TEXT.transVol]: STATEMENT_TEXT.shares(formatYuan(d.vol)),
      })),
      message: monthMessage(page, STATEMENT_TEXT.transactionsFailed) ?? (month?.transactions.length === 0 ? STATEMENT_TEXT.noTransactions(month.sendDate) : null),
    };
  }

  // ---- records: /unconfirmed, /transitCash, the record pages, 撤单 (features/records.feature) ----

  private dealHistoryPage: DealHistoryViewModel | null = null;
  private transitPage: InTransitViewModel | null = null;
  private recordPage: DealRecordViewModel | null = null;
  private cancelDonePage: CancelResultViewModel | null = null;
  private recordsVisit: Promise<void> = Promise.resolve();
  /** The 撤单 under way (from the dialog's confirm to its result page or note). */
  private cancelRun: Promise<void> = Promise.resolve();

  /** What DealHistoryPage, InTransitPage, DealRecordPage and CancelDonePage do on mount. */
  private async visitRecords({ path, query }: Location): Promise<void> {
    if (path === '/unconfirmed') {
      this.dealHistoryPage = createDealHistoryViewModel(this.resolve);
      await this.dealHistoryPage.open();
    } else if (path === '/transitCash') {
      this.transitPage = createInTransitViewModel(this.resolve);
      await this.transitPage.load();
    } else if (path === '/cancelResult') {
      this.cancelDonePage = createCancelResultViewModel(this.stores.cancel)(this.resolve);
      await this.cancelDonePage.load(query.uniOrderId);
    } else {
      this.recordPage = createDealRecordViewModel(this.stores.cancel)(this.resolve);
      await this.recordPage.load(query.uniOrderId);
    }
  }

  private async recordsSettled(): Promise<void> {
    await this.cancelRun;
    await settle();
    await this.recordsVisit;
    await settle();
  }

  private recordsAt<T>(path: string, page: T | null): T {
    if (this.here.path !== path || !page) throw new Error(`${path} is not open (the customer is at ${this.here.path})`);
    return page;
  }

  private get dealHistoryShown(): DealHistoryViewModel {
    return this.recordsAt('/unconfirmed', this.dealHistoryPage);
  }

  async openDealHistory(): Promise<void> {
    await this.load('/unconfirmed', {});
    await this.recordsSettled();
  }

  async dealHistory(): Promise<DealHistoryView> {
    await this.recordsSettled();
    const page = this.dealHistoryShown;
    const { list } = page;
    return {
      range: page.range && HISTORY_RECORDS_TEXT.range(page.range.startDate, page.range.endDate),
      records: list.items.map((deal) => {
        const size = dealSize(deal);
        return {
          产品: deal.prdName, [HISTORY_RECORDS_TEXT.type]: deal.transType, [size.kind === 'amount' ? HISTORY_RECORDS_TEXT.amount : HISTORY_RECORDS_TEXT.volume]: size.text,
          状态: deal.status, [HISTORY_RECORDS_TEXT.orderDate]: deal.orderDate,
        };
      }),
      moreOffered: list.hasMore,
      message: list.state === 'failed' ? HISTORY_RECORDS_TEXT.failed : list.empty ? HISTORY_RECORDS_TEXT.empty : null,
      errors: { 开始日期: page.errors.startDate ?? null, 结束日期: page.errors.endDate ?? null },
    };
  }

  async queryDeals(startDate: string, endDate: string): Promise<void> {
    const page = this.dealHistoryShown;
    page.setDate('startDate', startDate);
    page.setDate('endDate', endDate);
    await page.query();
    await settle();
  }

  async loadMoreDeals(): Promise<void> {
    const { list } = this.dealHistoryShown;
    if (!list.hasMore) throw new Error('the record list has no more to load');
    await list.loadMore();
    await settle();
  }

  async refreshDeals(): Promise<void> {
    await this.dealHistoryShown.refresh();
    await settle();
  }

  private async openDeal(route: string, deal: Deal | undefined): Promise<void> {
    if (!deal) throw new Error('no such record is listed');
    this.navigator.go(route, { uniOrderId: deal.uniOrderId });
    await this.recordsSettled();
  }

  async openDealFromHistory(index: number): Promise<void> {
    const deal = this.dealHistoryShown.list.items[index - 1];
    await this.openDeal(deal ? dealRouteOf(deal) : '', deal);
  }

  async openDealRecord(uniOrderId: string): Promise<void> {
    await this.load(DEAL_ROUTES.purchase, { uniOrderId });
    await this.recordsSettled();
  }

  async dealRecord(): Promise<DealRecordView> {
    await this.recordsSettled();
    const path = this.here.path as DealRoute;
    if (!Object.values(DEAL_ROUTES).includes(path) || !this.recordPage) throw new Error(`no record page is open at ${path}`);
    const page = this.recordPage;
    const message = { loading: null, loaded: null, noId: RECORD_TEXT.noId, notFound: RECORD_TEXT.notFound, failed: RECORD_TEXT.failed }[page.state];
    return {
      title: RECORD_TEXT.titles[path],
      rows: Object.fromEntries(page.rows),
      cancelOffered: page.deal?.cancelable === true && !page.cancelling.lost,
      message,
    };
  }

  async cancelShownDeal(): Promise<void> {
    const page = this.recordPage;
    if (!page?.deal?.cancelable || !Object.values(DEAL_ROUTES).includes(this.here.path as DealRoute)) throw new Error('the page offers no 撤单');
    this.cancelRun = page.cancel();
    await settle();
  }

  private pendingDeal(prdName: string): Deal {
    const page = this.recordsAt('/comfirmed', this.pendingPage);
    return page.deals.find((deal) => deal.prdName === prdName) ?? assert.fail(`/comfirmed lists no ${prdName}`);
  }

  async openPendingRecord(prdName: string): Promise<void> {
    const deal = this.pendingDeal(prdName);
    await this.openDeal(dealRouteOf(deal), deal);
  }

  async cancelPendingRecord(prdName: string): Promise<void> {
    const deal = this.pendingDeal(prdName);
    if (!deal.cancelable) throw new Error(`${prdName} offers no 撤单`);
    this.cancelRun = this.pendingPage!.cancel(deal);
    await settle();
  }

  /** The 撤单 flow of the page showing (/comfirmed or a record page). */
  private get cancellingShown(): DealCancelling | null {
    if (this.here.path === '/comfirmed') return this.pendingPage?.cancelling ?? null;
    return Object.values(DEAL_ROUTES).includes(this.here.path as DealRoute) ? (this.recordPage?.cancelling ?? null) : null;
  }

  async cancelLost(): Promise<{ message: string; action: string } | null> {
    await this.recordsSettled();
    const lost = this.cancellingShown?.lost;
    return lost ? { message: lost.message, action: lost.kind === 'notReceived' ? CANCEL_FLOW_TEXT.sendAgain : CANCEL_FLOW_TEXT.askAgain } : null;
  }

  async followCancelLost(action: string): Promise<void> {
    const shown = await this.cancelLost();
    if (shown?.action !== action) throw new Error(`the page offers ${JSON.stringify(shown?.action ?? null)}, not ${action}`);
    const cancelling = this.cancellingShown!;
    this.cancelRun = action === CANCEL_FLOW_TEXT.sendAgain ? cancelling.sendAgain() : cancelling.askAgain();
    await this.recordsSettled();
  }

  async cancelDone(): Promise<{ rows: Record<string, string>; returned: string } | null> {
    await this.recordsSettled();
    const page = this.here.path === '/cancelResult' ? this.cancelDonePage : null;
    return page?.deal ? { rows: Object.fromEntries(page.rows), returned: page.returned } : null;
  }

  async cancelFailure(): Promise<string | null> {
    await this.recordsSettled();
    if (this.here.path !== '/cancelFalseResult') return null;
    return keptRefusal(this.stores.cancel, this.here.query.uniOrderId ?? '')?.message ?? CANCEL_FLOW_TEXT.failedFallback;
  }

  async openInTransit(): Promise<void> {
    await this.load('/transitCash', {});
    await this.recordsSettled();
  }

  async inTransit(): Promise<{ records: Array<Record<string, string>>; message: string | null }> {
    await this.recordsSettled();
    const { list } = this.recordsAt('/transitCash', this.transitPage);
    return {
      records: list.items.map((deal) => ({
        产品: deal.prdName, [TRANSIT_TEXT.amount]: yuanText(deal), [TRANSIT_TEXT.card]: deal.cardNo ? maskCard(deal.cardNo) : '—', [TRANSIT_TEXT.arrivalDate]: deal.arrivalDate,
      })),
      message: list.state === 'failed' ? TRANSIT_TEXT.failed : list.empty ? TRANSIT_TEXT.empty : null,
    };
  }

  async openInTransitRecord(index: number): Promise<void> {
    await this.openDeal(DEAL_ROUTES.inTransit, this.recordsAt('/transitCash', this.transitPage).list.items[index - 1]);
  }

  // ---- income, assets and payouts: /profitLossIncome, /mineCurrencyIncomeNew, /currencyRecord, /hisAssets, /interest, /cash (features/income.feature) ----

  private incomePages: {
    byHolding?: IncomeByHoldingViewModel;
    daily?: DailyIncomeViewModel;
    assets?: AssetHistoryViewModel;
    dividends?: PayoutsViewModel<DividendPayout>;
    maturity?: PayoutsViewModel<MaturityPayout>;
  } = {};
  private incomeVisit: Promise<void> = Promise.resolve();

  /** What the income pages do on mount. */
  private async visitIncome({ path, query }: Location): Promise<void> {
    const { resolve, incomePages: pages } = this;
    if (path === '/profitLossIncome') await (pages.byHolding = createIncomeByHoldingViewModel(resolve)).load();
    else if (path === '/hisAssets') await (pages.assets = createAssetHistoryViewModel(resolve)).load();
    else if (path === '/interest') await (pages.dividends = createDividendsViewModel(resolve)).load();
    else if (path === '/cash') await (pages.maturity = createMaturityPayoutsViewModel(resolve)).load();
    else await (pages.daily = createDailyIncomeViewModel(path === '/currencyRecord' ? 'currency' : 'daily')(resolve)).load(query.prdCode);
  }

  private async incomeSettled(): Promise<void> {
    await this.incomeVisit;
    await settle();
  }

  /** The view-model of the income page at `path`, when that page is the one showing. */
  private incomeAt<T>(path: string, page: T | undefined): T {
    return this.here.path === path && page ? page : assert.fail(`${path} is not open (the customer is at ${this.here.path})`);
  }

  async openIncomeShortcut(name: IncomePageName): Promise<void> {
    await this.openMyWealth();
    this.navigator.go(incomeShortcutRoute(name));
    await this.incomeSettled();
  }

  async openHoldingIncome(action: HoldingIncomeName): Promise<void> {
    const to = holdingActions(this.shownHolding.holding).find((a) => a.text === action)?.to ?? assert.fail(`the holding offers no ${action}`);
    const address = new URL(to, STORE_ORIGIN);
    this.navigator.go(address.pathname, Object.fromEntries(address.searchParams));
    await this.incomeSettled();
  }

  async openIncomeRecord(action: HoldingIncomeName, prdCode: string): Promise<void> {
    await this.load(HOLDING_INCOME_ROUTES[action], { prdCode });
    await this.incomeSettled();
  }

  async incomePage(): Promise<IncomePageView> {
    await this.incomeSettled();
    const path = this.here.path;
    const none = { totals: {}, rows: [], summary: null, chart: false, shown: null, moreOffered: false, message: null };
    const byColumns = <T>(columns: Array<Column<T>>, line: T) => Object.fromEntries(columns.map(([heading, cell]) => [heading, cell(line)]));
    if (path === '/profitLossIncome') {
      const page = this.incomeAt(path, this.incomePages.byHolding);
      const holdings = page.income?.holdings ?? [];
      return {
        ...none,
        title: BY_HOLDING_TEXT.title,
        totals: page.income && holdings.length > 0 ? { [BY_HOLDING_TEXT.totalIncome]: formatYuan(page.income.totalIncome), [BY_HOLDING_TEXT.lastIncome]: formatYuan(page.income.lastIncome) } : {},
        rows: holdings.map((h) => ({ 产品: h.prdName, ...Object.fromEntries(byHoldingRows(h)) })),
        message: page.state === 'failed' ? BY_HOLDING_TEXT.failed : page.empty ? BY_HOLDING_TEXT.empty : null,
      };
    }
    if (path === '/hisAssets') {
      const page = this.incomeAt(path, this.incomePages.assets);
      const summary = page.state !== 'failed' && page.summary ? ASSETS_TEXT.summary(page.period, page.summary) : null;
      return {
        ...none,
        title: ASSETS_TEXT.title,
        rows: summary ? page.newestFirst.map((day) => byColumns(ASSET_COLUMNS, day)) : [],
        summary,
        chart: summary !== null,
        message: page.state === 'failed' ? ASSETS_TEXT.failed : page.empty ? ASSETS_TEXT.empty : null,
      };
    }
    if (path === '/interest') return this.payoutsView(this.incomeAt(path, this.incomePages.dividends), DIVIDENDS_TEXT, dividendRows);
    if (path === '/cash') return this.payoutsView(this.incomeAt(path, this.incomePages.maturity), MATURITY_PAYOUT_TEXT, maturityRows);
    const page = this.incomeAt(path, this.incomePages.daily);
    const { list, kind, state } = page;
    const loaded = state === 'loaded';
    const messages = { invalid: DAILY_INCOME_TEXT.noProduct, notHeld: page.notHeldMessage, notCash: DAILY_INCOME_TEXT.notCash, failed: DAILY_INCOME_TEXT.failed, loading: null, loaded: list.items.length === 0 ? DAILY_INCOME_TEXT.empty : null };
    return {
      ...none,
      title: kind === 'daily' ? DAILY_INCOME_TEXT.dailyTitle : DAILY_INCOME_TEXT.currencyTitle,
      rows: loaded ? list.items.map((day) => byColumns(dailyIncomeColumns(kind), day)) : [],
      shown: loaded && list.items.length > 0 ? list.shownText : null,
      moreOffered: loaded && list.hasMore,
      message: messages[state],
    };
  }

  /** /interest and /cash as PayoutsList shows them. */
  private payoutsView<T extends { prdName: string }>(page: PayoutsViewModel<T>, texts: { title: string; failed: string; empty: string }, rows: (payout: T) => Array<[string, string]>): IncomePageView {
    const { list } = page;
    const first = list.items.length === 0;
    return {
      title: texts.title,
      totals: {},
      rows: list.items.map((payout) => ({ 产品: payout.prdName, ...Object.fromEntries(rows(payout)) })),
      summary: null,
      chart: false,
      shown: first ? null : list.shownText,
      moreOffered: list.hasMore,
      message: first && list.state === 'failed' ? texts.failed : list.empty ? texts.empty : null,
    };
  }

  /** The paged list of the income page showing (daily income, dividends, maturity payouts). */
  private get incomeList() {
    const path = this.here.path;
    if (path === '/interest') return this.incomeAt(path, this.incomePages.dividends).list;
    if (path === '/cash') return this.incomeAt(path, this.incomePages.maturity).list;
    if (path === '/mineCurrencyIncomeNew' || path === '/currencyRecord') return this.incomeAt(path, this.incomePages.daily).list;
    return assert.fail(`${path} has no list to load more of`);
  }

  async loadMoreIncome(): Promise<void> {
    await this.incomeSettled();
    const list = this.incomeList;
    if (!list.hasMore && !list.moreFailed) assert.fail('the list has no more to load');
    await list.loadMore();
    await settle();
  }

  async retryIncome(): Promise<void> {
    const { message } = await this.incomePage();
    const path = this.here.path;
    const failed = [BY_HOLDING_TEXT.failed, DAILY_INCOME_TEXT.failed, ASSETS_TEXT.failed, DIVIDENDS_TEXT.failed, MATURITY_PAYOUT_TEXT.failed] as string[];
    if (!message || !failed.includes(message)) assert.fail(`${path} offers no 重新加载 (it says ${JSON.stringify(message)})`);
    const { byHolding, daily, assets, dividends, maturity } = this.incomePages;
    if (path === '/profitLossIncome') await byHolding!.load();
    else if (path === '/hisAssets') await assets!.load();
    else if (path === '/interest') await dividends!.load();
    else if (path === '/cash') await maturity!.load();
    else await daily!.load(this.here.query.prdCode);
    await settle();
  }

  private get documentsPage(): HoldingDocumentsViewModel {
    return this.wealth.documents ?? assert.fail('/pdfShow is not open');
  }

  async holdingDocuments(): Promise<string[]> {
    return this.documentsPage.documents.map((document) => document.insName);
  }

  async chooseHoldingDocument(name: string): Promise<void> {
    const page = this.documentsPage;
    page.choose(page.documents.findIndex((document) => document.insName === name));
  }

  async shownHoldingDocument(): Promise<string | null> {
    return this.documentsPage.shown?.insName ?? null;
  }

  // ---- my wealth: 我的定投 (/myFixedTimeNetWorth, /myFixedTimeNetWorthInfo, /fixedRecordInfoPage; features/plan-records.feature) ----

  private myPlansPage: MyPlansViewModel | null = null;
  private planInfoPage: PlanInfoViewModel | null = null;
  private planRecordPage: PlanRecordViewModel | null = null;
  private myPlansVisit: Promise<void> = Promise.resolve();

  /** What MyPlansPage, PlanInfoPage and PlanRecordPage do on mount. */
  private async visitMyPlans({ path, query }: Location): Promise<void> {
    if (path === MY_PLAN_ROUTES.list) await (this.myPlansPage = createMyPlansViewModel(this.resolve)).load();
    if (path === MY_PLAN_ROUTES.plan) await (this.planInfoPage = createPlanInfoViewModel(this.resolve)).load(query.planNo);
    if (path === MY_PLAN_ROUTES.record) await (this.planRecordPage = createPlanRecordViewModel(this.resolve)).load(query.planNo, query.seq);
  }

  private async myPlansSettled(): Promise<void> {
    await settle();
    await this.myPlansVisit;
    await settle();
  }

  /** The view-model of the 我的定投 page at `path`, when that page is the one showing. */
  private myPlanPageAt<T>(path: string, page: T | null): T {
    return this.here.path === path && page ? page : assert.fail(`${path} is not open (the customer is at ${this.here.path})`);
  }

  async openMyPlans(): Promise<void> {
    await this.load(MY_PLAN_ROUTES.list, {});
    await this.myPlansSettled();
  }

  async myPlans(): Promise<MyPlansView> {
    await this.myPlansSettled();
    const { list, plans } = this.myPlanPageAt(MY_PLAN_ROUTES.list, this.myPlansPage);
    const message = list.state === 'failed' ? MY_PLANS_TEXT.failed : list.empty ? MY_PLANS_TEXT.empty : null;
    return {
      plans: plans.map((plan) => ({ 产品: plan.prdName, 状态: planStatusText(plan), ...Object.fromEntries(planListRows(plan)) })),
      message,
      actions: list.state === 'failed' ? ['重新加载'] : list.empty ? [MY_PLANS_TEXT.browse] : [],
    };
  }

  async retryMyPlans(): Promise<void> {
    const page = this.myPlanPageAt(MY_PLAN_ROUTES.list, this.myPlansPage);
    if (page.list.state !== 'failed') assert.fail('我的定投 offers no 重新加载');
    await page.load();
    await settle();
  }

  async openMyPlan(prdName: string): Promise<void> {
    const { plans } = this.myPlanPageAt(MY_PLAN_ROUTES.list, this.myPlansPage);
    const plan = plans.find((shown) => shown.prdName === prdName) ?? assert.fail(`我的定投 lists no plan of ${prdName}`);
    this.navigator.go(MY_PLAN_ROUTES.plan, { planNo: plan.planNo });
    await this.myPlansSettled();
  }

  async openPlanInfo(planNo: string): Promise<void> {
    await this.load(MY_PLAN_ROUTES.plan, { planNo });
    await this.myPlansSettled();
  }

  async planInfo(): Promise<PlanInfoView> {
    await this.myPlansSettled();
    const page = this.myPlanPageAt(MY_PLAN_ROUTES.plan, this.planInfoPage);
    const { plan, records } = page;
    const message = page.state === 'failed' ? PLAN_PAGE_TEXT.loadFailed : page.state === 'notFound' ? PLAN_PAGE_TEXT.notFound : null;
    return {
      rows: plan ? Object.fromEntries(planRows(plan)) : {},
      actions: plan?.active ? [PLAN_PAGE_TEXT.update, PLAN_PAGE_TEXT.stop] : [],
      records: (records?.items ?? []).map((record) => ({
        [PLAN_RECORD_TEXT.date]: record.execDate, [PLAN_RECORD_TEXT.status]: recordStatusText(record), ...Object.fromEntries(recordListRows(record)),
      })),
      moreOffered: records?.hasMore ?? false,
      recordsMessage: records?.state === 'failed' ? PLAN_INFO_TEXT.recordsFailed : records?.empty ? PLAN_INFO_TEXT.noRecords : null,
      message,
    };
  }

  async loadMorePlanRecords(): Promise<void> {
    const records = this.myPlanPageAt(MY_PLAN_ROUTES.plan, this.planInfoPage).records;
    if (!records?.hasMore) assert.fail('the plan\'s instalments have no more to load');
    await records.loadMore();
    await settle();
  }

  async openPlanRecord(index: number): Promise<void> {
    const records = this.myPlanPageAt(MY_PLAN_ROUTES.plan, this.planInfoPage).records;
    const record = records?.items[index - 1] ?? assert.fail(`the plan shows no instalment ${index}`);
    this.navigator.go(MY_PLAN_ROUTES.record, { planNo: record.planNo, seq: record.seq });
    await this.myPlansSettled();
  }

  async openPlanRecordPage(planNo: string, seq: string): Promise<void> {
    await this.load(MY_PLAN_ROUTES.record, { planNo, seq });
    await this.myPlansSettled();
  }

  async reloadPlanPage(): Promise<void> {
    const { path, query } = this.here;
    if (!(Object.values(MY_PLAN_ROUTES) as string[]).includes(path)) assert.fail(`${path} is not one of 我的定投's pages`);
    await this.load(path, query);
    await this.myPlansSettled();
  }

  async planRecord(): Promise<PlanRecordView> {
    await this.myPlansSettled();
    const page = this.myPlanPageAt(MY_PLAN_ROUTES.record, this.planRecordPage);
    const message = page.state === 'failed' ? PLAN_RECORD_TEXT.failed : page.state === 'notFound' ? PLAN_RECORD_TEXT.notFound : null;
    return { rows: page.record ? Object.fromEntries(recordRows(page.record)) : {}, message };
  }

  // ---- my wealth: regular (定期) holdings by family: /regular, /introduction, the family pages, a cycle's page (features/regular-holdings.feature) ----

  private static readonly REGULAR_PATHS = new Set<string>(Object.values(REGULAR_ROUTES));
  /** Each family page's view-model, by its route. */
  private static readonly FAMILY_PAGES: Readonly<Record<string, (resolve: Resolve) => RegularHoldingViewModel<unknown>>> = {
    [REGULAR_ROUTES.expected]: createExpectedHoldingViewModel,
    [REGULAR_ROUTES.closed]: createClosedHoldingViewModel,
    [REGULAR_ROUTES.periodicOpen]: createOpenHoldingViewModel,
    [REGULAR_ROUTES.cycle]: createCycleHoldingViewModel,
  };
  private static readonly RETRY = '重新加载';

  private regularList: RegularHoldingsViewModel | null = null;
  private familyPage: RegularHoldingViewModel<unknown> | null = null;
  private cyclePage: CycleDetailViewModel | null = null;
  private regularVisit: Promise<void> = Promise.resolve();

  /** What the regular pages do on mount (/introduction asks nothing). */
  private async visitRegular({ path, query }: Location): Promise<void> {
    const family = DomainStore.FAMILY_PAGES[path];
    if (path === REGULAR_ROUTES.list) await (this.regularList = createRegularHoldingsViewModel(this.resolve)).load();
    else if (path === REGULAR_ROUTES.cycleDetail) await (this.cyclePage = createCycleDetailViewModel(this.resolve)).load(query.prdCode, query.cycleNo);
    else if (family) await (this.familyPage = family(this.resolve)).load(query.prdCode);
  }

  private async regularSettled(): Promise<void> {
    await this.regularVisit;
    await settle();
  }

  /** The view-model of the regular page at `path`, when that page is the one showing. */
  private regularAt<T>(path: string, page: T | null): T {
    return this.here.path === path && page ? page : assert.fail(`${path} is not open at ${this.here.path}`);
  }

  private get shownFamilyPage(): RegularHoldingViewModel<unknown> {
    const page = this.familyPage;
    return page && REGULAR_FAMILIES.find((info) => info.family === page.family)?.route === this.here.path ? page : assert.fail(`no family page is open at ${this.here.path}`);
  }

  /** Follows a link of the store (an address with its query) and waits for the page it leads to. */
  private async goTo(address: string): Promise<void> {
    const url = new URL(address, STORE_ORIGIN);
    this.navigator.go(url.pathname, Object.fromEntries(url.searchParams));
    await this.regularSettled();
  }

  /** What the open regular page says (pageShows). */
  private regularTexts(): string[] {
    const path = this.here.path;
    if (path === REGULAR_ROUTES.introduction) return [staticText(IntroductionPage)];
    if (path === REGULAR_ROUTES.list) {
      const view = this.regularHoldingsNow();
      return [view.message ?? '', view.total ?? '', ...view.holdings.flatMap((row) => Object.values(row)), ...view.actions];
    }
    if (path === REGULAR_ROUTES.cycleDetail) {
      const view = this.cycleDetailNow();
      return [view.message ?? '', ...Object.entries(view.rows).flat(), ...view.actions];
    }
    const view = this.regularHoldingNow();
    return [view.family, view.name ?? '', view.message ?? '', ...Object.entries(view.facts).flat(), ...view.notes, ...view.cycles.flatMap((cycle) => Object.values(cycle)), ...view.actions];
  }

  private regularHoldingsNow(): RegularHoldingsView {
    const list = this.regularAt(REGULAR_ROUTES.list, this.regularList);
    const page = list.state === 'loaded' && list.page && list.page.total > 0 ? list.page : null;
    const row = (family: string) => (holding: Holding) => ({
      类别: family, 产品: holding.prdName, [REGULAR_TEXT.amt]: formatYuan(holding.amt), 打开: pageNameOf(new URL(regularRowLink(holding), STORE_ORIGIN).pathname),
    });
    const { families, others } = list.groups;
    return {
      total: page ? formatYuan(page.totalValue) : null,
      holdings: page ? [...families.flatMap(({ info, holdings }) => holdings.map(row(info.name))), ...others.map(row(REGULAR_TEXT.others))] : [],
      message: list.state === 'failed' ? REGULAR_TEXT.failed : list.empty ? REGULAR_TEXT.empty : null,
      actions: [
        ...(list.state === 'failed' ? [DomainStore.RETRY] : []),
        ...(list.empty ? [REGULAR_TEXT.browse] : []),
        ...(page && list.hasMore ? [REGULAR_TEXT.all(page.total)] : []),
        ...(list.state === 'loading' ? [] : [REGULAR_TEXT.introduction]),
      ],
    };
  }

  private regularHoldingNow(): RegularHoldingView {
    const page = this.shownFamilyPage;
    const base: RegularHoldingView = { family: page.familyName, name: null, facts: {}, notes: [], cycles: [], actions: [], message: null };
    if (page.state === 'failed') return { ...base, message: FAMILY_PAGE_TEXT.failed, actions: [DomainStore.RETRY] };
    if (page.state === 'notHeld') return { ...base, message: page.message, actions: [REGULAR_TEXT.back] };
    if (page.state === 'otherFamily') return { ...base, message: FAMILY_PAGE_TEXT.otherFamily(page.familyName), actions: [FAMILY_PAGE_TEXT.toOwnPage] };
    if (page.state !== 'loaded' || !page.holding) return base;
    const content = familyContent(page.family, page.holding, page.extra, page.today);
    return {
      ...base,
      name: page.holding.prdName,
      facts: Object.fromEntries([...content.rows, ...(content.window ?? [])]),
      notes: [...(content.window === null ? [OPEN_TEXT.noWindow] : []), ...(content.cycles?.length === 0 ? [CYCLE_TEXT.none] : []), ...content.notes],
      cycles: (content.cycles ?? []).map((cycle) => ({ [CYCLE_TEXT.cycle]: cycleName(cycle.cycleNo), ...Object.fromEntries(cycleRows(cycle)) })),
      actions: content.actions.map((action) => action.text),
    };
  }

  private cycleDetailNow(): CycleDetailView {
    const page = this.regularAt(REGULAR_ROUTES.cycleDetail, this.cyclePage);
    switch (page.state) {
      case 'loaded':
        return { rows: page.holding && page.cycle ? Object.fromEntries(cycleDetailRows(page.holding, page.cycle)) : {}, message: null, actions: [CYCLE_DETAIL_TEXT.toCycles] };
      case 'failed':
        return { rows: {}, message: FAMILY_PAGE_TEXT.failed, actions: [DomainStore.RETRY] };
      case 'notHeld':
        return { rows: {}, message: page.page.message, actions: [REGULAR_TEXT.back] };
      case 'otherFamily':
        return { rows: {}, message: FAMILY_PAGE_TEXT.otherFamily(page.page.familyName), actions: [] };
      case 'missing':
        return { rows: {}, message: CYCLE_DETAIL_TEXT.notFound, actions: [CYCLE_DETAIL_TEXT.toCycles] };
      default:
        return { rows: {}, message: null, actions: [] };
    }
  }

  async openRegularHoldings(): Promise<void> {
    if (this.here?.path === '/myHome' && WEALTH_SHORTCUTS.some((shortcut) => shortcut.to === REGULAR_ROUTES.list)) await this.goTo(REGULAR_ROUTES.list);
    else {
      await this.load(REGULAR_ROUTES.list, {});
      await this.regularSettled();
    }
  }

  async regularHoldings(): Promise<RegularHoldingsView> {
    await this.regularSettled();
    return this.regularHoldingsNow();
  }

  async retryRegularHoldings(): Promise<void> {
    this.regularVisit = this.regularAt(REGULAR_ROUTES.list, this.regularList).load();
    await this.regularSettled();
  }

  async openRegularIntroduction(): Promise<void> {
    if (this.here?.path === REGULAR_ROUTES.list && this.regularHoldingsNow().actions.includes(REGULAR_TEXT.introduction)) await this.goTo(REGULAR_ROUTES.introduction);
    else await this.load(REGULAR_ROUTES.introduction, {});
  }

  async regularIntroduction(): Promise<RegularIntroductionView> {
    this.regularAt(REGULAR_ROUTES.introduction, true);
    // The page draws the domain's table; the open-end family lists SPEC §9's traits as its detail page does.
    return { families: REGULAR_FAMILIES.map((info) => ({ name: info.name, meaning: info.meaning, traits: info.family === 'periodicOpen' ? [...OPEN_END_NET_VALUE_TRAITS] : [] })) };
  }

  async openFamilyPage(family: string, prdCode: string): Promise<void> {
    const info = REGULAR_FAMILIES.find((candidate) => candidate.name === family) ?? assert.fail(`no regular family ${family}`);
    await this.load(info.route, { prdCode });
    await this.regularSettled();
  }

  async openHoldingCard(prdName: string): Promise<void> {
    const home = this.wealth.home ?? assert.fail('/myHome is not open');
    const shown = [...home.current.holdings.slice(0, SECTION_SIZE), ...home.regular.holdings.slice(0, SECTION_SIZE)];
    const holding = shown.find((h) => h.prdName === prdName) ?? assert.fail(`/myHome shows no holding ${prdName}`);
    await this.goTo(holdingCardLink(holding));
  }

  async followHoldingAction(action: string): Promise<void> {
    const to = holdingActions(this.shownHolding.holding).find((shown) => shown.text === action)?.to ?? assert.fail(`the holding offers no ${action}`);
    await this.goTo(to);
  }

  async regularHolding(): Promise<RegularHoldingView> {
    await this.regularSettled();
    return this.regularHoldingNow();
  }

  async retryRegularHolding(): Promise<void> {
    const { path, query } = this.here;
    this.regularVisit = path === REGULAR_ROUTES.cycleDetail
      ? this.regularAt(path, this.cyclePage).load(query.prdCode, query.cycleNo)
      : this.shownFamilyPage.load(query.prdCode);
    await this.regularSettled();
  }

  async followRegularAction(action: string): Promise<void> {
    const page = this.shownFamilyPage;
    const content = page.state === 'loaded' && page.holding ? familyContent(page.family, page.holding, page.extra, page.today) : null;
    const to = content?.actions.find((shown) => shown.text === action)?.to
      ?? (page.state === 'otherFamily' && action === FAMILY_PAGE_TEXT.toOwnPage ? page.ownPage : null)
      ?? (page.state === 'notHeld' && action === REGULAR_TEXT.back ? REGULAR_ROUTES.list : null)
      ?? assert.fail(`the page offers no ${action}`);
    await this.goTo(to);
  }

  async openCycle(name: string): Promise<void> {
    const page = this.shownFamilyPage;
    const cycles = page.family === 'cycle' && page.state === 'loaded' ? (page.extra as CustCycle[]) : [];
    const cycle = cycles.find((shown) => cycleName(shown.cycleNo) === name) ?? assert.fail(`the page lists no cycle ${name}`);
    await this.goTo(cycleDetailPageOf(page.holding!.prdCode, cycle.cycleNo));
  }

  async openCycleDetail(prdCode: string, cycleNo: string): Promise<void> {
    await this.load(REGULAR_ROUTES.cycleDetail, { prdCode, cycleNo });
    await this.regularSettled();
  }

  async cycleDetail(): Promise<CycleDetailView> {
    await this.regularSettled();
    return this.cycleDetailNow();
  }
}

const statementYuan = (amount: Money) => STATEMENT_TEXT.yuan(formatYuan(amount));

/** What a statement month's page says instead of its content, as MonthMessage does. */
function monthMessage(page: StatementMonthViewModel<unknown>, failed: string): string | null {
  if (page.state === 'failed') return failed;
  if (page.state === 'missing' && page.sendDate) return STATEMENT_TEXT.noStatement(page.sendDate);
  return page.state === 'invalid' ? STATEMENT_TEXT.invalidMonth : null;
}
