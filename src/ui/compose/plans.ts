import type { PlanAction } from '../pages/plan/plan-results';
import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { PlanFormViewModel } from '../pages/plan/plan-form-view-model';
import { PlanDoneViewModel } from '../pages/plan/plan-done-view-model';
import { PlanStopViewModel } from '../pages/plan/plan-stop-view-model';
import { MyPlansViewModel, PlanInfoViewModel, PlanRecordViewModel } from '../pages/plan/my-plans-view-model';
import { buyGate } from './buy-gate';
import { pageProduct } from './first-load';
import { confirmedOrders } from './orders';
import { planCallKind } from '../../application/purchase/plan-call';

/* /fixedtime (add, update), its results and /fixedtimestop; My plans and a plan's pages. */

const planCalls = (app: App) => confirmedOrders(app, () => planCallKind(app.resolve(TOKENS.planDesk), app.resolve(TOKENS.customerSession)));

export const planForm = (app: App, action: Exclude<PlanAction, 'stop'>) => {
  const { resolve } = app;
  return new PlanFormViewModel(action, buyGate(app), pageProduct(app), resolve(TOKENS.planDesk), planCalls(app), app.stores.plans,
    resolve(TOKENS.presentFailure), resolve(TOKENS.navigator), resolve(TOKENS.notifier));
};

export const planDone = ({ resolve, stores }: App) => new PlanDoneViewModel(stores.plans, resolve(TOKENS.findPlan), resolve(TOKENS.presentFailure));

export const planStop = (app: App) =>
  new PlanStopViewModel(app.resolve(TOKENS.planDesk), planCalls(app), app.stores.plans, app.resolve(TOKENS.presentFailure), app.resolve(TOKENS.notifier));

export const myPlans = ({ resolve }: App) => new MyPlansViewModel(resolve(TOKENS.planDesk), resolve(TOKENS.presentFailure));
export const planInfo = ({ resolve }: App) => new PlanInfoViewModel(resolve(TOKENS.planDesk), resolve(TOKENS.presentFailure));
export const planRecord = ({ resolve }: App) => new PlanRecordViewModel(resolve(TOKENS.planDesk), resolve(TOKENS.presentFailure));
