import dayjs from 'dayjs';

/**
 * The bank's rule for showing past performance (China Banking Association code, 2023-11): the only
 * periods it publishes figures for. Established under a month ago: none. Under a year: since
 * inception. A year to six: since inception and every full calendar year since. Six or more: since
 * inception and the last five full calendar years. Always up to the latest valuation day (navDate).
 * Written here on its own, not taken from the store, so that a store that chose otherwise meets a refusal.
 */
export interface BankPeriod {
  startDate: string;
  endDate: string;
}

const DAY = 'YYYY-MM-DD';

export function periodsAllowed(estabDate: string, navDate: string): BankPeriod[] {
  const born = dayjs(estabDate);
  const latest = dayjs(navDate);
  if (!estabDate || !navDate || !born.isValid() || !latest.isValid() || latest.isBefore(born.add(1, 'month'))) return [];
  const periods: BankPeriod[] = [{ startDate: estabDate, endDate: navDate }];
  if (latest.isBefore(born.add(1, 'year'))) return periods;
  const years: number[] = [];
  for (let year = latest.year() - (latest.format('MM-DD') === '12-31' ? 0 : 1); year >= born.year(); year--) {
    if (born.isAfter(dayjs(`${year}-01-01`))) break;
    years.push(year);
  }
  const sixOrMore = !latest.isBefore(born.add(6, 'year'));
  return [...periods, ...(sixOrMore ? years.slice(0, 5) : years).map((year) => ({ startDate: `${year}-01-01`, endDate: `${year}-12-31` }))];
}

/** The product was established a whole `amount` `unit`s before its latest valuation day; false when a date is unknown. */
export function hasLived(estabDate: string, navDate: string, amount: number, unit: 'day' | 'month' | 'year'): boolean {
  const [born, latest] = [dayjs(estabDate), dayjs(navDate)];
  return Boolean(estabDate && navDate) && born.isValid() && latest.isValid() && !latest.isBefore(born.add(amount, unit));
}

/**
 * The headline figure the bank publishes as yearClientRatio for a product priced by its net value,
 * under the same code: a figure only over a period the product has lived. Its return over the last
 * year once it has lived a year (`lastYear`, the figure it keeps); since inception from its first
 * month (simple annualised, as the panel's); '' before. `sinceInception` gives that return in percent.
 */
export function publishedYield(p: { estabDate: string; navDate: string }, lastYear: string, sinceInception: () => number | null): string {
  if (hasLived(p.estabDate, p.navDate, 1, 'year')) return lastYear;
  if (!hasLived(p.estabDate, p.navDate, 1, 'month')) return '';
  const ratio = sinceInception();
  return ratio === null ? '' : ratio.toFixed(4);
}

/** A chart period (t100010 / t100012 `type`): 1 the last 7 days, 2 month, 3 three months, 4 year. */
type ChartType = '1' | '2' | '3' | '4';

const CHART_SPANS: Record<ChartType, [number, 'day' | 'month' | 'year']> = { '1': [7, 'day'], '2': [1, 'month'], '3': [3, 'month'], '4': [1, 'year'] };

/**
 * Why the code refuses a chart period for a product, or null: no period under a month for a product
 * other than cash management (E3103), and none the product has not lived (E3104).
 */
export function chartPeriodRefusal(p: { estabDate: string; navDate: string }, cash: boolean, type: ChartType): { code: string; msg: string } | null {
  if (type === '1' && !cash) return { code: 'E3103', msg: '除现金管理类产品外，不展示一个月以内的业绩走势' };
  const [amount, unit] = CHART_SPANS[type];
  return hasLived(p.estabDate, p.navDate, amount, unit) ? null : { code: 'E3104', msg: '产品成立未满所选区间，不展示该区间的业绩走势' };
}

/** The chart periods the code allows a product, in t300001's order. */
export const chartTypesAllowed = (p: { estabDate: string; navDate: string }, cash: boolean): ChartType[] =>
  (['1', '2', '3', '4'] as const).filter((type) => chartPeriodRefusal(p, cash, type) === null);

/** The periods asked for that the rule does not allow, as 'start~end'. */
export const periodsRefused = (asked: BankPeriod[], allowed: BankPeriod[]): string[] =>
  asked.filter((a) => !allowed.some((b) => a.startDate === b.startDate && a.endDate === b.endDate)).map((a) => `${a.startDate}~${a.endDate}`);

/**
 * A period's actual annualised return in percent (simple annualisation, 365 days): the value at
 * its end over the value the day before it began (on the day itself for a period from establishment).
 */
export function annualisedReturn(logNavOn: (date: string) => number | null, estabDate: string, period: BankPeriod): number | null {
  const base = period.startDate === estabDate ? period.startDate : dayjs(period.startDate).subtract(1, 'day').format(DAY);
  const [from, to] = [logNavOn(base), logNavOn(period.endDate)];
  const days = dayjs(period.endDate).diff(dayjs(base), 'day');
  if (from === null || to === null || days <= 0) return null;
  return ((Math.exp(to - from) - 1) * 365 * 100) / days;
}

/** A change of a product's benchmark as the bank publishes it. */
export interface BenchmarkChange {
  changeDate: string;
  oldBenchmark: string;
  newBenchmark: string;
  reason: string;
}

/** '3.10%-3.60%' → [3.1, 3.6]; '3.20%' → [3.2, 3.2]; null for no benchmark. */
function bounds(text: string): [number, number] | null {
  const parts = text.split('-').map((part) => Number.parseFloat(part));
  if (parts.length === 0 || parts.some((n) => !Number.isFinite(n))) return null;
  return [parts[0], parts[parts.length - 1]];
}

/** The benchmark in force on a day: the one a later change replaced, else today's. */
export function benchmarkOn(current: string, changes: BenchmarkChange[], date: string): string {
  const next = [...changes].sort((a, b) => a.changeDate.localeCompare(b.changeDate)).find((change) => change.changeDate > date);
  return next ? next.oldBenchmark : current;
}

/**
 * The benchmark over the same period as the return: the one in force throughout, or, when it was
 * changed within the period, each bound weighted by the days it was in force. '' without a benchmark.
 */
export function benchmarkOver(current: string, changes: BenchmarkChange[], period: BankPeriod): string {
  const first = benchmarkOn(current, changes, period.startDate);
  const inside = changes.filter((c) => c.changeDate > period.startDate && c.changeDate <= period.endDate);
  if (inside.length === 0) return first;
  let [low, high, days] = [0, 0, 0];
  for (let day = dayjs(period.startDate); !day.isAfter(dayjs(period.endDate)); day = day.add(1, 'day')) {
    const b = bounds(benchmarkOn(current, changes, day.format(DAY)));
    if (!b) return '';
    [low, high, days] = [low + b[0], high + b[1], days + 1];
  }
  const [l, h] = [(low / days).toFixed(2), (high / days).toFixed(2)];
  return l === h ? `${l}%` : `${l}%-${h}%`;
}
