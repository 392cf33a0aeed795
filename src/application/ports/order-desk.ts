import type { ChannelCode } from '../../domain/entry/channel-code';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Money } from '../../domain/money/money';
import type { DivMode, Order } from '../../domain/purchase/order';
import type { SealedPin } from './pin-sealer';

/** One buyPrd (SPEC §3 buy payload), the PIN already sealed. */
export interface BuyRequest {
  uniOrderId: string;
  prdCode: string;
  amt: Money;
  divMode: DivMode;
  pin: SealedPin;
  /** The session's: the client manager (mode 01 links), the messaging serial number and credentials. */
  clientManager?: string;
  wxSerialNo?: string;
  openId?: string;
  accessToken?: string;
  /** Where the customer came from (SPEC §9's carried channel code, decided at the entry). */
  channelCode: ChannelCode;
  /** A signature (CA) purchase's authorisation and signed data. */
  signature?: OrderSignature;
  /** Issue 18 item 3: an older customer's confirmation of an R4+ purchase, and when (elderConfirm, elderConfirmTime). */
  elderConfirmedAt?: string;
}

export interface OrderSignature {
  jsAuthCode: string;
  signData: string;
}

/** The bank's order calls. */
export interface OrderDesk {
  buy(request: BuyRequest): Promise<CallOutcome<Order>>;
  /** The order of this id; 查询无记录 (a message) when the bank never received it. */
  find(uniOrderId: string): Promise<CallOutcome<Order>>;
  /** The customer's orders still 确认中 (listCurCmons), newest first. */
  pending(page: { offSet: number; queryNum: number }): Promise<CallOutcome<{ orders: Order[]; total: number }>>;
}
