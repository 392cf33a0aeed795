import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../../domain/money/money';
import { EmptyState } from '../../components/ProductCard';
import { ElderModeSwitch } from '../../components/ElderMode';
import { usePageTitle } from '../../components/use-page-title';
import { HoldingCard } from './HoldingCard';
import { SECTION_SIZE, type HoldingsList, type MyWealthViewModel } from './holdings-view-model';
import { WEALTH_TEXT } from './wealth-texts';
import { MyWealthFrame, type WealthFigures } from './MyWealthFrame';
import { ROUTES, type PageProps } from '../../app/router';

/** /myHome — the customer's wealth: totals, both kinds of holdings, and the ways to the records. */
export default observer(function MyWealthPage({ viewModel }: PageProps<MyWealthViewModel>) {
  usePageTitle(WEALTH_TEXT.title);

  const { state, totalAssets, lastIncome, totalIncome } = viewModel;
  const figures: WealthFigures | undefined = state === 'loaded' ? [formatYuan(totalAssets), formatYuan(lastIncome), formatYuan(totalIncome)] : undefined;
  return (
    <MyWealthFrame figures={figures} busy={state === 'loading'} elderSwitch={<ElderModeSwitch />}>
      {viewModel.state === 'failed' && <EmptyState text={WEALTH_TEXT.failed} onRetry={() => void viewModel.load()} />}
      {viewModel.isEmpty && (
        <div className="empty-state" role="status">
          <p>{WEALTH_TEXT.emptyCurrent}，{WEALTH_TEXT.emptyRegular}</p>
          <Link to={ROUTES.home.path} className="button">{WEALTH_TEXT.browse}</Link>
        </div>
      )}
      {viewModel.state === 'loaded' && !viewModel.isEmpty && (
        <>
          <HoldingsSection list={viewModel.current} title={WEALTH_TEXT.current} empty={WEALTH_TEXT.emptyCurrent} more={ROUTES.currentHoldings.path} />
          <HoldingsSection list={viewModel.regular} title={WEALTH_TEXT.regular} empty={WEALTH_TEXT.emptyRegular} more={ROUTES.regularHoldings.path} />
        </>
      )}
    </MyWealthFrame>
  );
});

const HoldingsSection = observer(function HoldingsSection({ list, title, empty, more }: { list: HoldingsList; title: string; empty: string; more: string }) {
  const total = list.page?.total ?? 0;
  return (
    <section className="my-wealth__section" aria-label={title} data-testid={`holdings-${list.flag}`}>
      <h2>{title}<span className="my-wealth__sum">{formatYuan(list.page!.totalValue)}元</span></h2>
      {total === 0 ? <p className="my-wealth__empty">{empty}</p> : (
        <ul className="holdings">{list.holdings.slice(0, SECTION_SIZE).map((h) => <HoldingCard key={h.prdCode} holding={h} />)}</ul>
      )}
      {total > SECTION_SIZE && <Link to={more} className="my-wealth__all">{WEALTH_TEXT.all(total)}</Link>}
    </section>
  );
});
