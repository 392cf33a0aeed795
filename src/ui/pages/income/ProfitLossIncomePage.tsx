import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../../domain/money/money';
import type { PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { RefreshableList } from '../../components/RefreshableList';
import { usePageTitle } from '../../components/use-page-title';
import { incomeRateLink } from '../wealth/holding-rows';
import { Facts } from './IncomeParts';
import { byHoldingRows } from './income-rows';
import type { IncomeByHoldingViewModel } from './income-view-models';
import { BY_HOLDING_TEXT } from './income-texts';

/** /profitLossIncome — 收益明细: each holding's 累计收益 and 昨日收益, by income, and the totals; each leads to its holding's income. */
export default observer(function ProfitLossIncomePage({ viewModel }: PageProps<IncomeByHoldingViewModel>) {
  usePageTitle(BY_HOLDING_TEXT.title);

  const { state, income } = viewModel;
  return (
    <main className="page records profit-loss-income" data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="records__title">{BY_HOLDING_TEXT.title}</h1>
      {state === 'failed' && <EmptyState text={BY_HOLDING_TEXT.failed} onRetry={() => void viewModel.load()} />}
      {income && (
        <RefreshableList onRefresh={() => viewModel.load()} hasMore={false} onLoadMore={() => Promise.resolve()}>
          {income.holdings.length === 0 ? <EmptyState text={BY_HOLDING_TEXT.empty} /> : (
            <>
              <Facts card testId="income-totals" rows={[[BY_HOLDING_TEXT.totalIncome, formatYuan(income.totalIncome)], [BY_HOLDING_TEXT.lastIncome, formatYuan(income.lastIncome)]]} />
              <p className="records__count income-intro">{BY_HOLDING_TEXT.intro}</p>
              <ul className="records__list">
                {income.holdings.map((holding) => (
                  <li key={holding.prdCode} className="record" data-testid="income-holding">
                    <Link className="record__link" to={incomeRateLink(holding.prdCode)}>
                      <span className="record__head"><span className="record__name">{holding.prdName}</span></span>
                      <Facts rows={byHoldingRows(holding)} />
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </RefreshableList>
      )}
    </main>
  );
});
