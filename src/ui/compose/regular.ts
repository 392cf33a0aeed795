import type { CallOutcome } from '../../domain/errors/call-outcome';
import { REGULAR_FAMILIES, type RegularFamily } from '../../domain/holdings/regular';
import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { CycleDetailViewModel, RegularHoldingsViewModel, RegularHoldingViewModel } from '../pages/regular/regular-view-models';

/* /regular, a family's holding page (what it asks beside the holding differs by family) and a cycle's detail. */

export const regularHoldings = ({ resolve }: App) => new RegularHoldingsViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure));

const familyPage = <T>({ resolve }: App, family: RegularFamily, extra: (prdCode: string) => Promise<CallOutcome<T>>) =>
  new RegularHoldingViewModel<T>(family, resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure), () => resolve(TOKENS.clock).now(), extra);

/** What each family's page shows beside the holding. */
const FAMILY_PAGES: Readonly<Record<RegularFamily, (app: App) => RegularHoldingViewModel<unknown>>> = {
  /** /mineExcepted: the product (benchmark, yearClientRatio, term, dates). */
  expected: (app) => familyPage(app, 'expected', (prdCode) => app.resolve(TOKENS.productCatalog).detail(prdCode)),
  /** /regularClosedNetworth: the product (its established and maturity dates). */
  closed: (app) => familyPage(app, 'closed', (prdCode) => app.resolve(TOKENS.productCatalog).detail(prdCode)),
  /** /regularOpenedNetworth: the open windows (queryConfirmDate, as the detail page's 开放周期). */
  periodicOpen: (app) => familyPage(app, 'periodicOpen', (prdCode) => app.resolve(TOKENS.productPerformance).confirmDates(prdCode)),
  /** /regularCustCycle: the cycles (listCustCycles). */
  cycle: (app) => familyPage(app, 'cycle', (prdCode) => app.resolve(TOKENS.wealthDesk).cycles(prdCode)),
};

/** The family page at this route (one of REGULAR_FAMILIES' routes). */
export function familyHolding(app: App, route: string): RegularHoldingViewModel<unknown> {
  const info = REGULAR_FAMILIES.find((family) => family.route === route);
  if (!info) throw new Error(`${route} is no family page`);
  return FAMILY_PAGES[info.family](app);
}

/** /custCycleVoldetail: a cycle, read from the cycle page's holding and cycles. */
export const cycleDetail = (app: App) =>
  new CycleDetailViewModel(familyPage(app, 'cycle', (prdCode) => app.resolve(TOKENS.wealthDesk).cycles(prdCode)));
