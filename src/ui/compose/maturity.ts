import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { RedeemWayViewModel } from '../pages/maturity/redeem-way-view-model';

/** /redeemway: what a term holding does at maturity. */
export const redeemWay = ({ resolve }: App) => new RedeemWayViewModel(resolve(TOKENS.maturityDesk), resolve(TOKENS.presentFailure), resolve(TOKENS.notifier));
