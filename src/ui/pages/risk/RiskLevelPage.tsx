import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import type { RiskLevelViewModel } from './risk-level-view-model';
import { RISK_LEVEL_TEXT } from './risk-texts';
import { ROUTES, type PageProps } from '../../app/router';

/** /risklevel — the customer's risk level, what it means, its dates, and the way to (re)assess (SPEC §2). */
export default observer(function RiskLevelPage({ viewModel }: PageProps<RiskLevelViewModel>) {
  usePageTitle(RISK_LEVEL_TEXT.title);

  const { state } = viewModel;
  return (
    <main className="page risk-level" data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="records__title">{RISK_LEVEL_TEXT.title}</h1>
      {state === 'failed' && <EmptyState text={RISK_LEVEL_TEXT.loadFailed} onRetry={() => void viewModel.load()} />}
      {state === 'loaded' && <Standing viewModel={viewModel} />}
    </main>
  );
});

const Standing = observer(function Standing({ viewModel }: { viewModel: RiskLevelViewModel }) {
  const standing = viewModel.standing;
  const record = standing && standing.kind !== 'none' ? standing.record : null;
  const expired = standing?.kind === 'expired';
  return (
    <>
      <section className="record" data-testid="risk-level">
        {record && <h2 className="record__head detail-section__title">{RISK_LEVEL_TEXT.level(record.riskLevel, record.riskName)}</h2>}
        <p data-testid="risk-level-description">{viewModel.description}</p>
        {record && (
          <dl className="facts facts--plain">
            <div className="facts__row"><dt>{RISK_LEVEL_TEXT.evaluatedAt}</dt><dd>{record.evaluatedAt}</dd></div>
            <div className="facts__row"><dt>{RISK_LEVEL_TEXT.validUntil}</dt><dd>{record.expiryDate}</dd></div>
          </dl>
        )}
        {viewModel.validity && (
          <p className={expired ? 'buy__error' : 'records__count'} role={expired ? 'alert' : undefined} data-testid="risk-level-validity">{viewModel.validity}</p>
        )}
      </section>
      <Link className="button risk__submit" to={ROUTES.answer.path}>{viewModel.action}</Link>
    </>
  );
});
