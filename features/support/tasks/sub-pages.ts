import type { ContrastView, HistoryKindName, HistoryView, MoreInfoLinkView, SubPageView } from './views';

/** The detail page's sub pages: 更多信息, synopsis, trading rules, fees, history yields and /contrast. */
export interface SubPageTasks {
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
