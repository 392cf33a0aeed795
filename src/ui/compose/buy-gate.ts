import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { BuyGate } from '../pages/purchase/buy-gate';
import { followLevel } from './suitability';

/**
 * The way into buying, shared by the detail page, /buy and the plan forms. Its check reads the
 * customer's risk record: the level's marks and notice (issue 18 item 2) follow it at once.
 */
export const buyGate = (app: App) => {
  followLevel(app);
  const { resolve } = app;
  return new BuyGate(resolve(TOKENS.checkBuyPreconditions), resolve(TOKENS.fixBuyBlock), resolve(TOKENS.notifier), resolve(TOKENS.navigator),
    resolve(TOKENS.presentFailure), resolve(TOKENS.messagingLogin), resolve(TOKENS.behaviourTracer));
};
