import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/services';
import { usePageTitle } from '../../components/use-page-title';
import { usePageViewModel } from '../../components/use-page-view-model';
import { createHoldingViewModel } from './holding-view-model';
import { createRedemptionDoneViewModel } from './redemption-done-view-model';
import { REDEEM_RESULT_TEXT } from './wealth-texts';
import { redemptionRows } from './holding-rows';
import { withPrdCode } from '../../../domain/catalog/template-route';

/** /redemptionResult and /rapidRedemptionT — the redemption the bank holds (kept, or asked for again on a reload). */
const RedemptionDone = observer(function RedemptionDone({ fast }: { fast: boolean }) {
  const { redemption } = useStores();
  const { viewModel } = usePageViewModel(createRedemptionDoneViewModel(redemption), 'uniOrderId');
  const title = fast ? REDEEM_RESULT_TEXT.fastDoneTitle : REDEEM_RESULT_TEXT.doneTitle;
  usePageTitle(title);
  const deal = viewModel.deal;
  if (!deal) {
    const settled = viewModel.state !== 'loading';
    return (
      <main className="page notice-page redeem-result" aria-busy={!settled}>
        {settled && <h1>{REDEEM_RESULT_TEXT.notFound}</h1>}
        {settled && <Link to="/unconfirmed" className="button">{REDEEM_RESULT_TEXT.records}</Link>}
      </main>
    );
  }
  return (
    <main className="page notice-page redeem-result">
      <h1>{title}</h1>
      <dl className="facts" data-testid="redemption-done">
        {redemptionRows(deal).map(([term, value]) => <div key={term} className="facts__row"><dt>{term}</dt><dd>{value}</dd></div>)}
      </dl>
      <p>{fast ? REDEEM_RESULT_TEXT.fastDoneNote : REDEEM_RESULT_TEXT.doneNote(deal.confirmDate, deal.arrivalDate)}</p>
      {!fast && <Link to="/comfirmed" className="button">{REDEEM_RESULT_TEXT.pending}</Link>}
      <Link to="/myHome" className="button button--ghost">{REDEEM_RESULT_TEXT.back}</Link>
    </main>
  );
});

/** /redemptionFalseResult and /rapidRedemptionF — the bank's reason in its words; nothing was redeemed. */
const RedemptionRefused = observer(function RedemptionRefused({ fast }: { fast: boolean }) {
  const [params] = useSearchParams();
  const prdCode = params.get('prdCode') ?? '';
  const { redemption } = useStores();
  const title = fast ? REDEEM_RESULT_TEXT.fastFailedTitle : REDEEM_RESULT_TEXT.failedTitle;
  usePageTitle(title);
  const reason = redemption.refusal?.prdCode === prdCode ? redemption.refusal.message : REDEEM_RESULT_TEXT.failedFallback;
  return (
    <main className="page notice-page redeem-result">
      <h1>{title}</h1>
      <p data-testid="redemption-refusal">{reason}</p>
      <Link to={withPrdCode('/mineRestrictNetWorth', prdCode)} className="button">{REDEEM_RESULT_TEXT.retry}</Link>
      <Link to="/myHome" className="button button--ghost">{REDEEM_RESULT_TEXT.back}</Link>
    </main>
  );
});

/** /remdFalseResult — the holding cannot be redeemed now (a closed period): why, and what happens at maturity. */
export const RedemptionUnavailablePage = observer(function RedemptionUnavailablePage() {
  const { viewModel } = usePageViewModel(createHoldingViewModel, 'prdCode');
  usePageTitle(REDEEM_RESULT_TEXT.unavailableTitle);
  const holding = viewModel.holding;
  const reason = holding?.redeemNote || viewModel.message;
  return (
    <main className="page notice-page redeem-result" aria-busy={viewModel.state === 'loading'}>
      <h1>{REDEEM_RESULT_TEXT.unavailableTitle}</h1>
      {reason && <p data-testid="redemption-refusal">{reason}</p>}
      {holding?.endDate && <Link to={withPrdCode('/redeemway', holding.prdCode)} className="button">{REDEEM_RESULT_TEXT.maturity}</Link>}
      <Link to="/myHome" className="button button--ghost">{REDEEM_RESULT_TEXT.back}</Link>
    </main>
  );
});

export const RedemptionDonePage = () => <RedemptionDone fast={false} />;
export const FastRedemptionDonePage = () => <RedemptionDone fast />;
export const RedemptionRefusedPage = () => <RedemptionRefused fast={false} />;
export const FastRedemptionRefusedPage = () => <RedemptionRefused fast />;
