import { ConfirmedOrders, type FailurePresenter, type OrderKind } from '../../application/orders/confirmed-order';
import { purchaseKind } from '../../application/purchase/purchase-order';
import { planCallKind } from '../../application/purchase/plan-call';
import { redemptionKind } from '../../application/wealth/redemption-order';
import { cancelKind } from '../../application/wealth/cancel-order';
import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';

/*
 * The orders a page confirms, made fresh for each page (a kind's state, a purchase's signatures,
 * lives with the page). They load with the pages that place orders, never with the entry chunk.
 */

const confirmed = <Terms, Held, Proof>({ resolve }: App, kind: () => OrderKind<Terms, Held, Proof>, failures: FailurePresenter | null = resolve(TOKENS.presentFailure)) =>
  () => new ConfirmedOrders(kind(), resolve(TOKENS.idGenerator), failures);

export const purchases = (app: App) =>
  confirmed(app, () => purchaseKind(app.resolve(TOKENS.orderDesk), app.resolve(TOKENS.customerSession), app.resolve(TOKENS.signOrder)));

export const planCalls = (app: App) => confirmed(app, () => planCallKind(app.resolve(TOKENS.planDesk), app.resolve(TOKENS.customerSession)));

export const redemptions = (app: App) => confirmed(app, () => redemptionKind(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.customerSession)));

/** A cancel's page says what became of it on its own: no toast, no 通知 (as it always has). */
export const cancels = (app: App) => confirmed(app, () => cancelKind(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.customerSession)), null);
