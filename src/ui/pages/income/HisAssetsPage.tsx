import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { decimalText } from '../../../domain/money/money';
import type { PageProps } from '../../app/router';
import { LazyLineChart } from '../../components/chart/LazyLineChart';
import type { LineDrawing } from '../../components/chart/g2-charts';
import { EmptyState } from '../../components/ProductCard';
import { RefreshableList } from '../../components/RefreshableList';
import { usePageTitle } from '../../components/use-page-title';
import './income.css';
import { ASSET_COLUMNS } from './income-rows';
import type { AssetHistoryViewModel } from './income-view-models';
import { ASSETS_TEXT } from './income-texts';

const CHART_HEIGHT = 180;

/**
 * /hisAssets — 历史资产: the total assets of the last 30 days. The figures in words first (latest,
 * highest, lowest), then the line, drawn by G2 once it comes into view (G2 loads only then), then
 * every day in a table: a customer who cannot see the drawing misses nothing.
 */
export default observer(function HisAssetsPage({ viewModel }: PageProps<AssetHistoryViewModel>) {
  usePageTitle(ASSETS_TEXT.title);

  const { state, summary, period } = viewModel;
  const shown = state !== 'failed' && viewModel.days.length > 0;
  return (
    <main className="page records his-assets" data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="records__title">{ASSETS_TEXT.title}</h1>
      {state === 'failed' && <EmptyState text={ASSETS_TEXT.failed} onRetry={() => void viewModel.load()} />}
      {viewModel.empty && <EmptyState text={ASSETS_TEXT.empty} />}
      {shown && summary && (
        <RefreshableList onRefresh={() => viewModel.load()} hasMore={false} onLoadMore={() => Promise.resolve()}>
          <p className="income-summary" data-testid="assets-summary">{ASSETS_TEXT.summary(period, summary)}</p>
          <AssetsChart viewModel={viewModel} summary={ASSETS_TEXT.summary(period, summary)} />
          <table className="detail-table income-table" data-testid="asset-days">
            <caption>{ASSETS_TEXT.intro(period)}</caption>
            <thead><tr>{ASSET_COLUMNS.map(([heading]) => <th key={heading} scope="col">{heading}</th>)}</tr></thead>
            <tbody>
              {viewModel.newestFirst.map((day) => (
                <tr key={day.date} data-testid="asset-day">
                  {ASSET_COLUMNS.map(([heading, cell], i) => (i === 0 ? <th key={heading} scope="row">{cell(day)}</th> : <td key={heading}>{cell(day)}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </RefreshableList>
      )}
    </main>
  );
});

/** The line of the days, oldest first; numbers only for drawing (every figure the customer reads is the bank's decimals). */
const AssetsChart = observer(function AssetsChart({ viewModel, summary }: { viewModel: AssetHistoryViewModel; summary: string }) {
  const days = viewModel.oldestFirst;
  const drawing = useMemo<LineDrawing>(
    () => ({ points: days.map((day) => ({ issDate: day.date, value: Number(decimalText(day.totAsset)) })), label: ASSETS_TEXT.chartLabel, unit: '元' }),
    [days],
  );
  return <LazyLineChart drawing={drawing} height={CHART_HEIGHT} summary={summary} testId="assets-chart" />;
});
