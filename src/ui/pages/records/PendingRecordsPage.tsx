import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatYuan } from '../../../domain/money/money';
import { useViewModel } from '../../app/services';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { createPendingRecordsViewModel } from './pending-records-view-model';
import { PENDING_TEXT } from './records-texts';

/** /comfirmed — purchases being confirmed (SPEC §4: status 确认中), newest first. */
export default observer(function PendingRecordsPage() {
  const viewModel = useViewModel(createPendingRecordsViewModel);
  usePageTitle(PENDING_TEXT.title);

  useEffect(() => {
    void viewModel.load();
  }, [viewModel]);

  const first = viewModel.orders.length === 0;
  if (first && viewModel.state === 'failed') return <main className="page"><EmptyState text={PENDING_TEXT.failed} onRetry={() => void viewModel.load()} /></main>;
  if (first && viewModel.state === 'loading') return <main className="page records" aria-busy="true" />;
  if (first) return <main className="page"><h1 className="records__title">{PENDING_TEXT.title}</h1><EmptyState text={PENDING_TEXT.empty} /></main>;

  return (
    <main className="page records">
      <h1 className="records__title">{PENDING_TEXT.title}</h1>
      <p className="records__count">{PENDING_TEXT.count(viewModel.total)}</p>
      <ul className="records__list">
        {viewModel.orders.map((order) => (
          <li key={order.uniOrderId} className="record" data-testid="pending-record">
            <div className="record__head"><span className="record__name">{order.prdName}</span><span className="record__status">{order.status}</span></div>
            <dl className="facts">
              <div className="facts__row"><dt>{PENDING_TEXT.amount}</dt><dd>{formatYuan(order.amt)}元</dd></div>
              <div className="facts__row"><dt>{PENDING_TEXT.orderDate}</dt><dd>{order.orderDate}</dd></div>
              <div className="facts__row"><dt>{PENDING_TEXT.confirmDate}</dt><dd>{order.confirmDate}</dd></div>
            </dl>
          </li>
        ))}
      </ul>
      {viewModel.hasMore && (
        <button type="button" className="button button--ghost records__more" disabled={viewModel.state === 'loading'} onClick={() => void viewModel.loadMore()}>{PENDING_TEXT.more}</button>
      )}
    </main>
  );
});
