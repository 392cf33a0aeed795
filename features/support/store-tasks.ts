/**
 * What a scenario can do and see, in business terms. Each assembly implements all of it:
 * domain (view-models and use cases over the in-process mock bank, seconds) and browser
 * (Chromium on the production build with the mock bank).
 */
import type { FaultRule } from '../../mock-server/faults';
import type { RouteSample } from './route-samples';

export type EntryMode = '01' | '02';
export type ProductKindName = '定期理财' | '活期理财';
/** The sections of a detail page that load a published text on first opening (测算依据 is a popup). */
export type SectionName = '交易规则' | '风险提示' | '测算依据';

/** The detail page's sections that list rows: its elements (name, value) and cycles. */
export type DetailSectionName = '产品要素' | '开放周期';

/** The mock bank's fault rule (DECISIONS.md), as the control API takes it. */
export type { FaultRule };

export interface ProductSummaryView {
  code: string;
  name: string;
  yieldValue: string;
  yieldLabel: string;
  minPurchase: string;
  risk: string;
}

export interface DetailView {
  /** The product's code. */
  code: string;
  family: string;
  name: string;
  yieldValue: string;
  yieldLabel: string;
  facts: Record<string, string>;
  bottomBar: { kind: 'buy' | 'soldOut' | 'unavailable' | 'preSale'; text: string; actionable: boolean };
  shareLink: string | null;
}

/** What the messaging app's share menu sends: link and icon as paths on the store's origin. */
export interface SharedView {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface ChartView {
  metrics: string[];
  periods: string[];
  metric: string | null;
  period: string | null;
  /** The chart in words (latest value and date, highest and lowest), or null. */
  summary: string | null;
  /** What the chart area says instead of a chart (loading, empty, failed), or null. */
  message: string | null;
  /** The text beside the chart (the past-performance caveat). */
  note: string;
}

export interface DialogView {
  title: string;
  message: string;
}

export interface BuyNoticeView {
  message: string;
  fix: string | null;
}

/** Security checks (features/security.feature). */
export interface SecurityTasks {
  /**
   * Where a secret shows outside the request bodies: 'address' (a request's URL, or an address the
   * store put in the address bar), 'console', 'localStorage', 'sessionStorage', 'trace'.
   */
  placesExposing(secret: string): Promise<string[]>;
  /** The credentials the store sent the bank (tokenId, openId, accessToken values). */
  credentialsSent(): Promise<string[]>;
  /** The active customer's full ID number, as the bank keeps it. */
  customerIdNumber(): Promise<string>;
  /** The page's response headers, by lower-case name (browser only). */
  pageHeaders(): Promise<Record<string, string>>;
  /** A bank answer's response headers, by lower-case name (browser only). */
  apiHeaders(): Promise<Record<string, string>>;
  /** What the Content-Security-Policy has blocked so far, one line each (browser only). */
  policyViolations(): Promise<string[]>;
  /** Puts an inline script into the page; whether it ran (browser only). */
  inlineScriptRuns(): Promise<boolean>;
  /** From now on, every text the bank answers carries this markup (the mock bank's hostile-text control). */
  carryHostileText(markup: string): Promise<void>;
  /**
   * Opens each route sample (after its reset, persona and setup) with every collapsed section and popup open;
   * then which corpus entries ran, what the pages hold that could run later (on* attributes,
   * javascript: links, frames), and how often the markup was shown as plain text (browser only).
   */
  hostileTextOutcome(samples: readonly RouteSample[]): Promise<{ ran: string[]; runnable: string[]; shownAsText: number }>;
}

/** Accessibility checks (features/accessibility.feature), browser only. */
export interface AccessibilityTasks {
  /** Opens each route sample (after its reset, persona and setup) with every section and popup open; axe-core's serious and critical findings. */
  accessibilityFindings(samples: readonly RouteSample[]): Promise<string[]>;
  /** The open payment keypad as a screen reader meets it (name null when no keypad is open). */
  keypadAsRead(): Promise<{ name: string | null; keys: string[]; status: string }>;
  /** Presses digit keys of the open keypad with the keyboard. */
  pressKeypadByKeyboard(count: number): Promise<void>;
}

/** The open page as measured (features/elder-mode.feature): each element named by tag, classes and first words. */
export interface ElderLayoutView {
  /** Each visible text: its size (px), its line height as a multiple of the size (null in a form field), its contrast against the backgrounds behind it (the worst, x:1; null for SVG). */
  texts: Array<{ what: string; size: number; lineHeight: number | null; contrast: number | null }>;
  /** The body text's size (px), to compare the headings with. */
  bodySize: number;
  headings: Array<{ what: string; size: number }>;
  /** Each visible control's height (px); links inside running text are left out. */
  targets: Array<{ what: string; height: number }>;
}

/** 长辈版 (features/elder-mode.feature). */
export interface ElderModeTasks {
  /** Sets the 长辈版 switch of the open page (理财首页, 我的理财) on or off, tapping it when it is not already. */
  switchElderMode(on: boolean): Promise<void>;
  /** Whether the store shows itself in 长辈版 (and, where the page has the switch, that the switch says so). */
  elderModeOn(): Promise<boolean>;
  /** The same phone later: the tab closed (the session gone), the store opened again with this link. */
  visitAgain(link: Record<string, string>): Promise<void>;
  /** What the open detail page says beside the product's risk level, in plain words, or null. */
  riskInPlainWords(): Promise<string | null>;
  /** The open page measured against 长辈版's sizes and contrast (browser only). */
  elderLayout(): Promise<ElderLayoutView>;
  /** The 长辈版 switch as a screen reader and a finger meet it on the open page (browser only). */
  elderSwitch(): Promise<{ name: string; pressed: boolean; height: number }>;
  /** Moves the keyboard's focus to the 长辈版 switch and presses Space (browser only). */
  pressElderSwitchByKeyboard(): Promise<void>;
  /** The page's viewport settings, as its meta tag says them (browser only). */
  viewport(): Promise<string>;
}

/** What the fault matrix reads and does beyond the other tasks (features/fault-matrix.feature). */
export interface FaultMatrixTasks {
  /** The amount typed on /buy. */
  enteredAmount(): Promise<string>;
  /** The volume typed on the redemption page. */
  enteredVolume(): Promise<string>;
  /** What the redemption page says after a lost answer, or null. */
  redemptionPending(): Promise<string | null>;
  /** After 未送达: 重新提交 (the keypad again, for the same redemption). */
  sendRedemptionAgain(): Promise<void>;
  /** What /myHome says instead of its holdings (持仓暂时没有加载出来), or null. */
  myWealthSays(): Promise<string | null>;
  /** /myHome's 重新加载. */
  reloadMyWealth(): Promise<void>;
  /** Whether the loading indicator has ended (in the browser: within 5 s). */
  loadingEnded(): Promise<boolean>;
  /** The toasts shown so far on this page, without waiting for one (toasts() waits for the first). */
  toastsSoFar(): Promise<string[]>;
}

export interface StoreTasks extends SecurityTasks, AccessibilityTasks, ElderModeTasks, FaultMatrixTasks {
  // the mock bank
  useFaults(rules: FaultRule[]): Promise<void>;
  clearFaults(): Promise<void>;
  usePersona(id: string): Promise<void>;
  requestCount(pathEnd: string): Promise<number>;
  traceRecords(): Promise<Array<Record<string, string>>>;
  /** The products as the mock bank holds them (its raw records). */
  bankProducts(): Promise<Array<Record<string, string>>>;
  /** Replaces a product's published text at the mock bank (the HTML, before any wire encoding). */
  publishText(section: SectionName, prdCode: string, html: string): Promise<void>;

  // entering and moving around
  open(link: Record<string, string>, path?: string): Promise<void>;
  reopen(path: string, query?: Record<string, string>): Promise<void>;
  openProduct(code: string): Promise<void>;
  openProductFromHome(kind: ProductKindName, index: number): Promise<void>;
  goBack(): Promise<void>;
  scrollHomeTo(y: number): Promise<void>;
  homeScroll(): Promise<number>;

  // what the customer sees
  currentPage(): Promise<string>;
  pageShows(text: string): Promise<boolean>;
  homeSection(kind: ProductKindName): Promise<{ products: ProductSummaryView[]; message: string | null }>;
  detail(): Promise<DetailView>;
  tapBuy(): Promise<void>;
  retry(): Promise<void>;
  /** /gear's tier table: its rows (holding days, rate), or what it says instead. */
  tierTable(): Promise<{ rows: string[][]; message: string | null }>;
  retryTierRates(): Promise<void>;
  toggleSection(section: SectionName): Promise<void>;
  /** Whether the open detail page offers the section at all. */
  sectionOffered(section: SectionName): Promise<boolean>;
  retrySection(section: SectionName): Promise<void>;
  /** An open section's text as the customer reads it. */
  sectionText(section: SectionName): Promise<string>;
  /** The links in a section's text (their href). */
  sectionLinks(section: SectionName): Promise<string[]>;
  /** Whether code smuggled into server text ran (only a browser can run it). */
  injectedCodeRan(): Promise<boolean>;
  openOneMinute(): Promise<void>;

  // the product list
  openList(kind: ProductKindName): Promise<void>;
  listed(): Promise<ProductSummaryView[]>;
  loadMore(): Promise<void>;
  pullToRefresh(): Promise<void>;
  sortBy(sort: '收益率' | '业绩比较基准'): Promise<void>;
  listEnd(): Promise<string>;

  // buying (/buy, the risk statement, the keypad, the result pages)
  enterAmount(text: string): Promise<void>;
  /** Taps 确认购买. */
  confirmPurchase(): Promise<void>;
  /** What the amount entry says is wrong, or null. */
  amountMessage(): Promise<string | null>;
  /** Whether the risk statement's 确认 can be tapped (null when the statement is not shown). */
  riskConfirmEnabled(): Promise<boolean | null>;
  /** Ticks the risk statement's box and taps its 确认. */
  agreeToRiskStatement(): Promise<void>;
  /** Types the PIN on the payment keypad. */
  enterPin(pin: string): Promise<void>;
  closeKeypad(): Promise<void>;
  /** /cntranprocess: its rows (产品, 购买金额, 状态, 预计确认日期, 订单号), or null when not shown. */
  purchasePlaced(): Promise<Record<string, string> | null>;
  /** What /buy says after a lost answer (and its way on), or null. */
  purchasePending(): Promise<string | null>;
  /** After 未送达: 重新提交 (the keypad again, for the same purchase). */
  sendPurchaseAgain(): Promise<void>;
  /** /purchaseFailed: the reason it gives, or null when not shown. */
  purchaseFailure(): Promise<string | null>;
  /** The orders the mock bank took today: the scenario's own (its seeded history is older). */
  bankOrders(): Promise<Array<Record<string, string>>>;
  /** /comfirmed's records: 产品, 购买金额, 状态 each. */
  pendingRecords(): Promise<Array<Record<string, string>>>;
  /** The mock bank confirms every pending order (its control API). */
  confirmPendingOrders(): Promise<void>;
  /** The active persona's holdings as the mock bank keeps them. */
  bankHoldings(): Promise<Array<{ prdCode: string; amt: string }>>;
  /**
   * Where a text turns up in what the store sent, logged or kept since the scenario began:
   * requests (address and body), console lines, local and session storage, trace records.
   */
  placesShowing(text: string): Promise<string[]>;

  // the buy preconditions (the detail page's note, /buy's panel, /contractSigning, /answer)
  /** Why the customer cannot buy, as the detail page or /buy says it, and its fix's label; null when nothing is said. */
  buyNotice(): Promise<BuyNoticeView | null>;
  /** Taps the notice's fix. */
  fixBuyNotice(): Promise<void>;
  /** Whether /buy offers the amount entry. */
  amountEntryOffered(): Promise<boolean>;
  /** On /contractSigning: picks the card shown as `card` (masked), taps 确认签约 and types the PIN. */
  signContract(card: string, pin: string): Promise<void>;
  /** What /contractSigning says went wrong, or null. */
  contractError(): Promise<string | null>;
  /** On /answer: answers the first `count` questions (all when undefined) with their first or last option. */
  answerRiskQuestions(pick: 'first' | 'last', count?: number): Promise<void>;
  submitRiskQuestionnaire(): Promise<void>;
  /** What /answer says is missing, or null. */
  riskQuestionnaireError(): Promise<string | null>;
  /** /answer's result lines, or null before a result. */
  riskResult(): Promise<string[] | null>;
  /** The result's way on (返回购买 or 返回理财首页). */
  leaveRiskResult(): Promise<void>;

  // fixed-amount plans (/fixedtime, /fixedtimeupdate, /fixedtimesuccess, /fixedtimestop)
  /** Whether the detail page offers 定投. */
  detailOffersPlan(): Promise<boolean>;
  /** Taps the detail page's 定投. */
  tapPlan(): Promise<void>;
  /** Fills the plan form: each amount, period (每周, 每两周, 每月) and day (周一…周五, 1日…28日). */
  fillPlan(amount: string, period: string, day: string): Promise<void>;
  /** What the plan form holds, in the same words. */
  planForm(): Promise<{ amount: string; period: string; day: string }>;
  /** Taps 确认定投 or 确认修改. */
  confirmPlan(): Promise<void>;
  /** Types the PIN on the keypad a plan call opened, and waits for its outcome. */
  enterPlanPin(pin: string): Promise<void>;
  /** What the plan form (or the stop page) says went wrong, or null. */
  planError(): Promise<string | null>;
  /** /fixedtime's plan already in place (its rows), or null. */
  existingPlan(): Promise<Record<string, string> | null>;
  /** Taps 修改计划 or 终止定投 on the page showing a plan. */
  openPlanAction(action: '修改计划' | '终止定投'): Promise<void>;
  /** The page's title and the plan's rows (/fixedtimesuccess, /fixedtimestop), or null. */
  planShown(): Promise<{ title: string; rows: Record<string, string> } | null>;
  /** The plans the mock bank holds for the customer. */
  bankPlans(): Promise<Array<Record<string, string>>>;

  // /redeemway
  /** The holding's rows (持有金额, 到期日, 当前方式), or null when none is shown. */
  /** From /myHome, follows its 到期处理方式 shortcut (no product named). */
  openMaturityShortcut(): Promise<void>;
  /** /redeemway without a product: the term holdings it offers to choose from. */
  redeemWayChoices(): Promise<string[]>;
  chooseRedeemWayHolding(prdName: string): Promise<void>;
  redeemWay(): Promise<Record<string, string> | null>;
  /** Picks a maturity method by its words and taps 确认修改. */
  changeRedeemWay(way: string): Promise<void>;
  /** The maturity method the mock bank keeps for the customer's holding ('1' redeemed, '0' rolled over). */
  bankMaturityWay(prdCode: string): Promise<string>;

  // my wealth (/myHome, the holdings, /mineRestrictNetWorth, redemption, /dividend)
  openMyWealth(): Promise<void>;
  /** /myHome's totals: 总资产, 昨日收益, 累计收益 (元, as shown). */
  wealthTotals(): Promise<Record<string, string>>;
  /** The names of the holdings /myHome lists for one kind. */
  holdingsIn(kind: ProductKindName): Promise<string[]>;
  /** Opens a holding's share detail (or, withRate, its income detail). */
  openHolding(prdCode: string, withRate?: boolean): Promise<void>;
  /** The holding page's rows, by their terms. */
  holdingFacts(): Promise<Record<string, string>>;
  /** What the holding page offers to do, in order. */
  holdingActions(): Promise<string[]>;
  /** Opens the holding and taps 赎回 or 快速赎回. */
  startRedemption(prdCode: string, action: '赎回' | '快速赎回'): Promise<void>;
  enterVolume(text: string): Promise<void>;
  /** Taps 全部赎回. */
  redeemAll(): Promise<void>;
  /** Taps 确认赎回. */
  confirmRedemption(): Promise<void>;
  /** What the volume entry says is wrong, or null. */
  volumeMessage(): Promise<string | null>;
  /** Types the PIN on the keypad the redemption opened, and waits for its outcome. */
  enterRedemptionPin(pin: string): Promise<void>;
  /** The quick-redemption allowance line, or null when not offered. */
  fastQuota(): Promise<string | null>;
  /** The redemption result page (/redemptionResult, /rapidRedemptionT): its title and rows, or null. */
  redemptionDone(): Promise<{ title: string; rows: Record<string, string> } | null>;
  /** The refusal page's reason (/redemptionFalseResult, /rapidRedemptionF), or null. */
  redemptionRefusal(): Promise<string | null>;
  /** The customer's holding of a product as the mock bank keeps it, or null. */
  bankHolding(prdCode: string): Promise<Record<string, string> | null>;
  /** On /dividend: picks a method by its words and taps 确认修改. */
  changeDividend(mode: string): Promise<void>;
  /** /pdfShow's documents, in order. */
  holdingDocuments(): Promise<string[]>;
  chooseHoldingDocument(name: string): Promise<void>;
  /** The title of the document /pdfShow draws, once a page of it is drawn (or it says why not). */
  shownHoldingDocument(): Promise<string | null>;

  // dialogs and toasts
  /** The open dialog's buttons, in order. */
  dialogActions(): Promise<string[]>;
  /** Taps the open dialog's button with this text. */
  chooseInDialog(action: string): Promise<void>;
  dialog(): Promise<DialogView | null>;
  confirmDialog(): Promise<void>;
  toasts(): Promise<string[]>;
  loadingShown(): Promise<boolean>;
  loadingGoneWithin(ms: number): Promise<boolean>;

  // who the session says the customer is
  sessionShareType(): Promise<string | null>;
  messagingLoginVisits(): Promise<number>;

  // the detail page's own data: traits, elements, cycles
  /** What the bank answers to a call (its result or response), to compare the page with. */
  bankAnswer(method: 'GET' | 'POST', path: string, params: Record<string, string | number>): Promise<unknown>;
  /** The traits' titles in the swiper; null when the page shows no traits. */
  traits(): Promise<string[] | null>;
  /** A table-like section of the detail page: its rows, or what it says instead. */
  detailTable(name: DetailSectionName): Promise<{ rows: string[][]; message: string | null }>;
  retryDetailTable(name: DetailSectionName): Promise<void>;
  /** Everything the open page says, including opened sections. */
  pageText(): Promise<string>;
  /** The open-end product's traits (SPEC §9), as listed. */
  openEndTraits(): Promise<string[]>;

  // sharing in the messaging app
  /** What a share from the open page would send; null when the page offers none. */
  sharedContent(): Promise<SharedView | null>;

  // the performance chart and the tier chart
  /** The performance chart as the customer reads it; null when the page has none. */
  performanceChart(): Promise<ChartView | null>;
  /** Picks a metric or a period tab of the chart. */
  chooseChartTab(label: string): Promise<void>;
  retryChart(): Promise<void>;
  /** Scrolls the chart into view; whether it is drawn by then (null where nothing draws). */
  chartDrawnWhenSeen(): Promise<boolean | null>;
  /** /gear's tier chart: the words a screen reader reads, and where its history link leads. */
  tierChart(): Promise<{ summary: string; historyPath: string } | null>;

  // instruction documents and /pdf (features/documents.feature)
  /** The detail page's documents by name, or what the section says instead. */
  documents(): Promise<{ names: string[]; message: string | null }>;
  retryDocuments(): Promise<void>;
  openDocument(name: string): Promise<void>;
  /** The /pdf page: its title, the page it shows (第N页/共M页) and that page's text, or what it says instead. */
  documentViewer(): Promise<{ title: string; pageLabel: string | null; pageText: string | null; message: string | null }>;
  turnDocumentPage(direction: '上一页' | '下一页'): Promise<void>;
  /** The /pdf page's 重新加载 after a document could not be opened. */
  retryDocument(): Promise<void>;

  // the detail page's sub pages: 更多信息, synopsis, trading rules, fees (helper A)
  /** The detail page's 更多信息: each link's words and where it leads. */
  moreInfo(): Promise<MoreInfoLinkView[]>;
  /** Follows the 更多信息 link with these words. */
  followMoreInfo(label: string): Promise<void>;
  /** The open sub page (synopsis, trading rules, fees) as the customer reads it. */
  subPage(): Promise<SubPageView>;
  /** 重新加载 on the open sub page. */
  retrySubPage(): Promise<void>;
  /** The links in the sub page's server text (their href). */
  subPageLinks(): Promise<string[]>;
  /** Replaces a product's sales material (t200007 sections, HTML) at the mock bank. */
  publishSynopsis(prdCode: string, sections: Array<{ title: string; content: string }>): Promise<void>;

  // ---- helper B: history yields and the same-series comparison (features/history.feature) ----
  /** Opens the product's history page of this kind (its own detail page's, or the first of that kind). */
  openHistory(prdCode: string, kind: HistoryKindName): Promise<void>;
  /** The open history page as the customer reads it. */
  historyPage(): Promise<HistoryView>;
  /** 加载更多 on the history page; settles when more lines show or the failure does. */
  loadMoreHistory(): Promise<void>;
  /** 重新加载 on the history page. */
  retryHistory(): Promise<void>;
  /** Opens the comparison of a series (null: the address names none), from this product (or none). */
  openContrast(seriesCode: string | null, prdCode: string | null): Promise<void>;
  /** The open comparison as the customer reads it. */
  contrast(): Promise<ContrastView>;
  /** 重新加载 on the comparison. */
  retryContrast(): Promise<void>;
  /** Follows the product's name in the comparison to its detail page. */
  openFromContrast(name: string): Promise<void>;

  // ---- records: /unconfirmed, /transitCash, the record pages, 撤单 (features/records.feature) ----
  /** Opens the record list (/unconfirmed) on its default range, and waits for its first page. */
  openDealHistory(): Promise<void>;
  /** The record list as the customer reads it. */
  dealHistory(): Promise<DealHistoryView>;
  /** Types the two dates (as given, '' for none) and taps 查询. */
  queryDeals(startDate: string, endDate: string): Promise<void>;
  /** The record list's next page (scrolling to its end). */
  loadMoreDeals(): Promise<void>;
  /** Pulls the record list down: its range's first page again. */
  refreshDeals(): Promise<void>;
  /** Opens the record list's record at this place (1 is the newest). */
  openDealFromHistory(index: number): Promise<void>;
  /** Opens a record page directly (a reload, a link) for this order id. */
  openDealRecord(uniOrderId: string): Promise<void>;
  /** The open record page as the customer reads it. */
  dealRecord(): Promise<DealRecordView>;
  /** Taps 撤单 on the open record page (the 提示 dialog follows). */
  cancelShownDeal(): Promise<void>;
  /** On /comfirmed: opens the record of this product. */
  openPendingRecord(prdName: string): Promise<void>;
  /** On /comfirmed: taps 撤单 of the record of this product (the 提示 dialog follows). */
  cancelPendingRecord(prdName: string): Promise<void>;
  /** What the page says after a 撤单 whose answer was lost, and its way on (再次查询, 重新撤单); null when nothing. */
  cancelLost(): Promise<{ message: string; action: string } | null>;
  /** Takes the lost note's way on, by its words (再次查询, 重新撤单), and waits for what follows. */
  followCancelLost(action: string): Promise<void>;
  /** /cancelResult: the cancelled deal's rows and what is given back; null when not shown. */
  cancelDone(): Promise<{ rows: Record<string, string>; returned: string } | null>;
  /** /cancelFalseResult: the reason it gives; null when not shown. */
  cancelFailure(): Promise<string | null>;
  /** Opens 在途资金 (/transitCash). */
  openInTransit(): Promise<void>;
  /** 在途资金's records (产品, 金额, 收款卡, 预计到账日期), or what it says instead. */
  inTransit(): Promise<{ records: Array<Record<string, string>>; message: string | null }>;
  /** Opens 在途资金's record at this place. */
  openInTransitRecord(index: number): Promise<void>;

  // ---- my wealth: the risk level and the statements (features/risk-level.feature, features/statements.feature) ----
  /** Opens /risklevel and waits for what it says. */
  openRiskLevel(): Promise<void>;
  /** /risklevel as the customer reads it. */
  riskLevel(): Promise<RiskLevelView>;
  /** 重新加载 on /risklevel. */
  retryRiskLevel(): Promise<void>;
  /** Follows /risklevel's 开始评估 or 重新评估 to the questionnaire. */
  startRiskAssessment(): Promise<void>;
  /** Follows the questionnaire result's 查看我的风险等级. */
  riskLevelFromResult(): Promise<void>;
  /** Opens /statement and waits for what it says. */
  openStatements(): Promise<void>;
  /** /statement as the customer reads it. */
  statementList(): Promise<StatementListView>;
  /** 重新加载 on /statement. */
  retryStatements(): Promise<void>;
  /** Follows the list's statement of this month (YYYY-MM). */
  openStatementFromList(month: string): Promise<void>;
  /** Opens /statementDetail directly (a reload, a bookmark) for this month; null: the address names none. */
  openStatement(month: string | null): Promise<void>;
  /** The open statement as the customer reads it. */
  statementDetail(): Promise<StatementDetailView>;
  /** Follows 查看当月交易明细. */
  openMonthTransactions(): Promise<void>;
  /** Opens /statementParticularDetail directly for this month; null: the address names none. */
  openTransactions(month: string | null): Promise<void>;
  /** The month's transactions as the customer reads them. */
  statementTransactions(): Promise<StatementTransactionsView>;

  // ---- my wealth: 我的定投 (/myFixedTimeNetWorth, /myFixedTimeNetWorthInfo, /fixedRecordInfoPage; features/plan-records.feature) ----
  /** Opens 我的定投 and waits for what it says. */
  openMyPlans(): Promise<void>;
  /** 我的定投 as the customer reads it. */
  myPlans(): Promise<MyPlansView>;
  /** 重新加载 on 我的定投. */
  retryMyPlans(): Promise<void>;
  /** Opens, from 我的定投, the first plan listed of the product with this name, and waits for its page. */
  openMyPlan(prdName: string): Promise<void>;
  /** Opens a plan's page directly (a reload, a link) for this plan number. */
  openPlanInfo(planNo: string): Promise<void>;
  /** The open plan's page as the customer reads it. */
  planInfo(): Promise<PlanInfoView>;
  /** 加载更多 on the plan's instalments. */
  loadMorePlanRecords(): Promise<void>;
  /** Opens the plan page's instalment at this place (1 is the newest), and waits for its page. */
  openPlanRecord(index: number): Promise<void>;
  /** Opens an instalment's page directly (a reload, a link) for this plan number and instalment number. */
  openPlanRecordPage(planNo: string, seq: string): Promise<void>;
  /** Loads the open plan page (我的定投, a plan, an instalment) again at the same address: the browser's reload. */
  reloadPlanPage(): Promise<void>;
  /** The open instalment's page as the customer reads it. */
  planRecord(): Promise<PlanRecordView>;

  // ---- income, assets and payouts: /profitLossIncome, /mineCurrencyIncomeNew, /currencyRecord, /hisAssets, /interest, /cash (features/income.feature) ----
  /** From /myHome, follows its shortcut with these words and waits for what the page says. */
  openIncomeShortcut(name: IncomePageName): Promise<void>;
  /** On the holding's page, follows its 收益记录 or 万份收益记录 and waits for what the page says. */
  openHoldingIncome(action: HoldingIncomeName): Promise<void>;
  /** Opens a product's 收益记录 or 万份收益记录 directly (a link, a reload) and waits for what the page says. */
  openIncomeRecord(action: HoldingIncomeName, prdCode: string): Promise<void>;
  /** The open income page as the customer reads it. */
  incomePage(): Promise<IncomePageView>;
  /** The open list's next page (its end coming into view; after a failed page, its retry). */
  loadMoreIncome(): Promise<void>;
  /** 重新加载 on the open income page. */
  retryIncome(): Promise<void>;

  // ---- my wealth: regular (定期) holdings by family: /regular, /introduction, the family pages, a cycle's page (features/regular-holdings.feature) ----
  /** Opens 定期理财 (by /myHome's shortcut when it is open, else by its address) and waits for what it says. */
  openRegularHoldings(): Promise<void>;
  /** 定期理财 as the customer reads it. */
  regularHoldings(): Promise<RegularHoldingsView>;
  /** 重新加载 on 定期理财. */
  retryRegularHoldings(): Promise<void>;
  /** Opens 定期理财介绍 (by 定期理财's link when it is open, else by its address). */
  openRegularIntroduction(): Promise<void>;
  /** 定期理财介绍 as the customer reads it. */
  regularIntroduction(): Promise<RegularIntroductionView>;
  /** Opens a family's page (预期收益型, 封闭式净值型, 定期开放净值型, 周期型) for a product code by its address (a link, a reload). */
  openFamilyPage(family: string, prdCode: string): Promise<void>;
  /** On /myHome, follows the card of the holding with this name, and waits for the page it leads to. */
  openHoldingCard(prdName: string): Promise<void>;
  /** On the holding page (/mineRestrictNetWorth), follows its action with these words, and waits for the page it leads to. */
  followHoldingAction(action: string): Promise<void>;
  /** The open family page as the customer reads it. */
  regularHolding(): Promise<RegularHoldingView>;
  /** 重新加载 on the open family page or cycle page. */
  retryRegularHolding(): Promise<void>;
  /** On the open family page, follows its way on with these words (赎回, 持仓详情, 查看该产品的持仓…), and waits for the page it leads to. */
  followRegularAction(action: string): Promise<void>;
  /** On the cycle product's page, opens the cycle with this name (第1期). */
  openCycle(name: string): Promise<void>;
  /** Opens a cycle's page by its address (a link, a reload). */
  openCycleDetail(prdCode: string, cycleNo: string): Promise<void>;
  /** The open cycle's page as the customer reads it. */
  cycleDetail(): Promise<CycleDetailView>;
}

/** 定期理财 (/regular) as the customer reads it (features/regular-holdings.feature). */
export interface RegularHoldingsView {
  /** 定期理财参考市值 (元), or null when not shown. */
  total: string | null;
  /** Each holding shown, family by family in order: 类别, 产品, 参考市值（元）, and 打开: the name of the page it leads to (the family's, or 持仓详情). */
  holdings: Array<Record<string, string>>;
  /** What the page says instead of holdings (暂无定期理财持仓, the failure), or null. */
  message: string | null;
  /** The page's ways on besides the holdings (去看看理财产品, 重新加载, 查看全部…, 定期理财介绍), in order. */
  actions: string[];
}

/** 定期理财介绍 (/introduction): each family in order, what it means, and the traits it lists (the open-end family's). */
export interface RegularIntroductionView {
  families: Array<{ name: string; meaning: string; traits: string[] }>;
}

/** A regular holding's family page as the customer reads it. */
export interface RegularHoldingView {
  /** The family the page is for (预期收益型, 封闭式净值型, 定期开放净值型, 周期型). */
  family: string;
  /** The product's name, or null when no holding is shown. */
  name: string | null;
  /** The holding's rows and (periodic open) the next open window's, by their words. */
  facts: Record<string, string>;
  /** The notes under them, in order. */
  notes: string[];
  /** A cycle product's cycles, newest first: 周期 and the cycle's rows by their words. */
  cycles: Array<Record<string, string>>;
  /** The ways on, in order (赎回, 到期处理方式, 持仓详情; 重新加载, 返回定期理财, 查看该产品的持仓 instead of a holding). */
  actions: string[];
  /** What the page says instead of the holding (not held, another family's, the failure), or null. */
  message: string | null;
}

/** A cycle's page (/custCycleVoldetail) as the customer reads it. */
export interface CycleDetailView {
  /** Its rows by their words (产品, 周期, 开始日期, 结束日期, 持有份额（份）, 状态, and 周期收益 or 截至今日收益); empty when none is shown. */
  rows: Record<string, string>;
  /** What it says instead (没有找到这个投资周期, not held, the failure), or null. */
  message: string | null;
  /** Its ways on (查看全部投资周期, 返回定期理财, 重新加载). */
  actions: string[];
}

/** A link of the detail page's 更多信息. */
export interface MoreInfoLinkView {
  label: string;
  path: string;
  query: Record<string, string>;
}

/** A sub page of a detail page as the customer reads it. */
export interface SubPageView {
  path: string;
  query: Record<string, string>;
  /** What the page is (产品概述, 交易规则, 产品费率), shown above the product's name. */
  kind: string;
  /** The product's name, the page's h1. */
  name: string;
  /** Text sections: heading (empty when none) and the text without markup. */
  sections: Array<{ heading: string; text: string }>;
  /** Tables: heading and rows of cells. */
  tables: Array<{ heading: string; rows: string[][] }>;
  /** What the page says instead of its content (loading, empty, failed), or null. */
  message: string | null;
  /** The note under the content (the past-performance caveat under sales material), or null. */
  note: string | null;
}

/** The history pages as analysts name them: net values, past periods, money-fund days (HISTORY_SOURCES). */
export type HistoryKindName = '历史净值' | '历史业绩' | '历史收益';

/** A history page (helper B) as the customer reads it. */
export interface HistoryView {
  /** What the page is (历史净值, 历史业绩, 历史收益), above the product's name. */
  kind: string;
  /** The product's name, the page's h1. */
  name: string;
  columns: string[];
  rows: string[][];
  /** 已显示20条，共365条; null when no line is shown. */
  shown: string | null;
  /** Whether 加载更多 is offered. */
  moreOffered: boolean;
  /** What the page says instead of its lines (loading, empty, failed), or null. */
  message: string | null;
  /** The past-performance caveat under the table's heading; null when the page shows none. */
  caveat: string | null;
}

/** One product of the same-series comparison. */
export interface ContrastRowView {
  code: string;
  name: string;
  yieldValue: string;
  yieldLabel: string;
  term: string;
  risk: string;
  minPurchase: string;
  /** Marked 当前产品 in words. */
  current: boolean;
  /** Where its name leads. */
  detailPath: string | null;
}

/** /contrast as the customer reads it. */
export interface ContrastView {
  /** The line naming the series, or null. */
  series: string | null;
  columns: string[];
  rows: ContrastRowView[];
  /** What the page says instead of the table (loading, empty, no series, failed), or null. */
  message: string | null;
  /** The notes under the table (benchmark, past performance). */
  notes: string[];
}

/** /unconfirmed as the customer reads it (features/records.feature). */
export interface DealHistoryView {
  /** The range shown (2024-03-01 至 2024-06-01), or null before one. */
  range: string | null;
  /** Each record: 产品, 交易类型, 金额 (or 份额), 状态, 申请日期. */
  records: Array<Record<string, string>>;
  /** Whether the list has more to load. */
  moreOffered: boolean;
  /** What the list says instead of records (暂无交易记录, the failure), or null. */
  message: string | null;
  /** What is said under each date field (开始日期, 结束日期), or null. */
  errors: Record<'开始日期' | '结束日期', string | null>;
}

/** A record page as the customer reads it. */
export interface DealRecordView {
  /** The page's heading (购买记录, 赎回记录, 确认中的购买, …). */
  title: string;
  /** Its rows, by their words (产品, 交易类型, 金额, …); empty when it shows none. */
  rows: Record<string, string>;
  /** Whether it offers 撤单. */
  cancelOffered: boolean;
  /** What it says instead of rows (没有找到这笔交易, the failure), or null. */
  message: string | null;
}

/** /risklevel as the customer reads it. */
export interface RiskLevelView {
  /** 平衡型（C3）; null when the customer has no record. */
  level: string | null;
  /** What the level means, or that there is none. */
  description: string | null;
  /** 评估日期 and 有效期至. */
  facts: Record<string, string>;
  /** What it says of the record's validity (in force, or expired), or null. */
  validity: string | null;
  /** The way to the questionnaire (开始评估, 重新评估), or null. */
  action: string | null;
  /** What the page says instead (a failure), or null. */
  message: string | null;
}

/** One statement of /statement: its month (YYYY-MM, from its link) and what it shows. */
export interface StatementRowView {
  month: string;
  title: string;
  totAsset: string;
  monthIncome: string;
}

export interface StatementListView {
  rows: StatementRowView[];
  /** What the page says instead of statements (none, a failure), or null. */
  message: string | null;
}

export interface StatementDetailView {
  title: string;
  /** 月末资产 and 当月收益. */
  totals: Record<string, string>;
  /** Each position's rows: 产品, 持有份额, 月末金额, 当月收益. */
  positions: Array<Record<string, string>>;
  /** Whether it offers 查看当月交易明细. */
  transactionsOffered: boolean;
  /** What the page says instead (an address without a month, a month without a statement, a failure), or null. */
  message: string | null;
}

export interface StatementTransactionsView {
  title: string;
  /** Each transaction's rows: 产品, 状态, 交易类型, 交易日期, 交易金额, 交易份额. */
  rows: Array<Record<string, string>>;
  /** What the page says instead of transactions (none that month, no month, a failure), or null. */
  message: string | null;
}

/** 我的定投 as the customer reads it (features/plan-records.feature). */
export interface MyPlansView {
  /** Each plan, in the order shown: 产品, 状态, 每期金额, 定投周期, and 下次扣款日 for an active one. */
  plans: Array<Record<string, string>>;
  /** What the page says instead of plans (您还没有定投计划, the failure), or null. */
  message: string | null;
  /** The ways on the page offers besides the plans (去看看理财产品 when there are none, 重新加载 after a failure). */
  actions: string[];
}

/** A plan's page as the customer reads it. */
export interface PlanInfoView {
  /** The plan's rows (产品, 每期金额, 定投周期, 下次扣款日, 状态, 计划编号); empty when it shows none. */
  rows: Record<string, string>;
  /** What it offers to do with the plan (修改计划, 终止定投), in order. */
  actions: string[];
  /** Each instalment shown, the newest first: 扣款日期, 扣款状态, 扣款金额, and 失败原因 for a failed one. */
  records: Array<Record<string, string>>;
  /** Whether it offers 加载更多 instalments. */
  moreOffered: boolean;
  /** What the instalments part says instead of instalments (暂无扣款记录, the failure), or null. */
  recordsMessage: string | null;
  /** What the page says instead of the plan (没有找到该定投计划, the failure), or null. */
  message: string | null;
}

/** An instalment's page as the customer reads it. */
export interface PlanRecordView {
  /** Its rows: 产品, 期数, 扣款日期, 扣款金额, 扣款状态, 失败原因 (a failed one), 订单号, 计划编号; empty when it shows none. */
  rows: Record<string, string>;
  /** What it says instead (没有找到这笔扣款记录, the failure), or null. */
  message: string | null;
}

/** The /myHome shortcuts to the income pages, by their words. */
export type IncomePageName = '收益明细' | '历史资产' | '分红记录' | '到期兑付';
/** A demand holding's income day by day, and a cash-management holding's 万份收益 days. */
export type HoldingIncomeName = '收益记录' | '万份收益记录';

/** An income page (features/income.feature) as the customer reads it. */
export interface IncomePageView {
  /** The page's heading. */
  title: string;
  /** The totals above the list (收益明细: 累计收益（元）, 昨日收益（元）); {} when none. */
  totals: Record<string, string>;
  /** Each line by its words: a card's 产品 and rows, or a table row by its columns (日期, 收益（元）, …). */
  rows: Array<Record<string, string>>;
  /** /hisAssets: the days in words (latest, highest, lowest); null elsewhere or without days. */
  summary: string | null;
  /** /hisAssets: whether the days are drawn as a chart that says the same words to a screen reader. */
  chart: boolean;
  /** 已显示20条，共289条; null when the page shows no count. */
  shown: string | null;
  /** Whether the list has more to load. */
  moreOffered: boolean;
  /** What the page says instead of its lines (none, not held, the failure), or null. */
  message: string | null;
}
