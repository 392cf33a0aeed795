import {
  chartAllowanceOf, chartChoicesOf, chartSummaryOf, DEFAULT_CHART_PERIOD, initialPeriodIndex, plotPointsOf,
  type ChartChoices, type ChartMetric, type ChartPeriodChoice, type PlotPoint, type SeriesSource,
} from '../../../domain/catalog/chart-data';
import type { ChartPeriod, ChartPoint } from '../../../domain/catalog/performance';
import type { Product } from '../../../domain/catalog/product';
import { ok, type CallOutcome } from '../../../domain/errors/call-outcome';
import type { ProductPerformance } from '../../../application/ports/product-performance';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { BehaviourTracer } from '../../../application/ports/behaviour-tracer';
import { BEHAVIOURS } from '../../../domain/tracing/trace-record';
import { askedFirst, Loadable } from '../../view-models/loadable';
import type { ChartRequests } from './detail-requests';
import { makeViewState } from '../../view-models/view-state';

const NO_CHART: ChartChoices = { metrics: [], periods: [], unknownLabels: [], withheld: null };

/**
 * A product's performance chart (SPEC §3): the metrics and periods t300001 offers that the code
 * allows the product (chartAllowanceOf: its kind and age), and the series of each period, loaded
 * once per page (and once per session through the cached port).
 */
export class PerformanceChartModel {
  readonly choices: Loadable<ChartChoices>;
  metricIndex = 0;
  periodIndex = 0;
  private readonly series = new Map<string, Loadable<ChartPoint[]>>();
  /** The series asked for with the offer, so that the chart's words need one round trip, not two. */
  private readonly likelySource: SeriesSource;
  private likelySeries: (() => Promise<CallOutcome<ChartPoint[]>>) | null;

  constructor(
    private readonly prdCode: string,
    private readonly performance: ProductPerformance,
    private readonly failures: PresentFailure,
    /** The offer and the likely series, asked for with the product. */
    asked: ChartRequests,
    tracer: BehaviourTracer,
    /** The page's product, whose kind and dates say what its chart may show (null when it did not load). */
    product: Promise<Product | null>,
  ) {
    const options = askedFirst(asked.choices, () => performance.chartOptions(prdCode));
    this.choices = new Loadable(async () => {
      const [outcome, shown] = await Promise.all([options(), product]);
      if (outcome.kind !== 'ok') return outcome;
      if (!shown) return ok(NO_CHART);
      const choices = chartChoicesOf(outcome.value, chartAllowanceOf(shown));
      // A metric the store cannot draw is left out for the customer, and said to the bank's developers.
      for (const label of choices.unknownLabels) {
        tracer.record({ ...BEHAVIOURS.browse, behaviorStpNo: BEHAVIOURS.browse.steps.unknownChartMetric, event: 'unknownChartMetric', value: `${prdCode}:${label}` });
      }
      return ok(choices);
    }, failures, NO_CHART);
    this.likelySource = asked.source;
    this.likelySeries = askedFirst(asked.series, () => performance[asked.source](prdCode, DEFAULT_CHART_PERIOD));
    makeViewState(this);
  }

  /** Whether the product has a chart at all (t300001 offers metrics and periods). */
  get offered(): boolean {
    return this.choices.value.metrics.length > 0;
  }

  /** Metric labels the bank offered that the store does not know (shown to developers in a development build). */
  get unknownLabels(): string[] {
    return this.choices.value.unknownLabels;
  }

  get metrics(): ChartMetric[] {
    return this.choices.value.metrics;
  }

  get periods(): ChartPeriodChoice[] {
    return this.choices.value.periods;
  }

  get metric(): ChartMetric | undefined {
    return this.metrics[this.metricIndex];
  }

  get period(): ChartPeriodChoice | undefined {
    return this.periods[this.periodIndex];
  }

  /** The shown period's series (null before the choices are known). */
  get current(): Loadable<ChartPoint[]> | null {
    const { metric, period } = this;
    return metric && period ? this.series.get(`${metric.source}.${period.period}`) ?? null : null;
  }

  get plot(): PlotPoint[] {
    return this.metric && this.current ? plotPointsOf(this.current.value, this.metric) : [];
  }

  get summary(): string | null {
    return this.metric && this.period && this.current ? chartSummaryOf(this.current.value, this.metric, this.period.label) : null;
  }

  /** What the chart area shows: the chart, or why not. */
  get status(): 'loading' | 'failed' | 'noChart' | 'tooYoung' | 'notEstablished' | 'emptyPeriod' | 'shown' {
    const { choices, current } = this;
    if (choices.state === 'failed') return 'failed';
    if (choices.state !== 'loaded') return 'loading';
    if (!this.offered) return choices.value.withheld ?? 'noChart';
    if (!current || current.state === 'idle' || current.state === 'loading') return 'loading';
    if (current.state === 'failed') return 'failed';
    return this.summary ? 'shown' : 'emptyPeriod';
  }

  /** 重新加载: whichever failed, the offer or the shown series. */
  async retry(): Promise<void> {
    if (this.choices.state === 'failed') await this.load();
    else await this.current?.load();
  }

  async load(): Promise<void> {
    await Promise.all([this.choices.load(), this.loadSeries(this.likelySource, DEFAULT_CHART_PERIOD)]);
    this.periodIndex = initialPeriodIndex(this.periods);
    await this.loadShown();
  }

  selectMetric(index: number): Promise<void> {
    this.metricIndex = index;
    return this.loadShown();
  }

  selectPeriod(index: number): Promise<void> {
    this.periodIndex = index;
    return this.loadShown();
  }

  private async loadShown(): Promise<void> {
    if (this.metric && this.period) await this.loadSeries(this.metric.source, this.period.period);
  }

  /** Asks for a series unless this page already has it (a failed one waits for 重新加载). */
  private async loadSeries(source: SeriesSource, period: ChartPeriod): Promise<void> {
    const key = `${source}.${period}`;
    if (this.series.has(key)) return;
    const series = new Loadable(this.fetchOf(source, period), this.failures, []);
    this.series.set(key, series);
    await series.load();
  }

  /** The likely series' first answer is the one asked for with the product. */
  private fetchOf(source: SeriesSource, period: ChartPeriod): () => Promise<CallOutcome<ChartPoint[]>> {
    const likely = this.likelySeries;
    if (likely && source === this.likelySource && period === DEFAULT_CHART_PERIOD) {
      this.likelySeries = null;
      return likely;
    }
    return () => this.performance[source](this.prdCode, period);
  }
}
