import dayjs from 'dayjs';

/** A fixed-amount plan's period: 1 每周, 2 每两周, 3 每月. */
export type PlanPeriod = '1' | '2' | '3';

const MONTHLY: PlanPeriod = '3';
const WEEKS_APART: Record<PlanPeriod, number> = { '1': 1, '2': 2, '3': 0 };
const DAY = 'YYYY-MM-DD';

/** 1 Monday … 7 Sunday. */
const isoWeekday = (date: dayjs.Dayjs) => date.day() || 7;

/**
 * The first date strictly after `from` that falls on the plan's day: its weekday (1–5) for
 * periods 1 and 2, its day of month (1–28) for period 3. @param from YYYY-MM-DD
 */
export function nextPlanDate(from: string, period: PlanPeriod, day: string): string {
  const start = dayjs(from);
  const n = Number(day);
  const next = period === MONTHLY
    ? (start.date() < n ? start : start.startOf('month').add(1, 'month')).date(n)
    : start.add(((n - isoWeekday(start) + 6) % 7) + 1, 'day');
  return next.format(DAY);
}

/** The scheduled date after `date` (itself one of the plan's dates): a week, two weeks or a month on. */
export const followingPlanDate = (date: string, period: PlanPeriod, day: string): string =>
  (period === MONTHLY ? nextPlanDate(date, period, day) : dayjs(date).add(WEEKS_APART[period], 'week').format(DAY));
