import dayjs from 'dayjs';

/** A statement's month as f100005 and f100006 take it: YYYY-MM, a month that exists. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isStatementMonth = (text: string): boolean => MONTH.test(text);

/** The month `offset` months from the month of a YYYY-MM or YYYY-MM-DD date, as YYYY-MM. */
export const shiftMonth = (date: string, offset: number): string => dayjs(`${date.slice(0, 7)}-01`).add(offset, 'month').format('YYYY-MM');

/** The statement's title: 2026-03 → 2026年3月对账单. */
export const statementTitle = (month: string): string => dayjs(`${month}-01`).format('YYYY年M月对账单');
