/**
 * What a scenario can do and see, in business terms. Each assembly implements all of it:
 * domain (view-models and use cases over the in-process mock bank, seconds) and browser
 * (Chromium on the production build with the mock bank).
 */
import type { FaultRule } from '../../mock-server/faults';

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

export interface StoreTasks {
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
  /** The orders the mock bank holds. */
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
  redeemWay(): Promise<Record<string, string> | null>;
  /** Picks a maturity method by its words and taps 确认修改. */
  changeRedeemWay(way: string): Promise<void>;
  /** The maturity method the mock bank keeps for the customer's holding ('1' redeemed, '0' rolled over). */
  bankMaturityWay(prdCode: string): Promise<string>;

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
