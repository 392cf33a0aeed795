import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/router';
import { EmptyState } from '../../../components/ProductCard';
import { PlainRisk } from '../../../components/ElderMode';
import { usePageTitle } from '../../../components/use-page-title';
import { useStores } from '../../../app/services';
import { BENCHMARK_BASIS_TEXT, PAST_PERFORMANCE_CAVEAT } from '../detail-texts';
import type { ContrastViewModel, SuitedContrastRow } from './contrast-view-model';
import { CONTRAST_TEXT } from './history-texts';
import './sub-page.css';
import './history.css';

/** /contrast?seriesCode=AXSY&prdCode=EXP0000001 (SPEC §2): the series' products side by side, the current one marked. */
export default observer(function ContrastPage({ viewModel, query: { seriesCode, prdCode } }: PageProps<ContrastViewModel, 'seriesCode' | 'prdCode'>) {
  usePageTitle(CONTRAST_TEXT.title);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [viewModel, seriesCode, prdCode]);

  const { state } = viewModel;
  const { level } = useStores();
  return (
    <main className="page sub-page contrast" data-testid="contrast-page" data-state={state} data-sign-in-followed={level.settled}>
      <header className="sub-page__header">
        <h1 className="sub-page__name">{CONTRAST_TEXT.title}</h1>
        {viewModel.seriesCode && <p className="sub-page__kind contrast__series">{CONTRAST_TEXT.series(viewModel.seriesCode)}</p>}
      </header>
      {(state === 'idle' || state === 'loading') && <p className="muted">{CONTRAST_TEXT.loading}</p>}
      {state === 'failed' && <EmptyState text={CONTRAST_TEXT.failed} onRetry={() => void viewModel.retry()} />}
      {(state === 'noSeries' || (state === 'loaded' && viewModel.rows.length === 0)) && viewModel.message && <EmptyState text={viewModel.message} />}
      {state === 'loaded' && viewModel.rows.length > 0 && <ContrastTable rows={viewModel.rows} />}
    </main>
  );
});

function ContrastTable({ rows }: { rows: SuitedContrastRow[] }) {
  const captionId = useId();
  const { columns } = CONTRAST_TEXT;
  return (
    <section className="detail-section history contrast__section" data-testid="contrast">
      <div className="history__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="history__table contrast__table">
          <caption id={captionId} className="contrast__caption">{CONTRAST_TEXT.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.product}</th>
              <th scope="col">{columns.yield}</th>
              <th scope="col">{columns.term}</th>
              <th scope="col">{columns.risk}</th>
              <th scope="col">{columns.minPurchase}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.prdCode} className={row.current ? 'contrast__row--current' : undefined} aria-current={row.current ? 'true' : undefined} data-prd-code={row.prdCode}>
                <th scope="row" className="contrast__name">
                  {row.detail ? <Link to={row.detail}>{row.name}</Link> : row.name}
                  {row.current && <span className="contrast__current">{CONTRAST_TEXT.current}</span>}
                  {row.aboveLevel && <span className="above-level">{row.aboveLevel}</span>}
                </th>
                <td className="contrast__yield">
                  <strong>{row.yieldValue}</strong>
                  {row.yieldLabel && <small>{row.yieldLabel}</small>}
                </td>
                <td>{row.term}</td>
                <td className="contrast__risk">{row.risk}<PlainRisk product={{ riskLevel: row.riskLevel, riskName: row.risk }} /></td>
                <td>{row.minPurchase}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="history__caveat">{BENCHMARK_BASIS_TEXT.notAPromise}</p>
      <p className="history__caveat">{PAST_PERFORMANCE_CAVEAT}</p>
    </section>
  );
}
