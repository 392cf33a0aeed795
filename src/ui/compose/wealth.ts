import type { CurrentFlag } from '../../domain/holdings/holding';
import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { confirmedOrders } from './orders';
import { redemptionKind } from '../../application/wealth/redemption-order';
import { HoldingsList, MyWealthViewModel } from '../pages/wealth/holdings-view-model';
import { HoldingViewModel } from '../pages/wealth/holding-view-model';
import { DividendViewModel } from '../pages/wealth/dividend-view-model';
import { RedemptionViewModel } from '../pages/wealth/redemption-view-model';
import { RedemptionDoneViewModel } from '../pages/wealth/redemption-done-view-model';

/* My wealth (/myHome), the holdings lists, a holding's pages, redemption and its results (a holding's documents: more-info.ts). */

export const myWealth = ({ resolve }: App) => new MyWealthViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure));

export const holdingsList = ({ resolve }: App, flag: CurrentFlag) => new HoldingsList(flag, resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure));

export const holding = ({ resolve }: App) => new HoldingViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure));

export const dividend = (app: App) =>
  new DividendViewModel(holding(app), app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.notifier), app.resolve(TOKENS.presentFailure));

const redemptions = (app: App) => confirmedOrders(app, () => redemptionKind(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.customerSession)));

export const redemption = (app: App) => {
  const { resolve } = app;
  return new RedemptionViewModel(resolve(TOKENS.wealthDesk), holding(app), redemptions(app), app.stores.redemption, resolve(TOKENS.navigator), resolve(TOKENS.notifier));
};

export const redemptionDone = ({ resolve, stores }: App) => new RedemptionDoneViewModel(stores.redemption, resolve(TOKENS.wealthDesk));
