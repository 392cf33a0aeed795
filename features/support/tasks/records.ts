import type { DealHistoryView, DealRecordView } from './views';

/** Records: /unconfirmed, /transitCash, the record pages, 撤单. */
export interface RecordTasks {
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
}
