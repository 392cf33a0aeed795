import type { Tier } from '../../domain/catalog/product';
import type { ChartOptions, ChartPeriod, ChartPoint, ConfirmDate, HistoryPage, PastPeriod, Quotation } from '../../domain/catalog/performance';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { BenchmarkChange, PastPerformance, PerformancePeriod } from '../../domain/catalog/past-performance';

export interface HistoryRequest {
  offSet: number;
  queryNum: number;
}

/**
 * The bank's figures about a product: net values (queryManyQuotation), cycles (queryConfirmDate),
 * past periods (queryQuotation), tiers (showPrdRate) and chart series (t300001, t100010, t100012).
 */
export interface ProductPerformance {
  /** The latest net value (lineList[0] of queryManyQuotation, newest first); null when none is published. */
  latestQuotation(prdCode: string): Promise<CallOutcome<Quotation | null>>;
  /** The net-value history, newest first. */
  quotations(prdCode: string, page: HistoryRequest): Promise<CallOutcome<HistoryPage<Quotation>>>;
  /** The coming cycles of a cycle product (queryNum 999, SPEC §9); empty for other products. */
  confirmDates(prdCode: string): Promise<CallOutcome<ConfirmDate[]>>;
  /** A benchmark product's past periods, newest first. */
  pastPeriods(prdCode: string, page: HistoryRequest): Promise<CallOutcome<HistoryPage<PastPeriod>>>;
  /** A tiered product's yield by holding days, shortest holding first. */
  tierRates(prdCode: string): Promise<CallOutcome<Tier[]>>;
  /** Which metrics and periods the product's chart offers (t300001). */
  chartOptions(prdCode: string): Promise<CallOutcome<ChartOptions>>;
  /** A net-value product's series for a period (t100010), oldest first. */
  navSeries(prdCode: string, period: ChartPeriod): Promise<CallOutcome<ChartPoint[]>>;
  /** A cash-management product's series for a period (t100012), oldest first. */
  moneyFundSeries(prdCode: string, period: ChartPeriod): Promise<CallOutcome<ChartPoint[]>>;
  /** The actual annualised return and the benchmark over each period (queryPastPerformance), in the order asked. */
  pastPerformance(prdCode: string, periods: readonly PerformancePeriod[]): Promise<CallOutcome<PastPerformance>>;
  /** Every change of the product's benchmark, newest first (queryBenchmarkChanges). */
  benchmarkChanges(prdCode: string): Promise<CallOutcome<BenchmarkChange[]>>;
}
