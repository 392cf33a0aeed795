import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { DetailViewModel } from '../pages/detail/detail-view-model';
import { ProductOpenerViewModel } from '../pages/detail/product-opener-view-model';
import { detailPorts, pageProduct } from './first-load';

/** The detail pages and /wxPrdDetail. The buy gate comes with its own chunk, once the page is whole or 购买 is tapped. */
export const detail = (app: App) => {
  const { resolve } = app;
  return new DetailViewModel(detailPorts(app), resolve(TOKENS.customerSession), resolve(TOKENS.navigator), resolve(TOKENS.clock), resolve(TOKENS.behaviourTracer),
    resolve(TOKENS.presentFailure), resolve(TOKENS.messagingShare), async () => (await import('./buy-gate')).buyGate(app), app.stores.level);
};

export const productOpener = (app: App) => new ProductOpenerViewModel(app.resolve(TOKENS.openProductDetail), pageProduct(app), app.resolve(TOKENS.navigator));
