import { performancePlan, type BenchmarkChange, type PastPerformance, type PerformancePlan } from '../../../domain/catalog/past-performance';
import type { ChartPoint } from '../../../domain/catalog/performance';
import type { Product } from '../../../domain/catalog/product';
import { isCashManagement } from '../../../domain/catalog/product-texts';
import type { ProductPerformance } from '../../../application/ports/product-performance';
import type { PresentFailure } from '../../../application/session/present-failure';
import { Loadable } from '../../view-models/loadable';
import { makeViewState } from '../../view-models/view-state';
import { PAST_PERFORMANCE_TEXT as TEXT } from './detail-texts';

/** One period as the panel lists it: its name, its dates, the actual annualised return and the benchmark over it. */
export interface PeriodRow {
  key: string;
  period: string;
  dates: string;
  startDate: string;
  endDate: string;
  actual: string;
  benchmark: string;
}

/** The latest days a cash-management product's panel lists (t100012 type 1: the last 7 days). */
const CASH_DAYS_PERIOD = 1;

/**
 * 过往业绩 / 业绩比较基准 (issue 18 item 4): the periods the product's age allows, the bank's actual
 * annualised return beside the benchmark over each, and the benchmark's changes; for cash
 * management, its latest days' seven-day yield and income per 10,000 shares. It sits below the fold:
 * its data are asked for when the customer scrolls near it (reveal), never while the page's first
 * screen is still being drawn.
 */
export class PastPerformanceModel {
  readonly plan: PerformancePlan;
  /** The periods' figures (queryPastPerformance); null when the plan has no periods. */
  readonly figures: Loadable<PastPerformance | null> | null;
  /** Cash management: the latest days (t100012). */
  readonly cashDays: Loadable<ChartPoint[]> | null;
  /** The benchmark's changes (queryBenchmarkChanges), for a product with a benchmark. */
  readonly changes: Loadable<BenchmarkChange[]> | null;
  readonly hasBenchmark: boolean;
  private revealed = false;

  constructor(product: Product, performance: ProductPerformance, failures: PresentFailure) {
    const code = product.prdCode;
    this.plan = performancePlan({ estabDate: product.estabDate, navDate: product.navDate, cash: isCashManagement(product.prdTemplate) });
    this.hasBenchmark = product.formatModelComment !== '';
    const plan = this.plan;
    this.figures = plan.kind === 'periods' ? new Loadable(() => performance.pastPerformance(code, plan.periods), failures, null) : null;
    this.cashDays = plan.kind === 'cash' ? new Loadable(() => performance.moneyFundSeries(code, CASH_DAYS_PERIOD), failures, []) : null;
    this.changes = this.hasBenchmark ? new Loadable(() => performance.benchmarkChanges(code), failures, []) : null;
    makeViewState(this);
  }

  /** The periods with the bank's figures, in the rule's order; a period the bank left out shows --. */
  get rows(): PeriodRow[] {
    if (this.plan.kind !== 'periods') return [];
    const lines = this.figures?.value?.lines ?? [];
    return this.plan.periods.map((period) => {
      const line = lines.find((l) => l.startDate === period.startDate && l.endDate === period.endDate);
      return {
        key: `${period.startDate}~${period.endDate}`,
        period: period.kind === 'year' ? TEXT.year(period.year) : TEXT.sinceInception,
        dates: TEXT.dates(period.startDate, period.endDate),
        startDate: period.startDate,
        endDate: period.endDate,
        actual: line?.actualRatio || TEXT.noFigure,
        benchmark: line?.benchmark || TEXT.noFigure,
      };
    });
  }

  /**
   * The figures' area's height (px) while they load, from how many rows the plan already knows, so the
   * loaded table pushes nothing down (the header's product is there; only the figures are on their way).
   */
  get reservedHeight(): number {
    if (this.plan.kind === 'cash') return 44 + 7 * 37;
    if (this.plan.kind !== 'periods') return 0;
    return 44 + this.plan.periods.length * 63 + (this.hasBenchmark ? 230 : 40);
  }

  /** The notes under the periods: no benchmark, or a benchmark changed within a period (weighted). */
  get notes(): string[] {
    if (!this.hasBenchmark) return [TEXT.noBenchmark];
    return this.changeRows.length > 0 ? [TEXT.weighted] : [];
  }

  /** What the panel says instead of periods: too young, or not established; null otherwise. */
  get message(): string | null {
    if (this.plan.kind === 'tooYoung') return TEXT.tooYoung(this.plan.estabDate, this.plan.shownFrom);
    return this.plan.kind === 'none' ? TEXT.notEstablished : null;
  }

  /** Cash management: the latest days, newest first: date, seven-day yield, income per 10,000 shares. */
  get cashRows(): Array<[string, string, string]> {
    return [...(this.cashDays?.value ?? [])].reverse().map((day) => [
      day.issDate,
      day.values.sevenDayRatioFormat ? `${day.values.sevenDayRatioFormat}%` : TEXT.noFigure,
      day.values.tenThousandIncomeFormat || TEXT.noFigure,
    ]);
  }

  /** 业绩比较基准调整记录's rows, newest first: date, before, after, reason. */
  get changeRows(): Array<[string, string, string, string]> {
    return (this.changes?.value ?? []).map((c) => [c.changeDate, c.oldBenchmark, c.newBenchmark, c.reason]);
  }

  /** The customer has come near the panel: its data are asked for, once. */
  async reveal(): Promise<void> {
    if (this.revealed) return;
    this.revealed = true;
    await Promise.all([this.figures?.load(), this.cashDays?.load(), this.changes?.load()]);
  }
}
