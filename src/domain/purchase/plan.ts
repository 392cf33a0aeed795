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

/** One instalment of a plan (listAutoInvestRecords): the bank's debit on one scheduled date. */
export interface PlanRecord {
  /** The instalment's number within its plan (1 the first). */
  seq: string;
  planNo: string;
  prdCode: string;
  prdName: string;
  /** YYYY-MM-DD. */
  execDate: string;
  amt: Money;
  /** 扣款成功, or 扣款失败 with the bank's reason. */
  succeeded: boolean;
  /** Why a failed instalment failed, in the bank's words ('' when it did not fail or the bank gave none). */
  reason: string;
  /** The instalment's order number. */
  uniOrderId: string;
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
  /** An instalment's outcome, in the bank's words (listAutoInvestRecords' status). */
  runs: { done: '扣款成功', failed: '扣款失败' },
} as const;

/** An instalment's status in words. */
export const recordStatusText = (record: Pick<PlanRecord, 'succeeded'>): string => (record.succeeded ? PLAN_TEXT.runs.done : PLAN_TEXT.runs.failed);

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

/** The customer's plans as 我的定投 lists them: the active ones first, each group in the bank's order (newest first). */
export const activeFirst = <T extends Pick<Plan, 'active'>>(plans: readonly T[]): T[] => [...plans.filter((plan) => plan.active), ...plans.filter((plan) => !plan.active)];
