import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { ProductListViewModel } from '../pages/browse/product-list-view-model';

/** /list (the home list is a long-lived store: first-load.ts). */
export const productList = ({ resolve }: App) => new ProductListViewModel(resolve(TOKENS.productCatalog), resolve(TOKENS.presentFailure), resolve(TOKENS.behaviourTracer));
