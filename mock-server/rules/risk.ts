import dayjs from 'dayjs';
import type { SeedCustomer, SeedRiskRecord } from '../seed/personas';
import type { SeedProduct } from '../seed/products';

/** DECISIONS.md "Risk": a record is good for a year; from its expiry date on it counts as none. */
export const expiryDateOf = (evaluatedAt: string): string => dayjs(evaluatedAt).add(1, 'year').format('YYYY-MM-DD');

/** The customer's record while it is valid, else null. @param today YYYY-MM-DD */
export const currentRiskRecord = (c: Pick<SeedCustomer, 'riskRecord'>, today: string): SeedRiskRecord | null =>
  c.riskRecord && today < expiryDateOf(c.riskRecord.evaluatedAt) ? c.riskRecord : null;

const levelNumber = (level: string) => Number(level.slice(1));

/** The customer's C level (C1–C5) must reach the product's R level (R1–R5). */
export const riskFits = (record: Pick<SeedRiskRecord, 'riskLevel'>, product: Pick<SeedProduct, 'riskLevel'>): boolean =>
  levelNumber(record.riskLevel) >= levelNumber(product.riskLevel);

/**
 * NFRA Order 2025 No. 7 Art. 29: at most 2 assessments a day and 8 in 12 months. The bank's own
 * count, by the dates of the assessments it scored (a declined result counts too: it was made).
 */
export const ASSESSMENT_LIMITS = { perDay: 2, per12Months: 8 } as const;

export interface AssessmentQuota {
  /** Done today and in the 12 months up to today (today included). */
  today: number;
  last12Months: number;
  /** What is left of each limit. */
  todayLeft: number;
  last12MonthsLeft: number;
  /** YYYY-MM-DD: the first day the next assessment is possible; '' while one is possible today. */
  nextDate: string;
  /** Which limit is reached: the 12 months' before the day's; '' for none. */
  reached: '' | 'day' | '12months';
}

/** The first day of the 12 months that end today: an assessment on this day or later counts. */
const windowStart = (today: string) => dayjs(today).subtract(1, 'year').add(1, 'day').format('YYYY-MM-DD');

/** The customer's assessments counted against Art. 29's limits. @param dates YYYY-MM-DD, any order; @param today YYYY-MM-DD */
export function assessmentQuota(dates: readonly string[], today: string): AssessmentQuota {
  const inWindow = dates.filter((d) => d >= windowStart(today) && d <= today).sort();
  const todays = inWindow.filter((d) => d === today).length;
  const { perDay, per12Months } = ASSESSMENT_LIMITS;
  const dayFull = todays >= perDay;
  const yearFull = inWindow.length >= per12Months;
  // The 12 months' limit frees a place the day the oldest counted assessment falls out of the window.
  const yearNext = yearFull ? dayjs(inWindow[inWindow.length - per12Months]).add(1, 'year').format('YYYY-MM-DD') : '';
  const dayNext = dayFull ? dayjs(today).add(1, 'day').format('YYYY-MM-DD') : '';
  return {
    today: todays,
    last12Months: inWindow.length,
    todayLeft: Math.max(0, perDay - todays),
    last12MonthsLeft: Math.max(0, per12Months - inWindow.length),
    nextDate: [yearNext, dayNext].sort().pop() ?? '',
    reached: yearFull ? '12months' : dayFull ? 'day' : '',
  };
}

/** The dates the bank counts: those it keeps, else the record's own date (a seed without a history). */
export const assessmentDatesOf = (c: Pick<SeedCustomer, 'riskRecord' | 'riskAssessments'>): string[] =>
  c.riskAssessments ?? (c.riskRecord ? [c.riskRecord.evaluatedAt] : []);

/** Whether a new result must be shown and reconfirmed before it counts (Art. 29): it changes a level still in force. */
export const needsReconfirmation = (current: Pick<SeedRiskRecord, 'riskLevel'> | null, result: Pick<SeedRiskRecord, 'riskLevel'>): boolean =>
  current !== null && current.riskLevel !== result.riskLevel;
