import type { ChartOptions, ChartPeriod, ChartPoint } from './performance';
import type { Tier } from './product';
import { tierRangeText } from './product-texts';

import { DEFAULT_CHART_PERIOD, type SeriesSource } from './chart-request';

// What a detail page asks for its chart at once lives beside this, in the first load's chunk; the rest here loads with the chart.
export { DEFAULT_CHART_PERIOD, likelySeriesSource, type SeriesSource } from './chart-request';

/** A metric a chart can plot: t300001's label, the series field it reads and its unit. */
export interface ChartMetric {
  label: string;
  field: string;
  source: SeriesSource;
  unit: '' | '%' | '元';
}

/** SPEC §3 chart metrics, by the label t300001 offers them under. */
export const CHART_METRICS: readonly ChartMetric[] = [
  { label: '单位净值', field: 'navFormat', source: 'navSeries', unit: '' },
  { label: '累计净值', field: 'totNavFormat', source: 'navSeries', unit: '' },
  { label: '近一年年化收益率', field: 'yearRatioFormat', source: 'navSeries', unit: '%' },
  /** The seven-day yield: the net value's change over the seven days to that day, not annualised (DECISIONS). */
  { label: '近七日收益率', field: 'sevenDayYieldFormat', source: 'navSeries', unit: '%' },
  { label: '七日年化收益率', field: 'sevenDayRatioFormat', source: 'moneyFundSeries', unit: '%' },
  { label: '万份收益', field: 'tenThousandIncomeFormat', source: 'moneyFundSeries', unit: '元' },
];

/** SPEC §3 chart periods by the label t300001 offers them under (type 1–4 of t100010/t100012). */
export const CHART_PERIODS: Readonly<Record<string, ChartPeriod>> = { 近7天: 1, 近1月: 2, 近3月: 3, 近1年: 4 };


export interface ChartPeriodChoice {
  label: string;
  period: ChartPeriod;
}

export interface ChartChoices {
  metrics: ChartMetric[];
  periods: ChartPeriodChoice[];
  /** Labels t300001 offered that the store does not know (not drawn; said to the developers). */
  unknownLabels: string[];
}

/** What t300001 offers, as metrics and periods the store knows, and the metric labels it does not know. */
export function chartChoicesOf(options: ChartOptions): ChartChoices {
  const metrics = options.ylables.flatMap((label) => CHART_METRICS.filter((metric) => metric.label === label));
  const unknownLabels = options.ylables.filter((label) => !CHART_METRICS.some((metric) => metric.label === label));
  const periods = options.xlables.flatMap((label) => (label in CHART_PERIODS ? [{ label, period: CHART_PERIODS[label] }] : []));
  return metrics.length > 0 && periods.length > 0 ? { metrics, periods, unknownLabels } : { metrics: [], periods: [], unknownLabels };
}

/** The period shown first: the default when offered, otherwise the first one offered. */
export const initialPeriodIndex = (periods: ChartPeriodChoice[]): number => Math.max(0, periods.findIndex((choice) => choice.period === DEFAULT_CHART_PERIOD));

/** A point to draw. Numbers only for drawing: every text the customer reads comes from the bank's decimals. */
export interface PlotPoint {
  issDate: string;
  value: number;
}

const valueOf = (point: ChartPoint, metric: ChartMetric): string | undefined => {
  const text = point.values[metric.field]?.trim();
  return text && /^-?\d+(\.\d+)?$/.test(text) ? text : undefined;
};

/** The points of one metric, oldest first; points without a readable value are skipped, not drawn as 0. */
export function plotPointsOf(points: readonly ChartPoint[], metric: ChartMetric): PlotPoint[] {
  return points.flatMap((point) => {
    const text = valueOf(point, metric);
    return text === undefined ? [] : [{ issDate: point.issDate, value: Number(text) }];
  });
}

const withUnit = (text: string, metric: ChartMetric) => `${text}${metric.unit}`;

/**
 * The chart in words, shown before the drawing and read by screen readers: the latest value and
 * its date, and the range over the period. Null when the period has no points.
 */
export function chartSummaryOf(points: readonly ChartPoint[], metric: ChartMetric, periodLabel: string): string | null {
  const readable = points.flatMap((point) => {
    const text = valueOf(point, metric);
    return text === undefined ? [] : [{ issDate: point.issDate, text }];
  });
  const latest = readable.at(-1);
  if (!latest) return null;
  const byValue = [...readable].sort((a, b) => Number(a.text) - Number(b.text));
  const lowest = withUnit(byValue[0].text, metric);
  const highest = withUnit(byValue[byValue.length - 1].text, metric);
  return `最新${metric.label}${withUnit(latest.text, metric)}（${latest.issDate}），${periodLabel}最高${highest}，最低${lowest}`;
}

/** SPEC §9: the tier chart's value axis has 4 ticks. */
export const TIER_AXIS_TICKS = 4;

/** A tier's bar: its holding days (the table's text) and its rate in percent. */
export interface TierBar {
  range: string;
  rate: number;
  rateText: string;
}

export function tierBarsOf(tiers: readonly Tier[]): TierBar[] {
  return tiers.flatMap((tier, index) => {
    const rateText = tier.formatClientRatio.trim();
    const rate = Number(rateText.replace(/%$/, ''));
    return rateText && Number.isFinite(rate) ? [{ range: tierRangeText(tier, index === tiers.length - 1), rate, rateText }] : [];
  });
}

/**
 * The 4 ticks of the tier chart's axis, from 0 to above the highest rate (room for its label), in
 * steps of a multiple of 0.5 (worked in tenths so the labels stay exact).
 */
export function tierAxisTicks(bars: readonly TierBar[]): number[] {
  const highestTenths = Math.ceil(Math.max(0, ...bars.map((bar) => bar.rate)) * 10) + 1;
  const stepTenths = Math.max(5, Math.ceil(highestTenths / (TIER_AXIS_TICKS - 1) / 5) * 5);
  return Array.from({ length: TIER_AXIS_TICKS }, (_, i) => (i * stepTenths) / 10);
}
