import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { dealRouteOf } from '../../../domain/holdings/deal';
import type { PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { CancelLostNote } from './CancelLostNote';
import { dealSize, recordHref } from './deal-rows';
import type { PendingRecordsViewModel } from './pending-records-view-model';
import { PENDING_TEXT, RECORD_TEXT } from './records-texts';

/** /comfirmed — purchases and redemptions being confirmed (SPEC §4: status 确认中), newest first; each may be cancelled. */
export default observer(function PendingRecordsPage({ viewModel }: PageProps<PendingRecordsViewModel>) {
  const { list, cancelling } = viewModel;
  usePageTitle(PENDING_TEXT.title);

  const first = list.items.length === 0;
  if (first && list.state === 'failed') return <main className="page records pending-records" data-state={list.state}><h1 className="records__title">{PENDING_TEXT.title}</h1><EmptyState text={PENDING_TEXT.failed} onRetry={() => void viewModel.load()} /></main>;
  if (first && list.state !== 'loaded') return <main className="page records pending-records" data-state={list.state} aria-busy="true" />;
  if (first) return <main className="page records pending-records" data-state={list.state}><h1 className="records__title">{PENDING_TEXT.title}</h1><EmptyState text={PENDING_TEXT.empty} /></main>;

  return (
    <main className="page records pending-records" data-state={list.state}>
      <h1 className="records__title">{PENDING_TEXT.title}</h1>
      <p className="records__count">{PENDING_TEXT.count(list.total)}</p>
      <CancelLostNote cancelling={cancelling} />
      <ul className="records__list">
        {list.items.map((deal) => {
          const size = dealSize(deal);
          return (
            <li key={deal.uniOrderId} className="record" data-testid="pending-record" data-order-id={deal.uniOrderId}>
              <div className="record__head">
                <span className="record__name">{deal.prdName}</span>
                <span className="record__status">{deal.status}</span>
              </div>
              <dl className="facts facts--plain">
                <div className="facts__row"><dt>{size.kind === 'amount' ? PENDING_TEXT.amount : PENDING_TEXT.volume}</dt><dd>{size.text}</dd></div>
                <div className="facts__row"><dt>{PENDING_TEXT.orderDate}</dt><dd>{deal.orderDate}</dd></div>
                <div className="facts__row"><dt>{PENDING_TEXT.confirmDate}</dt><dd>{deal.confirmDate}</dd></div>
              </dl>
              <div className="record__actions">
                <Link className="button button--ghost" to={recordHref(dealRouteOf(deal), deal.uniOrderId)} aria-label={`${PENDING_TEXT.details}：${deal.prdName}`}>{PENDING_TEXT.details}</Link>
                {deal.cancelable && (
                  <button type="button" className="button button--ghost" disabled={cancelling.busy !== null} aria-label={`${RECORD_TEXT.cancel}：${deal.prdName}`} onClick={() => void viewModel.cancel(deal)}>
                    {RECORD_TEXT.cancel}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {list.hasMore && (
        <button type="button" className="button button--ghost records__more" disabled={list.state === 'loading'} onClick={() => void viewModel.loadMore()}>{PENDING_TEXT.more}</button>
      )}
      {list.moreFailed && (
        <button type="button" className="button button--ghost records__more" onClick={() => void viewModel.loadMore()}>{list.footer.text}</button>
      )}
    </main>
  );
});
