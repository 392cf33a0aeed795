import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import type { HoldingViewModel } from './holding-view-model';
import { holdingActions, holdingRows, incomeRateLink } from './holding-rows';
import { HOLDING_PAGE_TEXT, WEALTH_TEXT } from './wealth-texts';
import { ROUTES, type PageProps } from '../../app/router';

/**
 * /mineRestrictNetWorth (the share detail) and /mineRestrictNetWorthIncomeRate (its income and
 * rate of return): one holding, with the ways to redeem it, buy more, or set its dividends.
 */
export const HoldingPage = observer(function HoldingPage({ viewModel, reload, path }: PageProps<HoldingViewModel>) {
  const withRate = path === ROUTES.holdingIncomeRate.path;
  usePageTitle(HOLDING_PAGE_TEXT.title);
  const holding = viewModel.holding;

  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={HOLDING_PAGE_TEXT.failed} onRetry={reload} /></main>;
  if (viewModel.state === 'notHeld') return <main className="page holding-page"><EmptyState text={viewModel.message} /><Link to={ROUTES.myWealth.path} className="button">{WEALTH_TEXT.title}</Link></main>;
  if (!holding) return <main className="page holding-page" aria-busy="true" />;

  return (
    <main className="page holding-page">
      <h1>{holding.prdName}</h1>
      <dl className="facts" data-testid="holding-facts">
        {holdingRows(holding, withRate).map(([term, value]) => <div key={term} className="facts__row"><dt>{term}</dt><dd>{value}</dd></div>)}
      </dl>
      {!withRate && <Link className="holding-page__rate" to={incomeRateLink(holding.prdCode)}>{HOLDING_PAGE_TEXT.rate}</Link>}
      {!holding.redeemable && <p className="holding-page__note" role="note">{holding.redeemNote}</p>}
      <div className="holding-page__actions">
        {holdingActions(holding).map((action) => <Link key={action.text} className={action.primary ? 'button' : 'button button--ghost'} to={action.to}>{action.text}</Link>)}
      </div>
    </main>
  );
});
