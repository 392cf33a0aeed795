import type { AppName } from '../apps';
import type { ProductKindName, ProductSummaryView, SharedView } from './views';

/** Entering the store and browsing: entry links, the home page, the product list, moving around, sharing. */
export interface EntryTasks {
  /**
   * Opens the link in an app: the one named, or where the link is made for (appOfLink: a share in
   * the messaging app, a bank-app link in the bank app), or, for a link without a mode, the app the customer is in.
   */
  open(link: Record<string, string>, path?: string, app?: AppName): Promise<void>;
  /** SPEC §9's carried channel code the store keeps for this session (where the customer came from). */
  sessionChannelCode(): Promise<string | null>;
  reopen(path: string, query?: Record<string, string>): Promise<void>;
  /** The phone's reload of the page it shows. */
  reload(): Promise<void>;
  openProduct(code: string): Promise<void>;
  openProductFromHome(kind: ProductKindName, index: number): Promise<void>;
  goBack(): Promise<void>;
  scrollHomeTo(y: number): Promise<void>;
  homeScroll(): Promise<number>;
  currentPage(): Promise<string>;
  pageShows(text: string): Promise<boolean>;
  /** Which of these texts of the open page run over more than one line (a layout: the browser's). */
  brokenAcrossLines(texts: string[]): Promise<string[]>;
  /** What the page at this address shows before the store's script has arrived: its HTML alone (issue 19). */
  firstScreen(path: string, query: Record<string, string>): Promise<string>;
  /** Everything the open page says, including opened sections. */
  pageText(): Promise<string>;
  homeSection(kind: ProductKindName): Promise<{ products: ProductSummaryView[]; message: string | null }>;
  openOneMinute(): Promise<void>;
  openList(kind: ProductKindName): Promise<void>;
  /** The list page opened at its own address, as a link or a reload would. */
  openListDirectly(kind: ProductKindName): Promise<void>;
  listed(): Promise<ProductSummaryView[]>;
  loadMore(): Promise<void>;
  pullToRefresh(): Promise<void>;
  sortBy(sort: '收益率' | '业绩比较基准'): Promise<void>;
  listEnd(): Promise<string>;
  sessionShareType(): Promise<string | null>;
  messagingLoginVisits(): Promise<number>;
  /** What a share from the open page would send; null when the page offers none. */
  sharedContent(): Promise<SharedView | null>;
  retry(): Promise<void>;
}
