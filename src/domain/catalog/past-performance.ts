import dayjs from 'dayjs';

/**
 * Which periods a product's past performance is shown over (China Banking Association code on
 * showing past performance, 2023-11), as of its latest valuation day: established under a month ago,
 * none yet; under a year, since inception; one to six years, since inception and every full calendar
 * year since; six or more, since inception and the last five full calendar years. Never a period under
 * a month, never one chosen for effect. Cash-management products are shown by their seven-day
 * annualised yield and income per 10,000 shares instead, over their latest days.
 */
export type PerformancePeriod =
  | { kind: 'sinceInception'; startDate: string; endDate: string }
  | { kind: 'year'; year: number; startDate: string; endDate: string };

export type PerformancePlan =
  /** Figures over these periods, since inception first, then the full years newest first. */
  | { kind: 'periods'; periods: PerformancePeriod[] }
  /** Established under a month ago: nothing yet; the first figure is shown from `shownFrom`. */
  | { kind: 'tooYoung'; estabDate: string; shownFrom: string }
  /** A cash-management product: its latest days' seven-day yield and income per 10,000 shares. */
  | { kind: 'cash' }
  /** Not established (or no dates known): no past performance to show. */
  | { kind: 'none' };

const DAY = 'YYYY-MM-DD';
/** The last full years a product of six years or more shows. */
const FULL_YEARS_SHOWN = 5;

export function performancePlan(product: { estabDate: string; navDate: string; cash: boolean }): PerformancePlan {
  if (product.cash) return { kind: 'cash' };
  const born = dayjs(product.estabDate);
  const asOf = dayjs(product.navDate);
  if (!product.estabDate || !product.navDate || !born.isValid() || !asOf.isValid() || asOf.isBefore(born)) return { kind: 'none' };
  const firstMonth = born.add(1, 'month');
  if (asOf.isBefore(firstMonth)) return { kind: 'tooYoung', estabDate: product.estabDate, shownFrom: firstMonth.format(DAY) };
  const sinceInception: PerformancePeriod = { kind: 'sinceInception', startDate: product.estabDate, endDate: product.navDate };
  if (asOf.isBefore(born.add(1, 'year'))) return { kind: 'periods', periods: [sinceInception] };
  const firstFull = born.format('MM-DD') === '01-01' ? born.year() : born.year() + 1;
  const lastFull = asOf.format('MM-DD') === '12-31' ? asOf.year() : asOf.year() - 1;
  const years: PerformancePeriod[] = [];
  for (let year = lastFull; year >= firstFull; year--) years.push({ kind: 'year', year, startDate: `${year}-01-01`, endDate: `${year}-12-31` });
  const sixOrMore = !asOf.isBefore(born.add(6, 'year'));
  return { kind: 'periods', periods: [sinceInception, ...(sixOrMore ? years.slice(0, FULL_YEARS_SHOWN) : years)] };
}

/** One period's figures as the bank computes them: the actual annualised return and the benchmark over the same period ('' for none). */
export interface PeriodPerformance {
  startDate: string;
  endDate: string;
  actualRatio: string;
  benchmark: string;
}

/** queryPastPerformance: the periods' figures and the benchmark's rationale and method (empty without a benchmark). */
export interface PastPerformance {
  lines: PeriodPerformance[];
  benchmarkRationale: string;
  benchmarkMethod: string;
}

/** A change of the benchmark as the bank publishes it (queryBenchmarkChanges). */
export interface BenchmarkChange {
  changeDate: string;
  oldBenchmark: string;
  newBenchmark: string;
  reason: string;
}
