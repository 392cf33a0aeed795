import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { DEAL_ROUTES, type DealRoute } from '../../../domain/holdings/deal';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { CancelLostNote } from './CancelLostNote';
import { CoolingOffNote } from './CoolingOffNote';
import type { DealRecordViewModel } from './deal-record-view-model';
import { CANCEL_FLOW_TEXT, RECORD_TEXT } from './records-texts';
import { ROUTES, type PageProps } from '../../app/router';

const titleOf = (path: string): string => RECORD_TEXT.titles[path as DealRoute] ?? RECORD_TEXT.titles[DEAL_ROUTES.purchase];

/** The record pages: one deal in rows (by ?uniOrderId=), and 撤单 while it is being confirmed. */
export default observer(function DealRecordPage({ viewModel, reload, path }: PageProps<DealRecordViewModel>) {
  const title = titleOf(path);
  usePageTitle(title);

  const { deal, state, cancelling } = viewModel;
  if (state === 'loading') return <main className="page records deal-record" data-state={state} aria-busy="true" />;
  if (state === 'failed') return <main className="page records deal-record" data-state={state}><h1 className="records__title">{title}</h1><EmptyState text={RECORD_TEXT.failed} onRetry={reload} /></main>;
  if (!deal) {
    return (
      <main className="page records deal-record" data-state={state}>
        <h1 className="records__title">{title}</h1>
        <div className="empty-state" role="status" data-testid="deal-missing">
          <p>{state === 'noId' ? RECORD_TEXT.noId : RECORD_TEXT.notFound}</p>
          {state === 'notFound' && <p>{RECORD_TEXT.notFoundNote}</p>}
          <Link className="button button--ghost" to={ROUTES.dealHistory.path}>{RECORD_TEXT.toRecords}</Link>
        </div>
      </main>
    );
  }
  return (
    <main className="page records deal-record" data-state={state}>
      <h1 className="records__title">{title}</h1>
      <dl className="facts" data-testid="deal-facts">
        {viewModel.rows.map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
      </dl>
      <CancelLostNote cancelling={cancelling} />
      {deal.coolingOffEnd && (
        <CoolingOffNote
          read={() => viewModel.coolingOff()}
          action={deal.cancelable && !cancelling.lost && (
            <button type="button" className="button" disabled={cancelling.busy !== null} onClick={() => void viewModel.cancel()}>
              {cancelling.busy ? CANCEL_FLOW_TEXT.cancelling : RECORD_TEXT.cancel}
            </button>
          )}
        />
      )}
      {!deal.coolingOffEnd && deal.cancelable && !cancelling.lost && (
        <div className="deal-record__cancel">
          <p>{RECORD_TEXT.cancelNote}</p>
          <button type="button" className="button" disabled={cancelling.busy !== null} onClick={() => void viewModel.cancel()}>
            {cancelling.busy ? CANCEL_FLOW_TEXT.cancelling : RECORD_TEXT.cancel}
          </button>
        </div>
      )}
      <Link className="button button--ghost deal-record__back" to={ROUTES.dealHistory.path}>{RECORD_TEXT.toRecords}</Link>
    </main>
  );
});
