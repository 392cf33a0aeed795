import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/services';
import { usePageTitle } from '../../components/use-page-title';
import type { HoldingViewModel } from './holding-view-model';
import type { RedemptionDoneViewModel } from './redemption-done-view-model';
import { REDEEM_RESULT_TEXT } from './wealth-texts';
import { redemptionRows } from './holding-rows';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { ROUTES, type PageProps } from '../../app/router';

/** /redemptionResult and /rapidRedemptionT — the redemption the bank holds (kept, or asked for again on a reload). */
export const RedemptionDonePage = observer(function RedemptionDonePage({ viewModel, path }: PageProps<RedemptionDoneViewModel>) {
  const fast = path === ROUTES.fastRedemptionDone.path;
  const title = fast ? REDEEM_RESULT_TEXT.fastDoneTitle : REDEEM_RESULT_TEXT.doneTitle;
  usePageTitle(title);
  const deal = viewModel.deal;
  if (!deal) {
    const settled = viewModel.state !== 'loading';
    return (
      <main className="page notice-page redeem-result" aria-busy={!settled}>
        {settled && <h1>{REDEEM_RESULT_TEXT.notFound}</h1>}
        {settled && <Link to={ROUTES.dealHistory.path} className="button">{REDEEM_RESULT_TEXT.records}</Link>}
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
      {!fast && <Link to={ROUTES.pending.path} className="button">{REDEEM_RESULT_TEXT.pending}</Link>}
      <Link to={ROUTES.myWealth.path} className="button button--ghost">{REDEEM_RESULT_TEXT.back}</Link>
    </main>
  );
});

/** /redemptionFalseResult and /rapidRedemptionF — the bank's reason in its words; nothing was redeemed. */
export const RedemptionRefusedPage = observer(function RedemptionRefusedPage({ query, path }: PageProps<undefined, 'prdCode'>) {
  const prdCode = query.prdCode ?? '';
  const fast = path === ROUTES.fastRedemptionRefused.path;
  const { redemption } = useStores();
  const title = fast ? REDEEM_RESULT_TEXT.fastFailedTitle : REDEEM_RESULT_TEXT.failedTitle;
  usePageTitle(title);
  const reason = redemption.refusal?.prdCode === prdCode ? redemption.refusal.message : REDEEM_RESULT_TEXT.failedFallback;
  return (
    <main className="page notice-page redeem-result">
      <h1>{title}</h1>
      <p data-testid="redemption-refusal">{reason}</p>
      <Link to={withPrdCode(ROUTES.holding.path, prdCode)} className="button">{REDEEM_RESULT_TEXT.retry}</Link>
      <Link to={ROUTES.myWealth.path} className="button button--ghost">{REDEEM_RESULT_TEXT.back}</Link>
    </main>
  );
});

/** /remdFalseResult — the holding cannot be redeemed now (a closed period): why, and what happens at maturity. */
export const RedemptionUnavailablePage = observer(function RedemptionUnavailablePage({ viewModel }: PageProps<HoldingViewModel>) {
  usePageTitle(REDEEM_RESULT_TEXT.unavailableTitle);
  const holding = viewModel.holding;
  const reason = holding?.redeemNote || viewModel.message;
  return (
    <main className="page notice-page redeem-result" aria-busy={viewModel.state === 'loading'}>
      <h1>{REDEEM_RESULT_TEXT.unavailableTitle}</h1>
      {reason && <p data-testid="redemption-refusal">{reason}</p>}
      {holding?.endDate && <Link to={withPrdCode(ROUTES.redeemWay.path, holding.prdCode)} className="button">{REDEEM_RESULT_TEXT.maturity}</Link>}
      <Link to={ROUTES.myWealth.path} className="button button--ghost">{REDEEM_RESULT_TEXT.back}</Link>
    </main>
  );
});
