import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { DividendPayout, MaturityPayout } from '../../../domain/holdings/payouts';
import type { PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { RefreshableList } from '../../components/RefreshableList';
import { usePageTitle } from '../../components/use-page-title';
import { Facts } from './IncomeParts';
import { ListFoot } from '../../components/ListFoot';
import { dividendRows, maturityRows } from './income-rows';
import type { PayoutsViewModel } from './income-view-models';
import { DIVIDENDS_TEXT, MATURITY_PAYOUT_TEXT } from './income-texts';

interface PayoutsTexts {
  title: string;
  empty: string;
  failed: string;
  intro?: string;
}

/** A list of payouts, newest first, 20 a page, each a card of its product and rows. */
const PayoutsList = observer(function PayoutsList<T extends { prdCode: string; prdName: string; date: string }>({ viewModel, texts, className, testId, rows }: {
  viewModel: PayoutsViewModel<T>;
  texts: PayoutsTexts;
  className: string;
  testId: string;
  rows: (payout: T) => Array<[string, string]>;
}) {
  usePageTitle(texts.title);

  const { list } = viewModel;
  const first = list.items.length === 0;
  let body: ReactNode = null;
  if (first && list.state === 'failed') body = <EmptyState text={texts.failed} onRetry={() => void viewModel.load()} />;
  else if (list.empty) body = <EmptyState text={texts.empty} />;
  else if (!first) {
    body = (
      <RefreshableList onRefresh={() => list.refresh()} hasMore={list.hasMore} onLoadMore={() => viewModel.loadMore()} footer={<ListFoot list={list} />}>
        {texts.intro && <p className="records__count">{texts.intro}</p>}
        <p className="records__count" role="status" data-testid="income-shown">{list.shownText}</p>
        <ul className="records__list">
          {list.items.map((payout) => (
            <li key={`${payout.date}|${payout.prdCode}`} className="record" data-testid={testId}>
              <span className="record__head"><span className="record__name">{payout.prdName}</span></span>
              <Facts rows={rows(payout)} />
            </li>
          ))}
        </ul>
      </RefreshableList>
    );
  }
  const busy = list.state === 'loading' || list.state === 'idle';
  return (
    <main className={`page records ${className}`} data-state={list.state} aria-busy={busy || undefined}>
      <h1 className="records__title">{texts.title}</h1>
      {body}
    </main>
  );
});

/** /interest — 分红记录: the dividends paid, each with its day, product, amount and 现金分红 / 红利再投资. */
export const DividendPayoutsPage = observer(function DividendPayoutsPage({ viewModel }: PageProps<PayoutsViewModel<DividendPayout>>) {
  return <PayoutsList<DividendPayout> viewModel={viewModel} texts={DIVIDENDS_TEXT} className="dividend-payouts" testId="dividend-payout" rows={dividendRows} />;
});

/** /cash — 到期兑付: matured term products' principal and income paid to the signed card (masked). */
export const MaturityPayoutsPage = observer(function MaturityPayoutsPage({ viewModel }: PageProps<PayoutsViewModel<MaturityPayout>>) {
  return <PayoutsList<MaturityPayout> viewModel={viewModel} texts={MATURITY_PAYOUT_TEXT} className="maturity-payouts" testId="maturity-payout" rows={maturityRows} />;
});
