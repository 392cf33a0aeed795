import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../../domain/money/money';
import { useStores } from '../../app/services';
import type { PlacedOrderViewModel } from './placed-order-view-model';
import { usePageTitle } from '../../components/use-page-title';
import { RESULT_TEXT } from './purchase-texts';
import { purchaseFailureReason } from './purchase-results';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { ROUTES, type PageProps } from '../../app/router';

const productLink = (prdCode: string) => withPrdCode(ROUTES.productLink.path, prdCode);

/** /cntranprocess — the order the bank holds: what, how much, until when it is being confirmed. */
export const PurchasePlacedPage = observer(function PurchasePlacedPage({ viewModel }: PageProps<PlacedOrderViewModel>) {
  usePageTitle(RESULT_TEXT.placedTitle);

  const shown = viewModel.order;
  const settled = viewModel.state !== 'loading';
  if (!shown) {
    return (
      <main className="page notice-page purchase-result" aria-busy={!settled}>
        {settled && <h1>{RESULT_TEXT.notFound}</h1>}
        {settled && <Link to={ROUTES.home.path} className="button">{RESULT_TEXT.home}</Link>}
      </main>
    );
  }
  return (
    <main className="page notice-page purchase-result">
      <h1>{RESULT_TEXT.placedTitle}</h1>
      <dl className="facts" data-testid="purchase-placed">
        <div className="facts__row"><dt>{RESULT_TEXT.product}</dt><dd>{shown.prdName}</dd></div>
        <div className="facts__row"><dt>{RESULT_TEXT.amount}</dt><dd>{formatYuan(shown.amt)}元</dd></div>
        <div className="facts__row"><dt>{RESULT_TEXT.status}</dt><dd>{shown.status}</dd></div>
        <div className="facts__row"><dt>{RESULT_TEXT.confirmDate}</dt><dd>{shown.confirmDate}</dd></div>
        <div className="facts__row"><dt>{RESULT_TEXT.orderId}</dt><dd>{shown.uniOrderId}</dd></div>
      </dl>
      {viewModel.coolingOffNote && <p className="purchase-result__cooling-off" data-testid="cooling-off-notice">{viewModel.coolingOffNote}</p>}
      <p>{RESULT_TEXT.placedNote}</p>
      <Link to={ROUTES.pending.path} className="button">{RESULT_TEXT.pending}</Link>
      <Link to={ROUTES.home.path} className="button button--ghost">{RESULT_TEXT.home}</Link>
    </main>
  );
});

/** /purchaseFailed — the bank's reason in its words, and the way back; nothing was bought. */
export const PurchaseFailedPage = observer(function PurchaseFailedPage({ query }: PageProps<undefined, 'prdCode'>) {
  const prdCode = query.prdCode ?? '';
  const { purchase } = useStores();
  const reason = purchaseFailureReason(purchase, prdCode);
  usePageTitle(RESULT_TEXT.failedTitle);
  return (
    <main className="page notice-page purchase-result">
      <h1>{RESULT_TEXT.failedTitle}</h1>
      <p role="alert" data-testid="purchase-failed">{reason}</p>
      {prdCode && <Link to={productLink(prdCode)} className="button">{RESULT_TEXT.backToProduct}</Link>}
      <Link to={ROUTES.home.path} className="button button--ghost">{RESULT_TEXT.home}</Link>
    </main>
  );
});
