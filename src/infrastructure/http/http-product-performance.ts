import type { HistoryRequest, ProductPerformance } from '../../application/ports/product-performance';
import type { Tier } from '../../domain/catalog/product';
import type { ChartOptions, ChartPeriod, ChartPoint, ConfirmDate, HistoryPage, PastPeriod, Quotation } from '../../domain/catalog/performance';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { HttpClient } from './http-client';
import { lineList } from './http-product-catalog';
import { count, isObject, mapOk, text } from './parse';
import { toBenchmarkChange, toChartPoint, toConfirmDate, toPastPeriod, toPeriodPerformance, toQuotation, toTier } from './product-mapping';
import type { BenchmarkChange, PastPerformance, PerformancePeriod } from '../../domain/catalog/past-performance';

/** How many lines the one-page calls ask for. */
const QUERY_NUM = {
  /** queryBenchmarkChanges: a benchmark changes a few times in a product's life; one page of 99. */
  benchmarkChanges: 99,
  /** showPrdRate: the spec sets no page size; a tier list is short, so one page of 99 as for holdings. */
  tierRates: 99,
  /** SPEC §9: confirm dates are fetched 999 at a time. */
  confirmDates: 999,
} as const;

/** A page of lines and the whole history's length (totNum). */
const historyPage = <T>(item: (raw: unknown) => T | null) => (response: unknown): HistoryPage<T> | null => {
  const lines = lineList(response, item);
  return lines && isObject(response) ? { lines, total: Math.max(count(response.totNum), lines.length) } : null;
};

/** t300001's comma lists; an empty text is no label at all. */
const commaList = (value: unknown) => text(value).split(',').map((label) => label.trim()).filter(Boolean);

export class HttpProductPerformance implements ProductPerformance {
  constructor(private readonly http: HttpClient) {}

  async latestQuotation(prdCode: string): Promise<CallOutcome<Quotation | null>> {
    const outcome = await this.quotations(prdCode, { offSet: 0, queryNum: 1 });
    return outcome.kind === 'ok' ? { kind: 'ok', value: outcome.value.lines[0] ?? null } : outcome;
  }

  async quotations(prdCode: string, page: HistoryRequest): Promise<CallOutcome<HistoryPage<Quotation>>> {
    const outcome = await this.http.post('queryManyQuotation', { offSet: page.offSet, issDateOrder: 'desc', queryNum: page.queryNum, prdCode });
    return mapOk(outcome, historyPage(toQuotation));
  }

  async confirmDates(prdCode: string): Promise<CallOutcome<ConfirmDate[]>> {
    const outcome = await this.http.post('queryConfirmDate', { prdCode, offSet: 0, queryNum: QUERY_NUM.confirmDates });
    return mapOk(outcome, (response) => lineList(response, toConfirmDate));
  }

  async pastPeriods(prdCode: string, page: HistoryRequest): Promise<CallOutcome<HistoryPage<PastPeriod>>> {
    const outcome = await this.http.post('queryQuotation', { prdCode, offSet: page.offSet, queryNum: page.queryNum });
    return mapOk(outcome, historyPage(toPastPeriod));
  }

  async tierRates(prdCode: string): Promise<CallOutcome<Tier[]>> {
    const outcome = await this.http.post('showPrdRate', { prdCode, offSet: 0, queryNum: QUERY_NUM.tierRates });
    return mapOk(outcome, (response) => lineList(response, toTier));
  }

  async chartOptions(prdCode: string): Promise<CallOutcome<ChartOptions>> {
    const outcome = await this.http.query('t300001', { prdCode });
    return mapOk(outcome, (result) => (isObject(result) ? { ylables: commaList(result.ylables), xlables: commaList(result.xlables) } : null));
  }

  async navSeries(prdCode: string, period: ChartPeriod): Promise<CallOutcome<ChartPoint[]>> {
    return mapOk(await this.http.query('t100010', { prdCode, type: period }), (result) => lineList(result, toChartPoint));
  }

  async moneyFundSeries(prdCode: string, period: ChartPeriod): Promise<CallOutcome<ChartPoint[]>> {
    return mapOk(await this.http.query('t100012', { prdCode, type: period }), (result) => lineList(result, toChartPoint));
  }

  async pastPerformance(prdCode: string, periods: readonly PerformancePeriod[]): Promise<CallOutcome<PastPerformance>> {
    const outcome = await this.http.post('queryPastPerformance', { prdCode, periods: periods.map(({ startDate, endDate }) => ({ startDate, endDate })) });
    return mapOk(outcome, (response) => {
      const lines = lineList(response, toPeriodPerformance);
      return lines && isObject(response) ? { lines, benchmarkRationale: text(response.benchmarkRationale), benchmarkMethod: text(response.benchmarkMethod) } : null;
    });
  }

  async benchmarkChanges(prdCode: string): Promise<CallOutcome<BenchmarkChange[]>> {
    const outcome = await this.http.post('queryBenchmarkChanges', { prdCode, offSet: 0, queryNum: QUERY_NUM.benchmarkChanges });
    return mapOk(outcome, (response) => lineList(response, toBenchmarkChange));
  }
}
