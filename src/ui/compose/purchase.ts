import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { BuyViewModel } from '../pages/purchase/buy-view-model';
import { BuyerStepsViewModel } from '../pages/purchase/buyer-steps-view-model';
import { PlacedOrderViewModel } from '../pages/purchase/placed-order-view-model';
import { buyGate } from './buy-gate';
import { pageProduct } from './first-load';
import { confirmedOrders } from './orders';
import { purchaseKind } from '../../application/purchase/purchase-order';

/* /buy and its results. */

const purchases = (app: App) =>
  confirmedOrders(app, () => purchaseKind(app.resolve(TOKENS.orderDesk), app.resolve(TOKENS.customerSession), app.resolve(TOKENS.signOrder)));

export const buy = (app: App) => {
  const { resolve } = app;
  return new BuyViewModel(pageProduct(app), purchases(app), buyGate(app), resolve(TOKENS.productCatalog), app.stores.purchase, resolve(TOKENS.navigator),
    resolve(TOKENS.notifier), resolve(TOKENS.behaviourTracer), new BuyerStepsViewModel(resolve(TOKENS.investorStatus), resolve(TOKENS.presentFailure), resolve(TOKENS.clock)));
};

export const placedOrder = ({ resolve, stores }: App) => new PlacedOrderViewModel(stores.purchase, resolve(TOKENS.orderDesk), resolve(TOKENS.presentFailure));
