import assert from 'node:assert/strict';
import type { PageName, PAGES, ViewModelOf } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import { holdingActions } from '../../../../src/ui/pages/wealth/holding-rows';
import type { MyWealthViewModel } from '../../../../src/ui/pages/wealth/holdings-view-model';

/**
 * The view-models the page table made since the last page load (a new app), by page: what the
 * routed components hold. Each area reads those of the pages it owns; several read the main ones
 * (the buy gates, the detail page, /myHome, the holding page). A page opened again replaces its own.
 */
export type OpenPages = { [K in PageName]?: ViewModelOf<(typeof PAGES)[K]> };

/** What the helpers below read of the session (its open pages and where it is). */
interface Showing {
  pages: OpenPages;
  here: { path: string };
}

/** The holding the holding page shows, and whether with its income rate. */
export function shownHolding({ pages, here }: Showing) {
  const holding = pages.holding?.holding;
  return holding ? { holding, withRate: here.path === ROUTES.holdingIncomeRate.path } : assert.fail(`no holding is shown at ${here.path}`);
}

/** Where the holding page's way on with these words (赎回, 收益记录…) leads. */
export function holdingLink(session: Showing, action: string): string {
  return holdingActions(shownHolding(session).holding).find((shown) => shown.text === action)?.to ?? assert.fail(`the holding offers no ${action}`);
}

/** /myHome, once it has been opened since the last load. */
export function myWealthPage({ pages }: Pick<Showing, 'pages'>): MyWealthViewModel {
  return pages.myWealth ?? assert.fail(`${ROUTES.myWealth.path} is not open`);
}
