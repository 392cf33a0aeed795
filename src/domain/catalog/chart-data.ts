import type { ChartOptions, ChartPeriod, ChartPoint } from './performance';
import type { Product, Tier } from './product';
import { hasLived, performancePlan, type LifeSpan } from './past-performance';
import { isCashManagement, tierRangeText } from './product-texts';

import { DEFAULT_CHART_PERIOD, type SeriesSource } from './chart-request';

// What a detail page asks for its chart at once lives beside this, in the first load's chunk; the rest here loads with the chart.
export { DEFAULT_CHART_PERIOD, likelySeriesSource, type SeriesSource } from './chart-request';

/** A metric a chart can plot: t300001's label, the series field it reads and its unit. */
export interface ChartMetric {
  label: string;
  field: string;
  source: SeriesSource;
  unit: '' | '%' | '元';
  /** Each point is a figure over the year to its day: only for a product that has lived a year. */
  overYear?: true;
}

/**
 * SPEC §3 chart metrics the store draws, by the label t300001 offers them under. A net-value point is
 * issDate and totNavFormat (SPEC §3), the cumulative net value; the other fields are DETAIL-CALLS.md's.
 */
export const CHART_METRICS: readonly ChartMetric[] = [
  { label: '累计净值', field: 'totNavFormat', source: 'navSeries', unit: '' },
  { label: '近一年年化收益率', field: 'yearRatioFormat', source: 'navSeries', unit: '%', overYear: true },
  { label: '七日年化收益率', field: 'sevenDayRatioFormat', source: 'moneyFundSeries', unit: '%' },
  { label: '万份收益', field: 'tenThousandIncomeFormat', source: 'moneyFundSeries', unit: '元' },
];

/**
 * SPEC §3's other chart labels, which no chart shows (left out, not reported as unknown): 单位净值, for
 * which SPEC names no series field, and 近七日收益率, a figure over seven days, which the code allows
 * only a cash-management product, whose seven days are its 七日年化收益率 (docs/decisions.md).
 */
export const LABELS_NOT_CHARTED: readonly string[] = ['单位净值', '近七日收益率'];

/** SPEC §3 chart periods by the label t300001 offers them under (type 1–4 of t100010/t100012). */
export const CHART_PERIODS: Readonly<Record<string, ChartPeriod>> = { 近7天: 1, 近1月: 2, 近3月: 3, 近1年: 4 };

/** How much of its life a product has to have lived for each period. */
const PERIOD_SPANS: Readonly<Record<ChartPeriod, LifeSpan>> = { 1: { days: 7 }, 2: { months: 1 }, 3: { months: 3 }, 4: { months: 12 } };

/**
 * What the past-performance code (CBA, 2023-11) lets a product's chart show, as of its latest valuation
 * day: a cash-management product its seven-day annualised yield and income per 10,000 shares, over
 * any period down to a week; any other product its cumulative net value and yearly yield, over a
 * month or more (never a period under a month); either, only periods it has lived, and the yearly
 * yield only once it has lived a year. Nothing before its first month, as its past-performance panel.
 */
export interface ChartAllowance {
  source: SeriesSource;
  periods: ChartPeriod[];
  yearFigures: boolean;
  /** Why no period can be shown: not a month old yet, or not established (or its dates unknown); null otherwise. */
  withheld: 'tooYoung' | 'notEstablished' | null;
}

export function chartAllowanceOf(product: Pick<Product, 'prdTemplate' | 'estabDate' | 'navDate'>): ChartAllowance {
  const cash = isCashManagement(product.prdTemplate);
  const offered: ChartPeriod[] = cash ? [1, 2, 3, 4] : [2, 3, 4];
  const periods = offered.filter((period) => hasLived(product, PERIOD_SPANS[period]));
  const established = performancePlan({ ...product, cash: false }).kind !== 'none';
  return {
    source: cash ? 'moneyFundSeries' : 'navSeries',
    periods,
    yearFigures: hasLived(product, PERIOD_SPANS[4]),
    withheld: periods.length > 0 ? null : established ? 'tooYoung' : 'notEstablished',
  };
}

export interface ChartPeriodChoice {
  label: string;
  period: ChartPeriod;
}

export interface ChartChoices {
  metrics: ChartMetric[];
  periods: ChartPeriodChoice[];
  /** Labels t300001 offered that the store does not know (not drawn; said to the developers). */
  unknownLabels: string[];
  /** Why the product has no chart under the code, when that is why; null otherwise. */
  withheld: ChartAllowance['withheld'];
}

/**
 * What t300001 offers that the code allows the product (chartAllowanceOf), as metrics and periods,
 * and the metric labels the store does not know.
 */
export function chartChoicesOf(options: ChartOptions, allowance: ChartAllowance): ChartChoices {
  const allowed = (metric: ChartMetric) => metric.source === allowance.source && (!metric.overYear || allowance.yearFigures);
  const metrics = options.ylables.flatMap((label) => CHART_METRICS.filter((metric) => metric.label === label && allowed(metric)));
  const unknownLabels = options.ylables.filter((label) => !CHART_METRICS.some((metric) => metric.label === label) && !LABELS_NOT_CHARTED.includes(label));
  const periods = options.xlables.flatMap((label) => (label in CHART_PERIODS && allowance.periods.includes(CHART_PERIODS[label]) ? [{ label, period: CHART_PERIODS[label] }] : []));
  return metrics.length > 0 && periods.length > 0 ? { metrics, periods, unknownLabels, withheld: null } : { metrics: [], periods: [], unknownLabels, withheld: allowance.withheld };
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
