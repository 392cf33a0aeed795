import { useId, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { tierAxisTicks, tierBarsOf } from '../../../domain/catalog/chart-data';
import { BarChart } from '../../components/chart/BarChart';
import { gradientOf } from '../../components/chart/gradient';
import { LazyLineChart } from '../../components/chart/LazyLineChart';
import type { LineDrawing } from '../../components/chart/g2-charts';
import { EmptyState } from '../../components/ProductCard';
import { Tabs } from '../../components/Tabs';
import type { DetailViewModel } from './detail-view-model';
import type { PerformanceChartModel } from './performance-chart-model';
import { CHART_TEXT, PAST_PERFORMANCE_CAVEAT, TIER_CHART_TEXT } from './detail-texts';
import './performance.css';

const LINE_HEIGHT = 180;
const BAR_HEIGHT = 160;

/** The performance chart (SPEC §3): metric and period tabs, the chart in words first, then the drawing. */
export const PerformanceChart = observer(function PerformanceChart({ chart }: { chart: PerformanceChartModel }) {
  const titleId = useId();
  const { status } = chart;
  return (
    <section className="detail-section performance" data-testid="performance-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-section__title">{CHART_TEXT.title}</h2>
      {(chart.choices.state === 'idle' || chart.choices.state === 'loading') && <div className="performance__tabs--skeleton" aria-hidden="true" />}
      {chart.metrics.length > 0 && (
        <Tabs label={CHART_TEXT.metrics} tabs={chart.metrics.map((m) => m.label)} selected={chart.metricIndex} onSelect={(i) => void chart.selectMetric(i)} testId="chart-metrics" />
      )}
      {import.meta.env.DEV && chart.unknownLabels.length > 0 && <p className="dev-note" role="note">{CHART_TEXT.unknownMetrics(chart.unknownLabels)}</p>}
      {chart.periods.length > 0 && (
        <Tabs label={CHART_TEXT.periods} tabs={chart.periods.map((p) => p.label)} selected={chart.periodIndex} onSelect={(i) => void chart.selectPeriod(i)} testId="chart-periods" plain />
      )}
      <div className="performance__area" aria-live="polite">
        {status === 'shown' ? <ChartOfPeriod chart={chart} /> : <ChartMessage chart={chart} />}
      </div>
      <p className="caveat">{PAST_PERFORMANCE_CAVEAT}</p>
    </section>
  );
});

const ChartMessage = observer(function ChartMessage({ chart }: { chart: PerformanceChartModel }) {
  const { status } = chart;
  if (status === 'loading') return <p className="muted">{CHART_TEXT.loading}</p>;
  if (status === 'failed') return <EmptyState text={CHART_TEXT.failed} onRetry={() => void chart.retry()} />;
  return <EmptyState text={CHART_TEXT[status === 'shown' ? 'emptyPeriod' : status]} />;
});

const ChartOfPeriod = observer(function ChartOfPeriod({ chart }: { chart: PerformanceChartModel }) {
  const { metric, summary, plot } = chart;
  const drawing = useMemo<LineDrawing | null>(() => (metric ? { points: plot, label: metric.label, unit: metric.unit } : null), [metric, plot]);
  if (!drawing || !summary) return null;
  return (
    <>
      <p className="performance__summary" data-testid="chart-summary">{summary}</p>
      <LazyLineChart drawing={drawing} height={LINE_HEIGHT} summary={summary} testId="chart-drawing" />
    </>
  );
});

/** The tier bars' fill: the brand red, lighter at the top (SPEC §5: a gradient of exactly two colours). */
const TIER_BAR_GRADIENT = gradientOf(['#e8455a', '#c8152d']);

/** /gear: the tiers as bars on a 4-tick axis, and the way to their history. */
export const TierChart = observer(function TierChart({ viewModel }: { viewModel: DetailViewModel }) {
  const bars = tierBarsOf(viewModel.tierRates?.value ?? []);
  const history = viewModel.tierHistory;
  if (bars.length === 0 || !history) return null;
  return (
    <>
      <BarChart bars={bars.map(({ range, rate, rateText }) => ({ label: range, value: rate, valueText: rateText }))} ticks={tierAxisTicks(bars)}
        unit="%" height={BAR_HEIGHT} summary={TIER_CHART_TEXT.summary(bars)} testId="tier-chart" gradient={TIER_BAR_GRADIENT} />
      <p className="caveat">{PAST_PERFORMANCE_CAVEAT}</p>
      <Link className="link-button" to={history}>{TIER_CHART_TEXT.history}</Link>
    </>
  );
});
