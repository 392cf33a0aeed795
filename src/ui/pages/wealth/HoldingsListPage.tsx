import { observer } from 'mobx-react-lite';
import { formatYuan } from '../../../domain/money/money';
import type { PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { ListFoot } from '../../components/ListFoot';
import { RefreshableList } from '../../components/RefreshableList';
import { usePageTitle } from '../../components/use-page-title';
import { HoldingCard } from './HoldingCard';
import { HoldingsListFrame, holdingsListTitle } from './HoldingsListFrame';
import type { HoldingsList } from './holdings-view-model';
import { HOLDINGS_LIST_TEXT, WEALTH_TEXT } from './wealth-texts';

/** /currentMoreSum and /regularMoreSum — every holding of one kind, 99 first then 20 a page (SPEC §9). */
const HoldingsListPage = observer(function HoldingsListPage({ viewModel: list }: PageProps<HoldingsList>) {
  const { flag } = list;
  usePageTitle(holdingsListTitle(flag));

  const page = list.page;
  return (
    <HoldingsListFrame flag={flag} busy={list.state === 'loading'}>
      {!page && list.state === 'failed' && <EmptyState text={WEALTH_TEXT.failed} onRetry={() => void list.load()} />}
      {page && (
        <RefreshableList onRefresh={() => list.load()} hasMore={list.hasMore && !list.moreFailed} onLoadMore={() => list.loadMore()} footer={page.total > 0 ? <ListFoot list={list} /> : null}>
          <p className="records__count">{HOLDINGS_LIST_TEXT.count(page.total)} · {formatYuan(page.totalValue)}元</p>
          {page.total === 0
            ? <EmptyState text={flag === '0' ? WEALTH_TEXT.emptyCurrent : WEALTH_TEXT.emptyRegular} />
            : <ul className="holdings">{list.holdings.map((h) => <HoldingCard key={h.prdCode} holding={h} />)}</ul>}
        </RefreshableList>
      )}
    </HoldingsListFrame>
  );
});

export default HoldingsListPage;
