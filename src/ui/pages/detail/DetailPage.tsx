import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { DetailRoute } from '../../../domain/catalog/template-route';
import { yieldDateText } from '../../../domain/catalog/product-texts';
import { useShell, useStores } from '../../app/services';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { useAfterFirstCommit } from '../../components/use-after-first-commit';
import { BROWSE_TEXT } from '../browse/browse-texts';
import type { DetailViewModel } from './detail-view-model';
import { BENCHMARK_BASIS_TEXT, DETAIL_TEXT, DETAIL_TITLES, RISK_WARNING_TEXT, TIER_TEXT, TRADE_RULES_TEXT } from './detail-texts';
import { PopupSection } from '../../components/PopupSection';
import { Collapsible } from '../../components/Collapsible';
import { CyclesSection, DocumentsSection, ElementsSection, OpenEndTraits, TraitsSwiper } from './ProductSections';
import { MoreInfoNav } from './sub/MoreInfoNav';
import { PerformanceChart, TierChart } from './PerformanceSections';
import { PastPerformancePanel } from './PastPerformancePanel';
import { DetailSkeleton } from './DetailSkeleton';
import { PlainRisk } from '../../components/ElderMode';
import { linkTo, ROUTES, type PageProps } from '../../app/router';

/** Every detail route of SPEC §2: the product header from t100003 and the bottom bar. */
export default observer(function DetailPage({ viewModel, path }: PageProps<DetailViewModel>) {
  const route = path as DetailRoute;
  usePageTitle(viewModel.product?.prdName ?? DETAIL_TITLES[route]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [viewModel]);
  const belowFirstScreen = useAfterFirstCommit();
  const { level } = useStores();

  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={DETAIL_TEXT.loadFailed} onRetry={() => void viewModel.retry()} /></main>;
  const product = viewModel.product;
  if (!product) return <DetailSkeleton />;

  return (
    <main className={viewModel.hasNotices ? 'page detail detail--notices' : 'page detail'}>
      <header className="detail__header" data-sign-in-followed={level.settled}>
        <p className="detail__family">{DETAIL_TITLES[route]}</p>
        <h1 className="detail__name">{product.prdName}</h1>
        <p className="detail__yield">
          <strong data-testid="detail-yield">{viewModel.yieldText?.value}</strong>
          {viewModel.yieldText?.label && <span>{viewModel.yieldText.label}</span>}
          {viewModel.yieldText?.date && <time className="yield-date" dateTime={viewModel.yieldText.date} data-testid="detail-yield-date">{yieldDateText(viewModel.yieldText.date)}</time>}
        </p>
        {viewModel.benchmarkNote && (
          // A <div>, not a <p>: the popup holds a heading and the bank's HTML, which a paragraph cannot.
          <div className="detail__note">
            {viewModel.benchmarkNote}
            {viewModel.benchmarkBasis && <PopupSection section={viewModel.benchmarkBasis} texts={BENCHMARK_BASIS_TEXT} testId="benchmark-basis" />}
          </div>
        )}
        <TraitsSwiper viewModel={viewModel} />
      </header>
      <dl className="facts" data-testid="detail-facts">
        {viewModel.facts.map(([name, value]) => (
          <div className="facts__row" key={name}>
            <dt>{name}</dt>
            <dd>{value}{name === DETAIL_TEXT.risk && <PlainRisk product={product} />}</dd>
          </div>
        ))}
      </dl>
      <OpenEndTraits viewModel={viewModel} />
      {viewModel.tierRates && <TierTable viewModel={viewModel} />}
      {viewModel.chart && <PerformanceChart chart={viewModel.chart} />}
      {belowFirstScreen && <BelowFirstScreen viewModel={viewModel} route={route} />}
      <BottomBar viewModel={viewModel} />
    </main>
  );
});

/** The sections under the chart, which no phone shows on the first screen: drawn a task after the page. */
const BelowFirstScreen = observer(function BelowFirstScreen({ viewModel, route }: { viewModel: DetailViewModel; route: DetailRoute }) {
  return (
    <>
      {viewModel.pastPerformance && <PastPerformancePanel panel={viewModel.pastPerformance} />}
      <CyclesSection viewModel={viewModel} />
      <ElementsSection viewModel={viewModel} />
      {viewModel.tradeRules && <Collapsible section={viewModel.tradeRules} texts={TRADE_RULES_TEXT} testId="trade-rules" />}
      {viewModel.riskWarning && <Collapsible section={viewModel.riskWarning} texts={RISK_WARNING_TEXT} testId="risk-warning" />}
      <DocumentsSection viewModel={viewModel} />
      <MoreInfoNav route={route} viewModel={viewModel} />
      <p className="disclosure">{BROWSE_TEXT.disclosure}</p>
      {viewModel.shareQuery && <ShareLink query={viewModel.shareQuery} />}
    </>
  );
});

function ShareLink({ query }: { query: Record<string, string> }) {
  const { notifier } = useShell();
  const link = `${window.location.origin}${ROUTES.productLink.path}?${new URLSearchParams(query)}`;
  const copy = () => navigator.clipboard?.writeText(link).then(() => notifier.toast(DETAIL_TEXT.copied), () => undefined);
  return (
    <details className="share">
      <summary>{DETAIL_TEXT.share}</summary>
      <label htmlFor="share-link">{DETAIL_TEXT.shareHint}</label>
      <input id="share-link" className="share__link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="button button--ghost" onClick={() => void copy()}>{DETAIL_TEXT.copy}</button>
    </details>
  );
}

/** /gear: the yield by holding days; the last tier is open-ended (N天及以上). */
const TierTable = observer(function TierTable({ viewModel }: { viewModel: DetailViewModel }) {
  const state = viewModel.tierRates?.state;
  return (
    <section className="tiers" data-testid="tier-rates" aria-labelledby="tier-rates-title">
      <h2 id="tier-rates-title" className="tiers__title">{TIER_TEXT.title}</h2>
      {(state === 'idle' || state === 'loading') && <p className="muted">{TIER_TEXT.loading}</p>}
      {state === 'failed' && <EmptyState text={TIER_TEXT.failed} onRetry={() => void viewModel.tierRates?.load()} />}
      {state === 'loaded' && viewModel.tierRows.length === 0 && <EmptyState text={TIER_TEXT.empty} />}
      {state === 'loaded' && viewModel.tierRows.length > 0 && (
        <table className="tiers__table">
          <thead>
            <tr><th scope="col">{TIER_TEXT.holdingDays}</th><th scope="col">{TIER_TEXT.rate}</th></tr>
          </thead>
          <tbody>
            {viewModel.tierRows.map(([days, rate]) => <tr key={days}><td>{days}</td><td>{rate}</td></tr>)}
          </tbody>
        </table>
      )}
      {state === 'loaded' && <TierChart viewModel={viewModel} />}
    </section>
  );
});

/** Why this customer cannot buy yet, said before the tap, with the one action that fixes it. */
const BuyNotice = observer(function BuyNotice({ viewModel }: { viewModel: DetailViewModel }) {
  const { gate, buyNotice: notice, product } = viewModel;
  if (!gate || !notice || !product) return null;
  return (
    <div className="buy-notice" role="status" data-testid="buy-notice">
      <p className="buy-notice__text">{notice.message}</p>
      {notice.fix && <button type="button" className="button button--ghost buy-notice__fix" onClick={() => void gate.fixBlock(product)}>{notice.fix}</button>}
    </div>
  );
});

const BottomBar = observer(function BottomBar({ viewModel }: { viewModel: DetailViewModel }) {
  const bar = viewModel.bottomBar;
  if (!bar) return null;
  return (
    <footer className="bottom-bar" data-testid="bottom-bar" data-state={bar.kind} data-checked={viewModel.gate?.checked ?? false}>
      {/*
        Notices that arrive after the first render sit on top of the bar, out of its flow, stacked
        upwards from it: the bar and the page never move (CLS 0). The buy check hears the level
        before it answers, so the level's notice is the lower one and the check's lands above it.
      */}
      <div className="bottom-bar__notices">
        {/* A keyboard reaches it, as it may scroll (a long notice, above). */}
        {viewModel.suitabilityNotice && <p className="detail__suitability" role="note" tabIndex={0} data-testid="suitability-notice">{viewModel.suitabilityNotice}</p>}
        <BuyNotice viewModel={viewModel} />
      </div>
      {bar.kind === 'buy' && (
        <div className="bottom-bar__actions">
          {viewModel.product?.isAutoInvest && <Link className="button button--ghost bottom-bar__plan" to={linkTo(ROUTES.newPlan, { prdCode: viewModel.product.prdCode })}>{DETAIL_TEXT.plan}</Link>}
          <button type="button" className="button bottom-bar__buy" aria-busy={viewModel.checkingBuy} onClick={() => void viewModel.buy()}>{bar.text}</button>
        </div>
      )}
      {bar.kind === 'soldOut' && <button type="button" className="button bottom-bar__buy" disabled>{bar.text}</button>}
      {(bar.kind === 'unavailable' || bar.kind === 'preSale') && <p className="bottom-bar__label" role="note">{bar.text}</p>}
    </footer>
  );
});
