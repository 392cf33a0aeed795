import { type Resolve, TOKENS } from '../../application/tokens';
import { createHomeViewModel, type HomeViewModel } from '../pages/browse/home-view-model';
import type { PurchaseResults } from '../pages/purchase/purchase-results';
import { LastResult } from '../view-models/last-result';
import { PlanResults } from '../pages/plan/plan-results';
import type { RedemptionResults } from '../pages/wealth/wealth-results';
import type { CancelResults } from '../pages/records/cancel-results';
import { ElderMode } from './elder-mode';

/** Long-lived view state: the pages the spec keeps alive. */
export interface UiStores {
  home: HomeViewModel;
  /** What the last purchase came to, for /cntranprocess and /purchaseFailed. */
  purchase: PurchaseResults;
  /** /fixedtime's drafts (kept alive) and the last plan call's result. */
  plans: PlanResults;
  /** What the last redemption came to, for its result pages. */
  redemption: RedemptionResults;
  /** What the last 撤单 came to, for /cancelResult and /cancelFalseResult. */
  cancel: CancelResults;
  /** 长辈版, on or off. */
  elderMode: ElderMode;
}

/** @param showElderMode puts 长辈版 on the page or takes it off (the fast assembly has no page). */
export const createUiStores = (resolve: Resolve, showElderMode: (on: boolean) => void = () => undefined): UiStores => ({
  home: createHomeViewModel(resolve), purchase: new LastResult(), plans: new PlanResults(), redemption: new LastResult(), cancel: new LastResult(),
  elderMode: new ElderMode(resolve(TOKENS.preferences), showElderMode),
});
