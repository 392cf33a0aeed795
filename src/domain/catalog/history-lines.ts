import type { ChartPoint, PastPeriod, Quotation } from './performance';

/** A history page's line as the table shows it: one text per column. */
export type HistoryRow = readonly string[];

/** The t100012 fields a money-fund line shows (DETAIL-CALLS.md). */
export const MONEY_FUND_FIELDS = { sevenDay: 'sevenDayRatioFormat', perTenThousand: 'tenThousandIncomeFormat' } as const;

const NOTHING = '--';

/**
 * A yield as the customer reads it: the server's digits kept (DECISIONS.md: yields keep the
 * server's text) with the percent sign; a text that already has it is left alone ('3.45%').
 */
export function percentText(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return NOTHING;
  return text.endsWith('%') ? text : `${text}%`;
}

/** A net value line: 日期 / 单位净值 / 累计净值. */
export const quotationRow = (quotation: Quotation): HistoryRow =>
  [quotation.issDate, quotation.nav || NOTHING, quotation.totNav || NOTHING];

/** The dates a period ran: '2026-05-01至2026-10-28' (the spec's 募集期 wording). */
export const periodDatesText = (period: Pick<PastPeriod, 'startDate' | 'endDate'>): string =>
  period.startDate && period.endDate ? `${period.startDate}至${period.endDate}` : period.startDate || period.endDate || NOTHING;

/** A past period: 期次 / 起止日期 / 业绩比较基准 / 实际年化收益率 (already with its '%'). */
export const pastPeriodRow = (period: PastPeriod): HistoryRow =>
  [period.periodNo, periodDatesText(period), period.formatModelComment || NOTHING, percentText(period.actualRatio)];

/** A money-fund day: 日期 / 七日年化收益率 (t100012 sends percent without the sign) / 万份收益（元）. */
export const moneyFundRow = (point: ChartPoint): HistoryRow =>
  [point.issDate, percentText(point.values[MONEY_FUND_FIELDS.sevenDay]), point.values[MONEY_FUND_FIELDS.perTenThousand] || NOTHING];

/** t100012 answers oldest first; the history lists the newest day first. */
export const moneyFundRowsNewestFirst = (points: readonly ChartPoint[]): HistoryRow[] =>
  [...points].sort((a, b) => (a.issDate < b.issDate ? 1 : a.issDate > b.issDate ? -1 : 0)).map(moneyFundRow);

/** Whether a history has more lines than are shown. */
export const hasMoreLines = (shown: number, total: number): boolean => shown < total;
