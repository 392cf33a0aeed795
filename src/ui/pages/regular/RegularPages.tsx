import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { OPEN_END_NET_VALUE_TRAITS } from '../../../domain/catalog/product-texts';
import { formatYuan } from '../../../domain/money/money';
import type { Holding } from '../../../domain/holdings/holding';
import { cycleDetailPageOf, cycleName, REGULAR_FAMILIES, REGULAR_ROUTES, type CustCycle } from '../../../domain/holdings/regular';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { cycleDetailRows, cycleRows, familyContent, type Rows } from './regular-rows';
import { regularRowLink, type CycleDetailViewModel, type RegularHoldingsViewModel, type RegularHoldingViewModel } from './regular-view-models';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { DEAL_ROUTES } from '../../../domain/holdings/deal';
import { CoolingOffNote } from '../records/CoolingOffNote';
import { recordHref } from '../records/deal-rows';
import { coolingOffLine } from '../wealth/holding-rows';
import { COOLING_OFF_TEXT } from '../records/records-texts';
import { ROUTES, type PageProps } from '../../app/router';
import {
  CYCLE_DETAIL_TEXT, CYCLE_TEXT, FAMILY_PAGE_CLASS, FAMILY_PAGE_TEXT, INTRODUCTION_TEXT, OPEN_TEXT, REGULAR_TEXT,
} from './regular-texts';

function Facts({ rows, testId }: { rows: Rows; testId?: string }) {
  return (
    <dl className="facts" data-testid={testId}>
      {rows.map(([term, value]) => <div key={term} className="facts__row"><dt>{term}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}


/** One term holding in /regular's lists: its name and market value, leading to its family page. */
function RegularHoldingRow({ holding }: { holding: Holding }) {
  return (
    <li className="holding" data-testid="regular-holding">
      <Link className="holding__link" to={regularRowLink(holding)}>
        <span className="holding__name">{holding.prdName}</span>
        <dl className="holding__figures regular__figures">
          <div><dt>{REGULAR_TEXT.amt}</dt><dd>{formatYuan(holding.amt)}</dd></div>
        </dl>
        {holding.coolingOffEnd && <span className="holding__note" data-testid="holding-cooling-off">{coolingOffLine(holding.coolingOffEnd)}</span>}
      </Link>
    </li>
  );
}

/** /regular — 定期理财: the customer's term holdings by family, each leading to its family page. */
export const RegularFamiliesPage = observer(function RegularFamiliesPage({ viewModel }: PageProps<RegularHoldingsViewModel>) {
  usePageTitle(REGULAR_TEXT.title);

  const { state, page, groups } = viewModel;
  return (
    <main className="page regular-holdings" data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="records__title">{REGULAR_TEXT.title}</h1>
      {state === 'loading' && <p className="muted" role="status">{REGULAR_TEXT.loading}</p>}
      {state === 'failed' && <EmptyState text={REGULAR_TEXT.failed} onRetry={() => void viewModel.load()} />}
      {viewModel.empty && (
        <div className="empty-state" role="status">
          <p>{REGULAR_TEXT.empty}</p>
          <Link to={ROUTES.home.path} className="button">{REGULAR_TEXT.browse}</Link>
        </div>
      )}
      {state === 'loaded' && page && page.total > 0 && (
        <>
          <p className="records__count" data-testid="regular-total">
            {REGULAR_TEXT.total}<strong className="regular__total">{formatYuan(page.totalValue)}</strong>{REGULAR_TEXT.count(page.total)}
          </p>
          {groups.families.map(({ info, holdings }) => (
            <section key={info.family} className="my-wealth__section" aria-label={info.name} data-testid="regular-family">
              <h2>{info.name}</h2>
              <ul className="holdings">{holdings.map((h) => <RegularHoldingRow key={h.prdCode} holding={h} />)}</ul>
            </section>
          ))}
          {groups.others.length > 0 && (
            <section className="my-wealth__section" aria-label={REGULAR_TEXT.others} data-testid="regular-family">
              <h2>{REGULAR_TEXT.others}</h2>
              <ul className="holdings">{groups.others.map((h) => <RegularHoldingRow key={h.prdCode} holding={h} />)}</ul>
            </section>
          )}
          {viewModel.hasMore && <Link to={ROUTES.regularHoldings.path} className="my-wealth__all">{REGULAR_TEXT.all(page.total)}</Link>}
        </>
      )}
      {state !== 'loading' && <Link to={REGULAR_ROUTES.introduction} className="button button--ghost regular__intro-link">{REGULAR_TEXT.introduction}</Link>}
    </main>
  );
});

/** /introduction — 定期理财介绍: what each family means; the open-end family's traits (SPEC §9) as its detail page lists them. */
export function IntroductionPage() {
  usePageTitle(INTRODUCTION_TEXT.title);
  return (
    <main className="page regular-intro" data-state="loaded">
      <h1 className="records__title">{INTRODUCTION_TEXT.title}</h1>
      <p className="records__count">{INTRODUCTION_TEXT.intro}</p>
      {REGULAR_FAMILIES.map((info) => (
        <section key={info.family} className="detail-section" aria-label={info.name} data-testid="regular-family-intro">
          <h2 className="detail-section__title">{info.name}</h2>
          <p>{info.meaning}</p>
          {info.family === 'periodicOpen' && (
            <>
              <h3>{INTRODUCTION_TEXT.traits}</h3>
              <ul className="detail-section__list" data-testid="open-end-traits">{OPEN_END_NET_VALUE_TRAITS.map((trait) => <li key={trait}>{trait}</li>)}</ul>
            </>
          )}
        </section>
      ))}
      <p className="caveat">{INTRODUCTION_TEXT.caveat}</p>
      <Link to={REGULAR_ROUTES.list} className="button button--ghost">{INTRODUCTION_TEXT.toHoldings}</Link>
    </main>
  );
}

/** What every family page says instead of its holding: a failure (重新加载), not held, another family's holding. */
const FamilyFrame = observer(function FamilyFrame({ viewModel, reload, className, children }: {
  viewModel: RegularHoldingViewModel<unknown>; reload: () => void; className: string; children: (holding: Holding) => ReactNode;
}) {
  usePageTitle(FAMILY_PAGE_TEXT.title);
  const { state, holding } = viewModel;
  return (
    <main className={`page regular-page ${className}`} data-state={state} aria-busy={state === 'loading' || undefined}>
      <p className="detail__family">{viewModel.familyName}</p>
      {state === 'loading' && <p className="muted" role="status">{FAMILY_PAGE_TEXT.loading}</p>}
      {state === 'failed' && <EmptyState text={FAMILY_PAGE_TEXT.failed} onRetry={reload} />}
      {state === 'notHeld' && (
        <>
          <EmptyState text={viewModel.message} />
          <Link to={REGULAR_ROUTES.list} className="button button--ghost">{REGULAR_TEXT.back}</Link>
        </>
      )}
      {state === 'otherFamily' && viewModel.ownPage && (
        <>
          <EmptyState text={FAMILY_PAGE_TEXT.otherFamily(viewModel.familyName)} />
          <Link to={viewModel.ownPage} className="button">{FAMILY_PAGE_TEXT.toOwnPage}</Link>
        </>
      )}
      {state === 'loaded' && holding && (
        <>
          <h1>{holding.prdName}</h1>
          {children(holding)}
        </>
      )}
    </main>
  );
});

/**
 * A family page (SPEC §2 "Regular products"), its content by family (familyContent): the rows, the
 * open window or the cycles, the notes, the ways on. /mineExcepted: an expected-yield holding (D100,
 * D102) and what it is expected to earn to its maturity; /regularClosedNetworth: a closed net-value
 * holding (D303), no redemption in its closed period; /regularOpenedNetworth: a periodic-open
 * net-value holding (D301) and its next open window; /regularCustCycle: a cycle product holding
 * (D306) and the customer's cycles, newest first.
 */
export const FamilyHoldingPage = observer(function FamilyHoldingPage({ viewModel, reload }: PageProps<RegularHoldingViewModel<unknown>>) {
  return (
    <FamilyFrame viewModel={viewModel} reload={reload} className={FAMILY_PAGE_CLASS[viewModel.family]}>
      {(holding) => {
        const content = familyContent(viewModel.family, holding, viewModel.extra, viewModel.today);
        return (
          <>
            <Facts rows={content.rows} testId="regular-facts" />
            {holding.coolingOffOrder && (
              <CoolingOffNote
                read={() => viewModel.coolingOff()}
                action={<Link className="button" to={recordHref(DEAL_ROUTES.pendingPurchase, holding.coolingOffOrder)}>{COOLING_OFF_TEXT.toOrder}</Link>}
              />
            )}
            {content.window !== undefined && (
              <section className="detail-section" aria-label={OPEN_TEXT.window}>
                <h2 className="detail-section__title">{OPEN_TEXT.window}</h2>
                {content.window ? <Facts rows={content.window} testId="open-window" /> : <p className="muted" data-testid="regular-note">{OPEN_TEXT.noWindow}</p>}
              </section>
            )}
            {content.cycles && <Cycles prdCode={holding.prdCode} cycles={content.cycles} />}
            {content.notes.map((note) => <p key={note} className="holding-page__note" role="note" data-testid="regular-note">{note}</p>)}
            <div className="holding-page__actions" data-testid="regular-actions">
              {content.actions.map((action) => <Link key={action.text} className={action.primary ? 'button' : 'button button--ghost'} to={action.to}>{action.text}</Link>)}
            </div>
          </>
        );
      }}
    </FamilyFrame>
  );
});

/** The customer's cycles of a cycle product, newest first, each opening its own page. */
function Cycles({ prdCode, cycles }: { prdCode: string; cycles: CustCycle[] }) {
  return (
    <section className="detail-section" aria-label={CYCLE_TEXT.cycles}>
      <h2 className="detail-section__title">{CYCLE_TEXT.cycles}</h2>
      {cycles.length === 0 ? <p className="muted" data-testid="regular-note">{CYCLE_TEXT.none}</p> : (
        <ul className="records__list">
          {cycles.map((cycle) => (
            <li key={cycle.cycleNo} className="record" data-testid="cycle">
              <h3 className="record__head"><Link className="record__name" to={cycleDetailPageOf(prdCode, cycle.cycleNo)}>{cycleName(cycle.cycleNo)}</Link></h3>
              <dl className="facts facts--plain">
                {cycleRows(cycle).map(([term, value]) => <div key={term} className="facts__row"><dt>{term}</dt><dd>{value}</dd></div>)}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /custCycleVoldetail?prdCode=&cycleNo= — one cycle's volume and income; read from the address, so a reload works. */
export const CycleDetailPage = observer(function CycleDetailPage({ viewModel, reload }: PageProps<CycleDetailViewModel>) {
  usePageTitle(CYCLE_DETAIL_TEXT.title);

  const { state, holding, cycle } = viewModel;
  const toCycles = withPrdCode(REGULAR_ROUTES.cycle, viewModel.prdCode);
  return (
    <main className="page regular-page cycle-detail" data-state={state} aria-busy={state === 'loading' || undefined}>
      <p className="detail__family">{CYCLE_DETAIL_TEXT.title}</p>
      {state === 'loading' && <p className="muted" role="status">{CYCLE_DETAIL_TEXT.loading}</p>}
      {state === 'failed' && <EmptyState text={FAMILY_PAGE_TEXT.failed} onRetry={reload} />}
      {state === 'notHeld' && (
        <>
          <EmptyState text={viewModel.page.message} />
          <Link to={REGULAR_ROUTES.list} className="button button--ghost">{REGULAR_TEXT.back}</Link>
        </>
      )}
      {state === 'otherFamily' && <EmptyState text={FAMILY_PAGE_TEXT.otherFamily(viewModel.page.familyName)} />}
      {state === 'missing' && (
        <>
          <EmptyState text={CYCLE_DETAIL_TEXT.notFound} />
          <Link to={toCycles} className="button button--ghost">{CYCLE_DETAIL_TEXT.toCycles}</Link>
        </>
      )}
      {state === 'loaded' && holding && cycle && (
        <>
          <h1>{cycleName(cycle.cycleNo)}</h1>
          <Facts rows={cycleDetailRows(holding, cycle)} testId="regular-facts" />
          <div className="holding-page__actions"><Link to={toCycles} className="button button--ghost">{CYCLE_DETAIL_TEXT.toCycles}</Link></div>
        </>
      )}
    </main>
  );
});
