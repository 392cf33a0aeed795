import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../../application/tokens';
import type { Plan } from '../../../domain/purchase/plan';
import { useInjection, useStores, useViewModel } from '../../app/services';
import { usePageViewModel } from '../../components/use-page-view-model';
import { EmptyState } from '../../components/ProductCard';
import { Loadable } from '../../components/loadable';
import { PaymentKeypad } from '../../components/PaymentKeypad';
import { usePageTitle } from '../../components/use-page-title';
import { PlanFacts } from './PlanFacts';
import type { PlanAction } from './plan-results';
import { createPlanStopViewModel } from './plan-stop-view-model';
import { PLAN_PAGE_TEXT } from './plan-texts';
import { withPrdCode } from '../../../domain/catalog/template-route';

const isAction = (value: string | null): value is PlanAction => value === 'add' || value === 'update' || value === 'stop';
const productLink = (plan: Plan) => withPrdCode('/wxPrdDetail', plan.prdCode);

/** /fixedtimesuccess — the plan as the bank now holds it, and the ways on. */
export const PlanDonePage = observer(function PlanDonePage() {
  const [params] = useSearchParams();
  const planNo = params.get('planNo') ?? '';
  const action = params.get('action');
  const { plans } = useStores();
  const desk = useInjection(TOKENS.planDesk);
  const failures = useInjection(TOKENS.presentFailure);
  // Just done: the answer is at hand; opened again later (a reload): the bank is asked.
  const known = plans.last?.plan.planNo === planNo ? plans.last.plan : null;
  const fetched = useViewModel(() => new Loadable<Plan | null>(async () => {
    const list = await desk.list();
    return list.kind === 'ok' ? { kind: 'ok', value: list.value.find((p) => p.planNo === planNo) ?? null } : list;
  }, failures, null));
  const title = PLAN_PAGE_TEXT.doneTitles[isAction(action) ? action : 'add'];
  usePageTitle(title);

  useEffect(() => {
    if (!known) void fetched.load();
  }, [known, fetched]);

  const plan = known ?? fetched.value;
  const settled = fetched.state === 'loaded' || fetched.state === 'failed';
  if (!plan) return <main className="page notice-page" aria-busy={!known && !settled}>{settled && <EmptyState text={PLAN_PAGE_TEXT.notFound} />}</main>;
  return (
    <main className="page notice-page plan-result">
      <h1>{title}</h1>
      <PlanFacts plan={plan} />
      {plan.active && <Link className="button" to={`/fixedtimeupdate?planNo=${plan.planNo}`}>{PLAN_PAGE_TEXT.update}</Link>}
      {plan.active && <Link className="button button--ghost" to={`/fixedtimestop?planNo=${plan.planNo}`}>{PLAN_PAGE_TEXT.stop}</Link>}
      <Link className="button button--ghost" to={productLink(plan)}>{PLAN_PAGE_TEXT.backToProduct}</Link>
      <Link className="button button--ghost" to="/">{PLAN_PAGE_TEXT.home}</Link>
    </main>
  );
});

/** /fixedtimestop — the plan, 终止定投 (asked once more, then the PIN), and the plan stopped. */
export const PlanStopPage = observer(function PlanStopPage() {
  const { plans } = useStores();
  const { viewModel, reload } = usePageViewModel(createPlanStopViewModel(plans), 'planNo');
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
      {viewModel.step === 'keypad' && <PaymentKeypad onSealed={(pin) => void viewModel.confirmStop(pin)} onClosed={() => viewModel.keypadClosed()} />}
    </main>
  );
});
