import type { HomeViewModel } from '../pages/browse/home-view-model';
import type { PurchaseResults } from '../pages/purchase/purchase-results';
import type { PlanResults } from '../pages/plan/plan-results';
import type { RedemptionResults } from '../pages/wealth/wealth-results';
import type { CancelResults } from '../pages/records/cancel-results';
import type { ElderMode } from './elder-mode';
import type { CustomerLevel } from '../view-models/customer-level';

/** Long-lived view state: the pages the spec keeps alive (made by src/ui/compose/first-load.ts). */
export interface UiStores {
  /** The home list, kept alive once the home page has opened (SPEC §2: it keeps its place). */
  home: HomeViewModel | null;
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
  /** The signed-in customer's risk level: the marks of a product above it (issue 18 item 2). */
  level: CustomerLevel;
}
