import dayjs from 'dayjs';
import { unitHash } from './families';
import type { SeedProduct } from './products';

/** t100010 / t100012 `type`: 1 the last 7 days, 2 the last month, 3 the last 3 months, 4 the last year. */
export type ChartPeriod = '1' | '2' | '3' | '4';
export const CHART_PERIODS: readonly ChartPeriod[] = ['1', '2', '3', '4'];

export interface NetValuePoint {
  issDate: string;
  nav: string;
  totNav: string;
  /** The annualised yield of the year ending that day, in percent, 2 decimals. */
  yearRatio: string;
}

export interface MoneyFundPoint {
  issDate: string;
  sevenDayRatio: string;
  tenThousandIncome: string;
}

const DAY = 'YYYY-MM-DD';
const YEAR = 365;
/** The daily wobble of a fixed-income net value (± this, before the bridge pins the ends). */
const DAILY_NOISE = 0.0004;

const positive = (text: string, fallback: number) => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The first day of a chart period that ends on the product's navDate. */
export function periodStart(navDate: string, period: ChartPeriod): string {
  const end = dayjs(navDate);
  const starts: Record<ChartPeriod, dayjs.Dayjs> = {
    '1': end.subtract(6, 'day'),
    '2': end.subtract(1, 'month').add(1, 'day'),
    '3': end.subtract(3, 'month').add(1, 'day'),
    '4': end.subtract(1, 'year').add(1, 'day'),
  };
  return starts[period].format(DAY);
}

/** The days of the last year up to navDate, newest first (index = days before navDate). */
const lastYear = (navDate: string) => {
  const end = dayjs(navDate);
  const length = end.diff(dayjs(periodStart(navDate, '4')), 'day') + 1;
  return Array.from({ length }, (_, k) => end.subtract(k, 'day').format(DAY));
};

/**
 * Log net values from navDate (index 0) `years` years back: a walk of small daily wobbles, bridged so
 * that the latest year grows exactly by the product's yield, the year before by a little more, and
 * each earlier year by the yield and an offset of its own (the first two years are the same whatever `years`).
 */
function logNavs(p: SeedProduct, years = 2): number[] {
  const end = dayjs(p.navDate);
  const growth = positive(p.yearClientRatio, 2.5) / 100;
  const yearly = Array.from({ length: years }, (_, y) =>
    Math.log(1 + growth + (y === 0 ? 0 : y === 1 ? 0.003 : (unitHash(`${p.prdCode}|year|${y}`) - 0.4) * 0.012)));
  const wobble = [0];
  for (let k = 1; k <= years * YEAR; k++) {
    wobble.push(wobble[k - 1] + (unitHash(`${p.prdCode}|${end.subtract(k, 'day').format(DAY)}`) - 0.5) * 2 * DAILY_NOISE);
  }
  const anchors = [Math.log(positive(p.nav, 1))];
  for (let y = 1; y < years; y++) anchors.push(anchors[y - 1] - yearly[y - 1]);
  return wobble.map((_, k) => {
    const year = k <= YEAR ? 0 : Math.ceil(k / YEAR) - 1;
    const from = year * YEAR;
    const along = (k - from) / YEAR;
    return anchors[year] - yearly[year] * along + (wobble[k] - wobble[from]) - along * (wobble[from + YEAR] - wobble[from]);
  });
}

/**
 * The log net value of any day from the product's establishment to its navDate, from the same walk
 * as its published history (netValueHistory); a benchmark product's walk is its income per share,
 * which the bank books the same way. Null for a day outside the product's life.
 */
export function lifetimeLogNav(p: SeedProduct): (date: string) => number | null {
  const end = dayjs(p.navDate);
  const days = p.estabDate ? end.diff(dayjs(p.estabDate), 'day') : 0;
  const logs = logNavs(p, Math.max(2, Math.ceil(days / YEAR) + 1));
  return (date) => {
    const k = end.diff(dayjs(date), 'day');
    return date >= p.estabDate && k >= 0 && k < logs.length ? logs[k] : null;
  };
}

/** Dividends paid per share before the history starts, in ten-thousandths (cumulative = unit + these). */
const dividendsPaid = (p: SeedProduct) => (unitHash(`${p.prdCode}|dividend`) < 0.5 ? 0 : 50 + Math.floor(unitHash(`${p.prdCode}|paid`) * 300));

/** A product still in its subscription period (established after the latest issue date) has published no values yet. */
const established = (p: SeedProduct) => !p.estabDate || p.estabDate <= p.navDate;

/** A net-value product's last year, oldest first; the last point is { navDate, the product's nav }. */
export function netValueHistory(p: SeedProduct): NetValuePoint[] {
  if (!established(p)) return [];
  const logs = logNavs(p);
  const paid = dividendsPaid(p);
  return lastYear(p.navDate).map((issDate, k) => {
    const tenThousandths = Math.round(k === 0 ? positive(p.nav, 1) * 10_000 : Math.exp(logs[k]) * 10_000);
    return {
      issDate,
      nav: (tenThousandths / 10_000).toFixed(4),
      totNav: ((tenThousandths + paid) / 10_000).toFixed(4),
      yearRatio: ((Math.exp(logs[k] - logs[k + YEAR]) - 1) * 100).toFixed(2),
    };
  }).reverse();
}

/** A cash-management product's last year, oldest first; the seven-day yield ends on the product's yield. */
export function moneyFundHistory(p: SeedProduct): MoneyFundPoint[] {
  if (!established(p)) return [];
  const ratio = positive(p.yearClientRatio, 1.5);
  const phase = unitHash(`${p.prdCode}|phase`) * 2 * Math.PI;
  const wave = (k: number, issDate: string) => 0.12 * Math.sin((2 * Math.PI * k) / 47 + phase) + 0.02 * (unitHash(`${p.prdCode}|${issDate}`) - 0.5);
  const days = lastYear(p.navDate);
  const latestWave = wave(0, days[0]);
  return days.map((issDate, k) => {
    const sevenDay = k === 0 ? ratio : Math.max(0.05, ratio + wave(k, issDate) - latestWave);
    const income = (sevenDay / 365) * 100 * (1 + 0.02 * (unitHash(`${p.prdCode}|${issDate}|income`) - 0.5));
    return { issDate, sevenDayRatio: sevenDay.toFixed(4), tenThousandIncome: income.toFixed(4) };
  }).reverse();
}

/** The points of a period, oldest first. */
export const withinPeriod = <T extends { issDate: string }>(points: T[], navDate: string, period: ChartPeriod): T[] => {
  const start = periodStart(navDate, period);
  return points.filter((point) => point.issDate >= start);
};
