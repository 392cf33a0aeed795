/** How a product has done: net values, cycles, past periods and chart series (SPEC §3, §7). */

/** One net value of queryManyQuotation; decimal texts as the bank sends them. */
export interface Quotation {
  issDate: string;
  nav: string;
  totNav: string;
}

/** SPEC §3 cycle/confirm-date record (queryConfirmDate). */
export interface ConfirmDate {
  cycleDays: number;
  curCycleDate: string;
  nextCycleDate: string;
}

/** A past period of a benchmark product (queryQuotation): the benchmark then and what it realised. */
export interface PastPeriod {
  periodNo: string;
  startDate: string;
  endDate: string;
  formatModelComment: string;
  actualRatio: string;
}

/** A page of a longer history, and how long the whole history is. */
export interface HistoryPage<T> {
  lines: T[];
  total: number;
}

/** SPEC §3 chart periods: 1 last 7 days, 2 last month, 3 last 3 months, 4 last year. */
export type ChartPeriod = 1 | 2 | 3 | 4;

/** t300001: the metric labels (ylables) and period labels (xlables) a product's chart offers. */
export interface ChartOptions {
  ylables: string[];
  xlables: string[];
}

/** A chart point: the issue date and each series' decimal text by its field name (e.g. totNavFormat). */
export interface ChartPoint {
  issDate: string;
  values: Readonly<Record<string, string>>;
}
