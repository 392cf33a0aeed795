import type { Money } from '../money/money';
import type { DivMode } from '../purchase/order';
import type { Shares } from './shares';

/** SPEC §7 listHoldingShare currentFlag: 0 demand (活期), 1 term (定期). */
export type CurrentFlag = '0' | '1';

/** One of the customer's holdings (a listHoldingShare line). */
export interface Holding {
  prdCode: string;
  prdName: string;
  prdTemplate: string;
  currentFlag: CurrentFlag;
  vol: Shares;
  /** Market value in 元. */
  amt: Money;
  cost: Money;
  /** 累计收益 and 昨日收益. */
  totalIncome: Money;
  lastIncome: Money;
  nav: string;
  navDate: string;
  divMode: DivMode;
  /** The maturity date (YYYY-MM-DD), or '' for a product without one. */
  endDate: string;
  /** The volume a partial redemption must leave (0 when the product keeps none). */
  minHoldVol: Shares;
  /** Whether it can be redeemed now; when not, the bank's reason. */
  redeemable: boolean;
  redeemNote: string;
  /** Whether it can be redeemed quickly (快速赎回, money on the card today). */
  fastRedeemable: boolean;
  /** A private product's latest purchase still in its cooling-off: when it ends (ISO 8601), and that purchase's uniOrderId. */
  coolingOffEnd?: string;
  coolingOffOrder?: string;
  /** The product's risk level (R1–R5) when the bank sends it: what a changed risk assessment is compared with. */
  riskLevel?: string;
}

/** A page of holdings of one kind, with the totals over all of them (not just the page). */
export interface HoldingsPage {
  holdings: Holding[];
  /** totPrdValue: the market value of all holdings of this kind. */
  totalValue: Money;
  /** totNum. */
  total: number;
}

/** 持有收益率: the income over the cost, as a percentage to 2 decimals (truncated; exact, no floats); '--' without a cost. */
export function incomeRate(holding: Pick<Holding, 'totalIncome' | 'cost'>): string {
  if (holding.cost.fen <= 0n) return '--';
  const hundredths = (holding.totalIncome.fen * 10_000n) / holding.cost.fen; // hundredths of a percent
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}%`;
}
