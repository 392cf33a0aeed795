import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Plan } from '../../../domain/purchase/plan';
import { EmptyState } from '../../components/ProductCard';
import { OrderKeypad } from '../purchase/OrderAtKeypad';
import { usePageTitle } from '../../components/use-page-title';
import { PlanFacts } from './PlanFacts';
import type { PlanAction } from './plan-results';
import type { PlanDoneViewModel } from './plan-done-view-model';
import type { PlanStopViewModel } from './plan-stop-view-model';
import { PLAN_PAGE_TEXT } from './plan-texts';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { linkTo, ROUTES, type PageProps } from '../../app/router';

const isAction = (value: string | undefined): value is PlanAction => value === 'add' || value === 'update' || value === 'stop';
const productLink = (plan: Plan) => withPrdCode(ROUTES.productLink.path, plan.prdCode);

/** /fixedtimesuccess — the plan as the bank now holds it, and the ways on. */
export const PlanDonePage = observer(function PlanDonePage({ viewModel, query: { action } }: PageProps<PlanDoneViewModel, 'action'>) {
  const title = PLAN_PAGE_TEXT.doneTitles[isAction(action) ? action : 'add'];
  usePageTitle(title);

  const { plan, settled } = viewModel;
  if (!plan) return <main className="page notice-page" aria-busy={!settled}>{settled && <EmptyState text={PLAN_PAGE_TEXT.notFound} />}</main>;
  return (
    <main className="page notice-page plan-result">
      <h1>{title}</h1>
      <PlanFacts plan={plan} />
      {plan.active && <Link className="button" to={linkTo(ROUTES.changePlan, { planNo: plan.planNo })}>{PLAN_PAGE_TEXT.update}</Link>}
      {plan.active && <Link className="button button--ghost" to={linkTo(ROUTES.planStop, { planNo: plan.planNo })}>{PLAN_PAGE_TEXT.stop}</Link>}
      <Link className="button button--ghost" to={productLink(plan)}>{PLAN_PAGE_TEXT.backToProduct}</Link>
      <Link className="button button--ghost" to={ROUTES.home.path}>{PLAN_PAGE_TEXT.home}</Link>
    </main>
  );
});

/** /fixedtimestop — the plan, 终止定投 (asked once more, then the PIN), and the plan stopped. */
export const PlanStopPage = observer(function PlanStopPage({ viewModel, reload }: PageProps<PlanStopViewModel>) {
  usePageTitle(PLAN_PAGE_TEXT.stop);

  const { plan } = viewModel;
  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={PLAN_PAGE_TEXT.loadFailed} onRetry={reload} /></main>;
  if (viewModel.state === 'loading') return <main className="page plan" aria-busy="true" />;
  if (!plan) return <main className="page"><EmptyState text={PLAN_PAGE_TEXT.notFound} /></main>;
  return (
    <main className="page notice-page plan-result plan-stop">
      <h1>{plan.active ? PLAN_PAGE_TEXT.stop : PLAN_PAGE_TEXT.doneTitles.stop}</h1>
      <PlanFacts plan={plan} />
      {viewModel.message && <p className="buy__error" role="alert" data-testid="plan-error">{viewModel.message}</p>}
      {plan.active && <button type="button" className="button" disabled={viewModel.step === 'sending'} onClick={() => void viewModel.stop()}>{PLAN_PAGE_TEXT.stop}</button>}
      <Link className="button button--ghost" to={productLink(plan)}>{PLAN_PAGE_TEXT.backToProduct}</Link>
      <OrderKeypad order={viewModel.order} />
    </main>
  );
});
