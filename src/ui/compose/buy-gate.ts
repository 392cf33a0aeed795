import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { BuyGate } from '../pages/purchase/buy-gate';

/** The way into buying, shared by the detail page, /buy and the plan forms. */
export const buyGate = ({ resolve }: App) =>
  new BuyGate(resolve(TOKENS.checkBuyPreconditions), resolve(TOKENS.fixBuyBlock), resolve(TOKENS.notifier), resolve(TOKENS.navigator),
    resolve(TOKENS.presentFailure), resolve(TOKENS.messagingLogin), resolve(TOKENS.behaviourTracer));
