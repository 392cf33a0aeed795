import type { Money } from '../money/money';
import type { DivMode } from '../purchase/order';

/** One dividend paid on a holding (a listDividends line): /interest. */
export interface DividendPayout {
  /** YYYY-MM-DD. */
  date: string;
  prdCode: string;
  prdName: string;
  amt: Money;
  /** SPEC §3: 0 reinvested (红利再投资), 1 paid to the signed card (现金分红). */
  divMode: DivMode;
}

/** A term product that matured: its principal and income paid to the signed card (a listMaturityPayouts line): /cash. */
export interface MaturityPayout {
  /** YYYY-MM-DD: the day the money reached the card. */
  date: string;
  prdCode: string;
  prdName: string;
  principal: Money;
  income: Money;
  /** principal + income. */
  amt: Money;
  /** The card paid to, unmasked as the bank sends it (the page masks it). */
  cardNo: string;
}

/** A page of payouts, newest first. */
export interface PayoutsPage<T> {
  payouts: T[];
  /** totNum: every payout, not only this page. */
  total: number;
}

/** How a dividend was paid, in a record's short words (SPEC §3's dividend options). */
export const PAYOUT_METHOD_TEXT: Readonly<Record<DivMode, string>> = {
  '0': '红利再投资',
  '1': '现金分红',
};
