import type { ChannelCode } from '../../domain/entry/channel-code';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Money } from '../../domain/money/money';
import type { DivMode } from '../../domain/purchase/order';
import type { Deal } from '../../domain/holdings/deal';
import type { CurrentFlag, Holding, HoldingsPage } from '../../domain/holdings/holding';
import type { Shares } from '../../domain/holdings/shares';
import type { CustCycle } from '../../domain/holdings/regular';
import type { SealedPin } from './pin-sealer';

export interface Paging {
  offSet: number;
  queryNum: number;
}

/** SPEC §9: holdings come 99 on the first load, then 20 a page. */
export const HOLDINGS_PAGING = { first: 99, next: 20 } as const;

/** The first page of holdings (the whole of them for most customers). */
export const FIRST_HOLDINGS_PAGE: Paging = { offSet: 0, queryNum: HOLDINGS_PAGING.first };

/** One redemption (SPEC §3 redeem payload) with its idempotency key, the PIN already sealed. */
export interface RedeemRequest {
  uniOrderId: string;
  prdCode: string;
  vol: Shares;
  pin: SealedPin;
  wxSerialNo?: string;
  openId?: string;
  accessToken?: string;
  /** Where the customer came from (SPEC §9's carried channel code). */
  channelCode: ChannelCode;
}

export interface DealsPage {
  deals: Deal[];
  total: number;
}

/** Today's quick-redemption allowance (fastRedemQuota), in 元. */
export interface FastQuota {
  dailyLimit: Money;
  left: Money;
}

/** The customer's wealth at the bank: holdings, redemptions, cancels and the records of them. */
export interface WealthDesk {
  /** listHoldingShare: a page of holdings of one kind, with the totals over all of them. */
  holdings(flag: CurrentFlag, page: Paging): Promise<CallOutcome<HoldingsPage>>;
  /** One holding by product code (either kind); `message` when the customer does not hold it. */
  holding(prdCode: string): Promise<CallOutcome<Holding>>;
  redeem(request: RedeemRequest): Promise<CallOutcome<Deal>>;
  fastRedeem(request: RedeemRequest): Promise<CallOutcome<Deal>>;
  fastQuota(): Promise<CallOutcome<FastQuota>>;
  /** cancelCusDeal: assoSerial the pending deal, uniOrderId the cancel's own idempotency key. */
  cancel(assoSerial: string, uniOrderId: string, channelCode: ChannelCode): Promise<CallOutcome<Deal>>;
  /** queryOrder: any deal of the customer's by its id; 查询无记录 (a message) when the bank has none. */
  deal(uniOrderId: string): Promise<CallOutcome<Deal>>;
  /** listCurCmons: deals still 确认中, newest first. */
  pending(page: Paging): Promise<CallOutcome<DealsPage>>;
  /** listHistoryDeals between two dates (YYYY-MM-DD, inclusive). */
  history(range: { startDate: string; endDate: string }, page: Paging): Promise<CallOutcome<DealsPage>>;
  /** transitCash: confirmed redemptions whose money is on its way to the signed card. */
  inTransit(page: Paging): Promise<CallOutcome<DealsPage>>;
  /** modifyDivMode: the dividend method of a held net-value product. */
  changeDivMode(prdCode: string, divMode: DivMode): Promise<CallOutcome<Holding>>;
  /** listCustCycles: the customer's cycles of a held cycle product (D306), newest first, all at once; `message` when not held. */
  cycles(prdCode: string): Promise<CallOutcome<CustCycle[]>>;
}
