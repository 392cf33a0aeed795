import type { Resolve } from '../../application/tokens';
import { createHomeViewModel, type HomeViewModel } from '../pages/browse/home-view-model';

/** Long-lived view state: the pages the spec keeps alive. */
export interface UiStores {
  home: HomeViewModel;
}

export const createUiStores = (resolve: Resolve): UiStores => ({ home: createHomeViewModel(resolve) });
