import type { Money } from '../money/money';

/** A fixed-amount plan's rhythm (定投周期): 1 每周, 2 每两周, 3 每月. */
export type PlanPeriod = '1' | '2' | '3';

/** A fixed-amount plan (定投) as the bank keeps it (autoInvestAdd / autoInvestUpdate / listAutoInvest). */
export interface Plan {
  planNo: string;
  prdCode: string;
  prdName: string;
  /** Each instalment. */
  amt: Money;
  period: PlanPeriod;
  /** Weekday 1–5 for periods 1 and 2; day of month 1–28 for period 3. */
  day: string;
  active: boolean;
  /** YYYY-MM-DD of the next instalment. */
  nextDate: string;
}

/** What the customer chooses for a plan. */
export interface PlanSchedule {
  period: PlanPeriod;
  day: string;
}

const WEEKDAYS = ['一', '二', '三', '四', '五'];

export const PLAN_TEXT = {
  periods: { '1': '每周', '2': '每两周', '3': '每月' } satisfies Record<PlanPeriod, string>,
  active: '生效中',
  stopped: '已终止',
} as const;

export const isPlanPeriod = (value: string): value is PlanPeriod => value in PLAN_TEXT.periods;

/** The days a period offers, each with its words: Monday–Friday, or the 1st–28th (a day every month has). */
export function planDays(period: PlanPeriod): Array<{ day: string; text: string }> {
  if (period === '3') return Array.from({ length: 28 }, (_, i) => ({ day: String(i + 1), text: `${i + 1}日` }));
  return WEEKDAYS.map((name, i) => ({ day: String(i + 1), text: `周${name}` }));
}

/** The schedule in words, e.g. 每月8日, 每两周周三. */
export function scheduleText({ period, day }: PlanSchedule): string {
  const dayText = planDays(period).find((option) => option.day === day)?.text ?? '';
  return `${PLAN_TEXT.periods[period]}${dayText}`;
}

/** A schedule with a day its period offers (a day carried over from another period may not be). */
export const isValidSchedule = ({ period, day }: PlanSchedule): boolean => planDays(period).some((option) => option.day === day);
