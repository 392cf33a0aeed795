import assert from 'node:assert/strict';
import type { ProductListViewModel } from '../../../../src/ui/pages/browse/product-list-view-model';
import type { ContractSigningViewModel } from '../../../../src/ui/pages/contract/contract-signing-view-model';
import type { DetailViewModel } from '../../../../src/ui/pages/detail/detail-view-model';
import type { ProductOpenerViewModel } from '../../../../src/ui/pages/detail/product-opener-view-model';
import type { RedeemWayViewModel } from '../../../../src/ui/pages/maturity/redeem-way-view-model';
import type { PlanInfoViewModel } from '../../../../src/ui/pages/plan/my-plans-view-model';
import type { PlanFormViewModel } from '../../../../src/ui/pages/plan/plan-form-view-model';
import type { PlanStopViewModel } from '../../../../src/ui/pages/plan/plan-stop-view-model';
import type { BuyViewModel } from '../../../../src/ui/pages/purchase/buy-view-model';
import type { PlacedOrderViewModel } from '../../../../src/ui/pages/purchase/placed-order-view-model';
import type { PendingRecordsViewModel } from '../../../../src/ui/pages/records/pending-records-view-model';
import type { AnswerViewModel } from '../../../../src/ui/pages/risk/answer-view-model';
import type { DividendViewModel } from '../../../../src/ui/pages/wealth/dividend-view-model';
import type { HoldingDocumentsViewModel } from '../../../../src/ui/pages/wealth/holding-documents-view-model';
import { holdingActions } from '../../../../src/ui/pages/wealth/holding-rows';
import type { HoldingViewModel } from '../../../../src/ui/pages/wealth/holding-view-model';
import type { MyWealthViewModel } from '../../../../src/ui/pages/wealth/holdings-view-model';
import type { RedemptionDoneViewModel } from '../../../../src/ui/pages/wealth/redemption-done-view-model';
import type { RedemptionViewModel } from '../../../../src/ui/pages/wealth/redemption-view-model';

/**
 * The store's main pages as their routed components hold them, forgotten at each page load (a new
 * app); several areas read them (the buy gates, the detail page, /myHome, the holding page). The
 * other pages (sub pages, /pdf, records, income, statements, 定期, 我的定投) stay in the area that
 * opens them, which replaces each when it opens it again.
 */
export interface AppPages {
  list?: ProductListViewModel;
  /** /wxPrdDetail: finds the product's detail page. */
  opener?: ProductOpenerViewModel;
  detail?: DetailViewModel;
  buy?: BuyViewModel;
  /** /cntranprocess */
  placed?: PlacedOrderViewModel;
  /** /comfirmed */
  pending?: PendingRecordsViewModel;
  contract?: ContractSigningViewModel;
  answer?: AnswerViewModel;
  planForm?: PlanFormViewModel;
  planStop?: PlanStopViewModel;
  planInfo?: PlanInfoViewModel;
  redeemWay?: RedeemWayViewModel;
  /** /myHome */
  myWealth?: MyWealthViewModel;
  holding?: { page: HoldingViewModel; withRate: boolean };
  redemption?: RedemptionViewModel;
  redemptionDone?: RedemptionDoneViewModel;
  dividend?: DividendViewModel;
  holdingDocuments?: HoldingDocumentsViewModel;
}

/** What the helpers below read of the session (its open pages and where it is). */
interface Showing {
  pages: AppPages;
  here: { path: string };
}

/** The holding the holding page shows, and whether with its income rate. */
export function shownHolding({ pages, here }: Showing) {
  const shown = pages.holding;
  return shown?.page.holding ? { holding: shown.page.holding, withRate: shown.withRate } : assert.fail(`no holding is shown at ${here.path}`);
}

/** Where the holding page's way on with these words (赎回, 收益记录…) leads. */
export function holdingLink(session: Showing, action: string): string {
  return holdingActions(shownHolding(session).holding).find((shown) => shown.text === action)?.to ?? assert.fail(`the holding offers no ${action}`);
}

/** /myHome, once it has been opened since the last load. */
export function myWealthPage({ pages }: Pick<Showing, 'pages'>): MyWealthViewModel {
  return pages.myWealth ?? assert.fail('/myHome is not open');
}
