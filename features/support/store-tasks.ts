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

export interface DialogView {
  title: string;
  message: string;
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

  // dialogs and toasts
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
}
