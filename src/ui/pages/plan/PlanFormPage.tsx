import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { PLAN_TEXT, isPlanPeriod } from '../../../domain/purchase/plan';
import { linkTo, ROUTES, type PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { BlockedPanel } from '../purchase/PurchaseNotes';
import { LostAnswerNote, OrderKeypad } from '../purchase/OrderAtKeypad';
import { PlanFacts } from './PlanFacts';
import type { PlanFormViewModel } from './plan-form-view-model';
import { PLAN_PAGE_TEXT } from './plan-texts';

/** /fixedtime (kept alive: the draft outlives the page) and /fixedtimeupdate — a plan's amount and schedule. */
export function PlanFormPage({ viewModel, reload }: PageProps<PlanFormViewModel>) {
  usePageTitle(viewModel.action === 'add' ? PLAN_PAGE_TEXT.addTitle : PLAN_PAGE_TEXT.updateTitle);
  return <PlanForm viewModel={viewModel} retry={reload} />;
}

const PlanForm = observer(function PlanForm({ viewModel, retry }: { viewModel: PlanFormViewModel; retry: () => void }) {
  const { product, plan, action } = viewModel;
  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={PLAN_PAGE_TEXT.loadFailed} onRetry={retry} /></main>;
  if (viewModel.state === 'missing') return <main className="page"><EmptyState text={PLAN_PAGE_TEXT.notFound} /></main>;
  if (!product) return <main className={`page plan plan--${action}`} aria-busy="true" />;
  return (
    <main className={`page plan plan--${action}`}>
      <h1 className="plan__title">{action === 'add' ? PLAN_PAGE_TEXT.addTitle : PLAN_PAGE_TEXT.updateTitle}</h1>
      <p className="plan__product">{product.prdName}</p>
      {action === 'add' && plan && <ExistingPlan viewModel={viewModel} />}
      {action === 'update' && plan && !plan.active && <p role="status">{PLAN_PAGE_TEXT.stopped}</p>}
      {/* The buy preconditions apply to every instalment. */}
      {action === 'add' && !plan && <BlockedPanel gate={viewModel.gate} product={product} />}
      {viewModel.formOffered && <ScheduleForm viewModel={viewModel} />}
      <LostAnswerNote order={viewModel.order} testId="plan-pending" checkAgainText={PLAN_PAGE_TEXT.checkAgain} />
      <OrderKeypad order={viewModel.order} />
    </main>
  );
});

/** A second plan on one product is not allowed: the one in place, with the ways to change or stop it. */
const ExistingPlan = observer(function ExistingPlan({ viewModel }: { viewModel: PlanFormViewModel }) {
  const plan = viewModel.plan!;
  return (
    <section className="plan__existing" data-testid="plan-existing">
      <h2>{PLAN_PAGE_TEXT.existing}</h2>
      <PlanFacts plan={plan} />
      <Link className="button" to={linkTo(ROUTES.changePlan, { planNo: plan.planNo })}>{PLAN_PAGE_TEXT.update}</Link>
      <Link className="button button--ghost" to={linkTo(ROUTES.planStop, { planNo: plan.planNo })}>{PLAN_PAGE_TEXT.stop}</Link>
    </section>
  );
});

const ScheduleForm = observer(function ScheduleForm({ viewModel }: { viewModel: PlanFormViewModel }) {
  const id = useId();
  const { draft } = viewModel;
  return (
    <form className="buy__form" noValidate onSubmit={(event) => { event.preventDefault(); viewModel.confirm(); }}>
      <p className="plan__intro">{PLAN_PAGE_TEXT.intro}</p>
      <label htmlFor={`${id}-amount`} className="buy__label">{PLAN_PAGE_TEXT.amountLabel}</label>
      <input
        id={`${id}-amount`} className="buy__amount" inputMode="decimal" autoComplete="off" placeholder={PLAN_PAGE_TEXT.amountPlaceholder}
        value={draft.amount} aria-invalid={viewModel.error !== null} onChange={(event) => viewModel.setAmount(event.target.value)}
      />
      <label htmlFor={`${id}-period`} className="buy__label plan__label">{PLAN_PAGE_TEXT.period}</label>
      <select id={`${id}-period`} className="plan__select" value={draft.period} onChange={(event) => isPlanPeriod(event.target.value) && viewModel.setPeriod(event.target.value)}>
        {Object.entries(PLAN_TEXT.periods).map(([period, text]) => <option key={period} value={period}>{text}</option>)}
      </select>
      <label htmlFor={`${id}-day`} className="buy__label plan__label">{PLAN_PAGE_TEXT.day}</label>
      <select id={`${id}-day`} className="plan__select" value={draft.day} onChange={(event) => viewModel.setDay(event.target.value)}>
        {viewModel.days.map((option) => <option key={option.day} value={option.day}>{option.text}</option>)}
      </select>
      {viewModel.error && <p className="buy__error" role="alert" data-testid="plan-error">{viewModel.error}</p>}
      <button type="submit" className="button buy__confirm" disabled={viewModel.step === 'sending'}>
        {viewModel.action === 'add' ? PLAN_PAGE_TEXT.confirmAdd : PLAN_PAGE_TEXT.confirmUpdate}
      </button>
    </form>
  );
});
