import { ConfirmedOrders, type FailurePresenter, type OrderKind } from '../../application/orders/confirmed-order';
import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';

/**
 * The orders a page confirms, of one kind, made fresh for each page (a kind's state, a purchase's
 * signatures, lives with the page). Each area makes its own kind, so that a page loads only its own
 * (never the entry chunk, and /buy not the redemption's).
 */
export const confirmedOrders = <Terms, Held, Proof>({ resolve }: App, kind: () => OrderKind<Terms, Held, Proof>, failures: FailurePresenter | null = resolve(TOKENS.presentFailure)) =>
  () => new ConfirmedOrders(kind(), resolve(TOKENS.idGenerator), failures);
