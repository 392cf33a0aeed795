import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { confirmedOrders } from './orders';
import { cancelKind } from '../../application/wealth/cancel-order';
import { DealCancelling } from '../pages/records/deal-cancelling';
import { PendingRecordsViewModel } from '../pages/records/pending-records-view-model';
import { DealHistoryViewModel } from '../pages/records/deal-history-view-model';
import { InTransitViewModel } from '../pages/records/in-transit-view-model';
import { DealRecordViewModel } from '../pages/records/deal-record-view-model';
import { CancelResultViewModel } from '../pages/records/cancel-result-view-model';

/* The deal records (/comfirmed, /unconfirmed, in transit, a deal's record) and 撤单's results. */

/** A cancel's page says what became of it on its own: no toast, no 通知 (as it always has). */
const cancels = (app: App) => confirmedOrders(app, () => cancelKind(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.customerSession)), null);

const cancelling = (app: App) => new DealCancelling(cancels(app), app.resolve(TOKENS.notifier), app.resolve(TOKENS.navigator), app.stores.cancel);

export const pendingRecords = (app: App) => new PendingRecordsViewModel(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.presentFailure), cancelling(app));

export const dealHistory = ({ resolve }: App) => new DealHistoryViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure), resolve(TOKENS.clock));

export const inTransit = ({ resolve }: App) => new InTransitViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure));

export const dealRecord = (app: App) =>
  new DealRecordViewModel(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.presentFailure), app.resolve(TOKENS.clock), cancelling(app));

export const cancelResult = ({ resolve, stores }: App) =>
  new CancelResultViewModel(stores.cancel, resolve(TOKENS.findCancelledDeal), resolve(TOKENS.presentFailure), resolve(TOKENS.clock));
