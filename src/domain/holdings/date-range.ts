import dayjs from 'dayjs';
import { DATE_RANGE_MESSAGES } from '../errors/form-messages';

/** A span of days for listHistoryDeals: YYYY-MM-DD, both inclusive. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export type DateField = keyof DateRange;

/** The date picker's words (SPEC §5: 必填, 10 characters), one source for the page, the tests and the features. */
export const DATE_RANGE_TEXT = {
  startLabel: '开始日期',
  endLabel: '结束日期',
  hint: '点按日期，在日历中选择；开始日期不能晚于结束日期',
  required: '必填',
  length: '日期须为10位，格式YYYY-MM-DD',
  invalid: '请输入有效的日期，格式YYYY-MM-DD',
  query: '查询',
} as const;

/** SPEC §5: a date is exactly 10 characters. */
export const DATE_LENGTH = 10;
/** SPEC §3 period 3: the record list opens on the last 3 months. */
export const DEFAULT_RANGE_MONTHS = 3;

export type DateErrors = Partial<Record<DateField, string>>;
export type DateRangeCheck = { ok: true; range: DateRange } | { ok: false; errors: DateErrors };

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a 10-character text is a real calendar day in YYYY-MM-DD (no 2023-02-29, no 2024-13-01). */
export function isRealDate(text: string): boolean {
  const match = SHAPE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/**
 * One field of the picker: 必填 when empty; otherwise exactly 10 characters; otherwise a real
 * YYYY-MM-DD day. Spaces around the text (a paste) are not counted. Null when it is fine.
 */
export function checkDate(text: string): string | null {
  const value = text.trim();
  if (value === '') return DATE_RANGE_TEXT.required;
  if ([...value].length !== DATE_LENGTH) return DATE_RANGE_TEXT.length;
  return isRealDate(value) ? null : DATE_RANGE_TEXT.invalid;
}

/**
 * The picker's rule (SPEC §5): each field on its own, then the start not after the end (equal
 * dates are one day's records). Only a range that passes is ever sent to the bank.
 */
export function checkDateRange(input: DateRange): DateRangeCheck {
  const errors: DateErrors = {};
  const start = checkDate(input.startDate);
  const end = checkDate(input.endDate);
  if (start) errors.startDate = start;
  if (end) errors.endDate = end;
  if (start || end) return { ok: false, errors };
  const range = { startDate: input.startDate.trim(), endDate: input.endDate.trim() };
  // Both are YYYY-MM-DD, so the text order is the calendar order.
  if (range.startDate > range.endDate) return { ok: false, errors: { startDate: DATE_RANGE_MESSAGES.order } };
  return { ok: true, range };
}

/** The range the record list opens with: the last 3 months up to today (today as YYYY-MM-DD). */
export function defaultDateRange(today: string): DateRange {
  if (!isRealDate(today)) throw new Error(`today must be a YYYY-MM-DD day: ${today}`);
  // dayjs keeps to the month's last day: 3 months before 2024-05-31 is 2024-02-29.
  return { startDate: dayjs(today).subtract(DEFAULT_RANGE_MONTHS, 'month').format('YYYY-MM-DD'), endDate: today };
}
