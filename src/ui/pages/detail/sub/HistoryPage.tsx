import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { HISTORY_SOURCES, type HistoryRoute } from '../../../../domain/catalog/sub-pages';
import type { PageProps } from '../../../app/router';
import { EmptyState } from '../../../components/ProductCard';
import { BENCHMARK_BASIS_TEXT, PAST_PERFORMANCE_CAVEAT } from '../detail-texts';
import type { HistoryViewModel } from './history-view-model';
import type { HistoryPageViewModel } from './sub-page-view-model';
import { HISTORY_PAGING_TEXT, HISTORY_TEXT } from './history-texts';
import { SubPageFrame } from './SubPageFrame';
import './history.css';

/**
 * SPEC §2 history yields: /currencyIncomerate, /custCycleIncomerate, /gearIncomerate,
 * /experdIncomerate, /netWorthIncomerate, /reNetWorthOpenIncomerate. HISTORY_SOURCES says which
 * lines each reads; the frame loads the product named by prdCode.
 */
export default function HistoryPage({ viewModel, path, query }: PageProps<HistoryPageViewModel, 'prdCode'>) {
  const source = HISTORY_SOURCES[path as HistoryRoute] ?? 'netValue';
  return (
    <SubPageFrame title={HISTORY_TEXT[source].title} testId="history-page" viewModel={viewModel} prdCode={query.prdCode}>
      {(table) => <HistoryTable viewModel={table} />}
    </SubPageFrame>
  );
}

const HistoryTable = observer(function HistoryTable({ viewModel }: { viewModel: HistoryViewModel }) {
  const titleId = useId();
  const { texts, state, rows, source } = viewModel;

  return (
    <section className="detail-section history" aria-labelledby={titleId} data-testid="history" data-state={state}>
      <h2 id={titleId} className="history__title">{texts.title}</h2>
      <p className="history__caveat" data-testid="history-caveat">{PAST_PERFORMANCE_CAVEAT}</p>
      {source === 'pastPeriods' && <p className="history__caveat">{BENCHMARK_BASIS_TEXT.notAPromise}</p>}
      {(state === 'idle' || state === 'loading') && <p className="muted">{texts.loading}</p>}
      {state === 'failed' && <EmptyState text={texts.failed} onRetry={() => void viewModel.retry()} />}
      {state === 'loaded' && rows.length === 0 && <EmptyState text={texts.empty} />}
      {state === 'loaded' && rows.length > 0 && (
        <>
          <div className="history__scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
            <table className="history__table">
              <thead>
                <tr>{texts.columns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
              </thead>
              <tbody>
                {rows.map(([first, ...rest]) => (
                  <tr key={first}>
                    <th scope="row">{first}</th>
                    {rest.map((cell, index) => <td key={texts.columns[index + 1]}>{cell}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="history__footer">
            <p className="history__shown" role="status" data-testid="history-shown">{viewModel.shownText}</p>
            {viewModel.more === 'failed' && <p className="history__more-failed">{HISTORY_PAGING_TEXT.moreFailed}</p>}
            {viewModel.hasMore && (
              <button type="button" className="button button--ghost history__more" disabled={viewModel.more === 'loading'} onClick={() => void viewModel.loadMore()}>
                {viewModel.more === 'loading' ? HISTORY_PAGING_TEXT.loadingMore : HISTORY_PAGING_TEXT.more}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
});
