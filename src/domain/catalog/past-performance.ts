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

/** The last full years a product of six years or more shows. */
const FULL_YEARS_SHOWN = 5;

/** A calendar day YYYY-MM-DD as [year, month, day], or null. Plain arithmetic: no date library in the detail page's chunk. */
function dayOf(text: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) ? [y, m, d] : null;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
const pad = (n: number) => String(n).padStart(2, '0');

/** The same day `months` months later, the month's last day when it has no such day (31 January + 1 month = 28/29 February). */
function addMonths([y, m, d]: [number, number, number], months: number): string {
  const total = m - 1 + months;
  const [year, month] = [y + Math.floor(total / 12), (total % 12) + 1];
  return `${year}-${pad(month)}-${pad(Math.min(d, daysIn(year, month)))}`;
}

/** The same day `days` days later (a few days: a chart's week). */
function addDays([y, m, d]: [number, number, number], days: number): string {
  let [year, month, day] = [y, m, d + days];
  while (day > daysIn(year, month)) {
    day -= daysIn(year, month);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A stretch of a product's life: a chart's week, a month, three months, a year. */
export type LifeSpan = { months: number } | { days: number };

/**
 * The product has lived the whole span by its latest valuation day (navDate), the day its figures are
 * of: a month old on the same day a month after its establishment, as the panel counts. False when
 * either date is unknown.
 */
export function hasLived(product: { estabDate: string; navDate: string }, span: LifeSpan): boolean {
  const born = dayOf(product.estabDate);
  if (!born || !dayOf(product.navDate)) return false;
  return product.navDate >= ('months' in span ? addMonths(born, span.months) : addDays(born, span.days));
}

export function performancePlan(product: { estabDate: string; navDate: string; cash: boolean }): PerformancePlan {
  if (product.cash) return { kind: 'cash' };
  const born = dayOf(product.estabDate);
  const asOf = dayOf(product.navDate);
  // Days written YYYY-MM-DD compare as texts.
  if (!born || !asOf || product.navDate < product.estabDate) return { kind: 'none' };
  const firstMonth = addMonths(born, 1);
  if (product.navDate < firstMonth) return { kind: 'tooYoung', estabDate: product.estabDate, shownFrom: firstMonth };
  const sinceInception: PerformancePeriod = { kind: 'sinceInception', startDate: product.estabDate, endDate: product.navDate };
  if (product.navDate < addMonths(born, 12)) return { kind: 'periods', periods: [sinceInception] };
  const firstFull = born[1] === 1 && born[2] === 1 ? born[0] : born[0] + 1;
  const lastFull = asOf[1] === 12 && asOf[2] === 31 ? asOf[0] : asOf[0] - 1;
  const years: PerformancePeriod[] = [];
  for (let year = lastFull; year >= firstFull; year--) years.push({ kind: 'year', year, startDate: `${year}-01-01`, endDate: `${year}-12-31` });
  const sixOrMore = product.navDate >= addMonths(born, 72);
  return { kind: 'periods', periods: [sinceInception, ...(sixOrMore ? years.slice(0, FULL_YEARS_SHOWN) : years)] };
}

/**
 * The period a card's or header's measured figure (yearClientRatio) may name, by the panel's rule: a
 * figure only for a period the product has lived. The last year once it has lived a year; from its
 * first month, since inception (the bank's figure is then over its life so far, DETAIL-CALLS.md);
 * before, no figure, and the card says what the panel says. Cash management is the code's
 * exception and keeps its seven-day figure.
 */
export type FigurePeriod = 'lastYear' | 'sinceInception' | 'tooYoung' | 'notEstablished';

export function figurePeriodOf(product: { estabDate: string; navDate: string }): FigurePeriod {
  const plan = performancePlan({ ...product, cash: false });
  if (plan.kind === 'tooYoung') return 'tooYoung';
  if (plan.kind !== 'periods') return 'notEstablished';
  return hasLived(product, { months: 12 }) ? 'lastYear' : 'sinceInception';
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
