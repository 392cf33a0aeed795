import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { dealRouteOf } from '../../../domain/holdings/deal';
import { useStores } from '../../app/services';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import type { CancelResultViewModel } from './cancel-result-view-model';
import { keptRefusal } from './cancel-results';
import { recordHref } from './deal-rows';
import { CANCEL_FLOW_TEXT, RECORD_TEXT } from './records-texts';
import { ROUTES, type PageProps } from '../../app/router';

/** /cancelResult — the cancelled deal (已撤单), and that its money or shares are given back. */
export const CancelDonePage = observer(function CancelDonePage({ viewModel, reload }: PageProps<CancelResultViewModel>) {
  usePageTitle(CANCEL_FLOW_TEXT.doneTitle);

  const { deal, state } = viewModel;
  if (state === 'loading') return <main className="page notice-page cancel-result cancel-done" data-state={state} aria-busy="true" />;
  if (state === 'failed') return <main className="page cancel-result cancel-done" data-state={state}><h1 className="records__title">{CANCEL_FLOW_TEXT.resultTitle}</h1><EmptyState text={RECORD_TEXT.failed} onRetry={reload} /></main>;
  if (!deal) {
    return (
      <main className="page notice-page cancel-result cancel-done" data-state="missing">
        <h1>{CANCEL_FLOW_TEXT.notFound}</h1>
        <Link to={ROUTES.dealHistory.path} className="button">{CANCEL_FLOW_TEXT.records}</Link>
        <Link to={ROUTES.home.path} className="button button--ghost">{CANCEL_FLOW_TEXT.home}</Link>
      </main>
    );
  }
  return (
    <main className="page notice-page purchase-result cancel-result cancel-done" data-state={state}>
      <h1>{CANCEL_FLOW_TEXT.doneTitle}</h1>
      <dl className="facts" data-testid="cancel-done">
        {viewModel.rows.map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
      </dl>
      <p data-testid="cancel-returned">{viewModel.returned}</p>
      <Link to={ROUTES.pending.path} className="button">{CANCEL_FLOW_TEXT.pending}</Link>
      <Link to={ROUTES.dealHistory.path} className="button button--ghost">{CANCEL_FLOW_TEXT.records}</Link>
    </main>
  );
});

/** /cancelFalseResult — the bank's reason in its words (or, on a reload, a general one), and the way back. */
export const CancelFailedPage = observer(function CancelFailedPage({ query }: PageProps<undefined, 'uniOrderId'>) {
  const uniOrderId = query.uniOrderId ?? '';
  const { cancel } = useStores();
  const kept = keptRefusal(cancel, uniOrderId);
  usePageTitle(CANCEL_FLOW_TEXT.failedTitle);
  return (
    <main className="page notice-page purchase-result cancel-result cancel-failed">
      <h1>{CANCEL_FLOW_TEXT.failedTitle}</h1>
      <p role="alert" data-testid="cancel-failed">{kept?.message ?? CANCEL_FLOW_TEXT.failedFallback}</p>
      {kept && <Link to={recordHref(dealRouteOf(kept.deal), uniOrderId)} className="button">{CANCEL_FLOW_TEXT.theDeal}</Link>}
      <Link to={ROUTES.pending.path} className="button button--ghost">{CANCEL_FLOW_TEXT.pending}</Link>
      <Link to={ROUTES.dealHistory.path} className="button button--ghost">{CANCEL_FLOW_TEXT.records}</Link>
    </main>
  );
});
