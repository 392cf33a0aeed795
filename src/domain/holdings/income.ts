import { add, compare, ZERO, type Money } from '../money/money';
import type { Holding } from './holding';

/**
 * Income of the customer's holdings (SPEC §2 "Income and assets"): by holding (/profitLossIncome),
 * and day by day for one product (/mineCurrencyIncomeNew; a cash-management product's days also
 * carry its 万份收益 and 七日年化, /currencyRecord).
 */

/** The bank's code for a product the customer does not hold (HOLDING_MESSAGES.notHeld): the page says so, it is not a failure. */
export const NOT_HELD_CODE = 'E2A02';


/** /hisAssets shows the last 30 days (the lists of these pages come HISTORY_PAGE_SIZE, 20, a page). */
export const INCOME_LIMITS = {
  assetDays: 30,
} as const;

/** One day's income of a holding (a listDailyIncome line). */
export interface DailyIncome {
  /** YYYY-MM-DD. */
  date: string;
  /** What the holding earned that day (元; a net-value product's may be negative). */
  income: Money;
  /** 万份收益 (元 per 10,000 shares) and 七日年化 (percent), as the bank writes them; '' when the product publishes none. */
  tenThousandIncome: string;
  sevenDayRatio: string;
}

/** A page of a holding's days, newest first, with the product they belong to. */
export interface DailyIncomePage {
  prdCode: string;
  prdName: string;
  prdTemplate: string;
  days: DailyIncome[];
  /** totNum: every day the holding earned something on, not only this page. */
  total: number;
}

/** /profitLossIncome: the holdings by their income, and the totals over them. */
export interface IncomeByHolding {
  holdings: Holding[];
  totalIncome: Money;
  lastIncome: Money;
}

/**
 * The holdings sorted by income: 累计收益 high to low, then 昨日收益 high to low, then by product
 * code (so that equal incomes keep one order); the totals are over all of them.
 */
export function incomeByHolding(holdings: readonly Holding[]): IncomeByHolding {
  const sorted = [...holdings].sort((a, b) => compare(b.totalIncome, a.totalIncome) || compare(b.lastIncome, a.lastIncome) || (a.prdCode < b.prdCode ? -1 : a.prdCode > b.prdCode ? 1 : 0));
  return {
    holdings: sorted,
    totalIncome: holdings.map((h) => h.totalIncome).reduce(add, ZERO),
    lastIncome: holdings.map((h) => h.lastIncome).reduce(add, ZERO),
  };
}

/** 七日年化 as the customer reads it: the bank's percentage with its sign (`1.8520` → `1.8520%`); '--' when there is none. */
export const ratioText = (ratio: string): string => (ratio ? `${ratio}%` : '--');
