import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatYuan, type Money } from '../../../domain/money/money';
import { EmptyState } from '../../components/ProductCard';
import { ElderModeSwitch } from '../../components/ElderMode';
import { usePageTitle } from '../../components/use-page-title';
import { HoldingCard } from './HoldingCard';
import { SECTION_SIZE, type HoldingsList, type MyWealthViewModel } from './holdings-view-model';
import { WEALTH_SHORTCUTS, WEALTH_TEXT } from './wealth-texts';
import { ROUTES, type PageProps } from '../../app/router';

/** /myHome — the customer's wealth: totals, both kinds of holdings, and the ways to the records. */
export default observer(function MyWealthPage({ viewModel }: PageProps<MyWealthViewModel>) {
  usePageTitle(WEALTH_TEXT.title);

  // The totals keep their place while the lists load ('--'), so nothing moves when the figures come.
  const figure = (amount: Money) => (viewModel.state === 'loaded' ? formatYuan(amount) : '--');
  return (
    <main className="page my-wealth" aria-busy={viewModel.state === 'loading'}>
      <div className="my-wealth__head">
        <h1 className="my-wealth__title">{WEALTH_TEXT.title}</h1>
        <ElderModeSwitch />
      </div>
      <dl className="my-wealth__totals" data-testid="wealth-totals">
        <div className="my-wealth__total"><dt>{WEALTH_TEXT.totalAssets}</dt><dd>{figure(viewModel.totalAssets)}</dd></div>
        <div><dt>{WEALTH_TEXT.lastIncome}</dt><dd>{figure(viewModel.lastIncome)}</dd></div>
        <div><dt>{WEALTH_TEXT.totalIncome}</dt><dd>{figure(viewModel.totalIncome)}</dd></div>
      </dl>
      <nav className="my-wealth__shortcuts" aria-label={WEALTH_TEXT.shortcuts}>
        {WEALTH_SHORTCUTS.map((shortcut) => <Link key={shortcut.to} to={shortcut.to} className="my-wealth__shortcut">{shortcut.text}</Link>)}
      </nav>
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
    </main>
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
