import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { HomeViewModel } from '../pages/browse/home-view-model';
import { ProductListViewModel } from '../pages/browse/product-list-view-model';

/** The home list (made once, then kept alive in the long-lived stores: pages.ts). */
export const homeList = ({ resolve }: App) => new HomeViewModel(resolve(TOKENS.productCatalog), resolve(TOKENS.presentFailure), resolve(TOKENS.behaviourTracer));

/** /list. */
export const productList = ({ resolve }: App) => new ProductListViewModel(resolve(TOKENS.productCatalog), resolve(TOKENS.presentFailure), resolve(TOKENS.behaviourTracer));
