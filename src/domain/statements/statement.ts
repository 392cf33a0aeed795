import type { Money } from '../money/money';
import type { Shares } from '../holdings/shares';

/** SPEC §9: the list covers the last 12 months (f100004 queryNum 12); a month's details come 99 lines at a time. */
export const STATEMENT_LIMITS = { months: 12, detailQueryNum: 99 } as const;

/** One month's statement in the list (f100004). */
export interface StatementSummary {
  /** The month, YYYY-MM. */
  sendDate: string;
  title: string;
  /** 月末资产: the holdings' value at the month's end. */
  totAsset: Money;
  /** 当月收益. */
  monthIncome: Money;
}

/** A holding at the month's end (f100005). */
export interface StatementPosition {
  prdCode: string;
  prdName: string;
  vol: Shares;
  amt: Money;
  income: Money;
}

export interface MonthStatement {
  sendDate: string;
  totAsset: Money;
  monthIncome: Money;
  positions: StatementPosition[];
  total: number;
}

/** A transaction of the month (f100006). */
export interface StatementTransaction {
  /** YYYY-MM-DD. */
  date: string;
  transType: string;
  prdCode: string;
  prdName: string;
  amt: Money;
  vol: Shares;
  status: string;
}

export interface MonthTransactions {
  sendDate: string;
  transactions: StatementTransaction[];
  total: number;
}

const SEND_DATE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A statement month as the calls carry it: YYYY-MM, a real month. */
export const isSendDate = (text: unknown): text is string => typeof text === 'string' && SEND_DATE.test(text);

/** 2026-03 → 2026年3月 */
export function monthText(sendDate: string): string {
  const [, year, month] = SEND_DATE.exec(sendDate) ?? [];
  return year ? `${year}年${Number(month)}月` : sendDate;
}

/** 2026-03 → 2026年3月对账单 */
export const statementTitle = (sendDate: string): string => `${monthText(sendDate)}对账单`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `offset` months from a YYYY-MM(-DD) date's month, as YYYY-MM. */
export function monthFrom(date: string, offset: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/**
 * What f100004 is asked for: from the first day of the month twelve months back to today, which
 * takes in the last 12 finished months (the current one has no statement yet). @param today YYYY-MM-DD
 */
export const statementPeriod = (today: string): { startDate: string; endDate: string } => ({
  startDate: `${monthFrom(today, -STATEMENT_LIMITS.months)}-01`,
  endDate: today,
});
