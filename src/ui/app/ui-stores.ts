import type { Resolve } from '../../application/tokens';
import { createHomeViewModel, type HomeViewModel } from '../pages/browse/home-view-model';
import { PurchaseResults } from '../pages/purchase/purchase-results';

/** Long-lived view state: the pages the spec keeps alive. */
export interface UiStores {
  home: HomeViewModel;
  /** What the last purchase came to, for /cntranprocess and /purchaseFailed. */
  purchase: PurchaseResults;
}

export const createUiStores = (resolve: Resolve): UiStores => ({ home: createHomeViewModel(resolve), purchase: new PurchaseResults() });
