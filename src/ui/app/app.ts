import type { Resolve } from '../../application/tokens';
import type { UiStores } from './ui-stores';

/** What the UI's composition root (src/ui/compose) makes view-models from: the application's services and the long-lived UI stores. */
export interface App {
  resolve: Resolve;
  stores: UiStores;
}
