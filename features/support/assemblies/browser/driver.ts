import { joinAreas, type Driver } from '../../tasks';
import { BrowserAccessibility } from './accessibility';
import { BrowserBank } from './bank';
import { BrowserCoolingOff } from './cooling-off';
import { BrowserDetail } from './detail';
import { BrowserDialogs } from './dialogs';
import { BrowserBuyerSteps } from './buyer-steps';
import { BrowserElderMode } from './elder';
import { BrowserEntry } from './entry';
import { entryRidesOnNextPage } from './entry-with-next-page';
import { BrowserIncome } from './income';
import { BrowserMaturity } from './maturity';
import { BrowserMyPlans } from './my-plans';
import { BrowserPageClock } from './page-clock';
import { BrowserPlans } from './plans';
import { BrowserPreconditions } from './preconditions';
import { BrowserPurchase } from './purchase';
import { BrowserRecords } from './records';
import { BrowserRegular } from './regular';
import { BrowserRisk } from './risk';
import { BrowserSecurity } from './security';
import { BrowserSession } from './session';
import { BrowserStatements } from './statements';
import { BrowserSubPages } from './sub-pages';
import { BrowserWealth } from './wealth';

/** How a browser scenario ends: its page closed, and a picture of it after a failed step. */
class BrowserScenario {
  constructor(private readonly session: BrowserSession) {}

  dispose(): Promise<void> {
    return this.session.close();
  }

  /** Before each step: whether an entry made now waits for the next page (entry-with-next-page.ts). */
  beforeStep(steps: readonly string[], at: number): void {
    this.session.entryRidesOnNextPage = entryRidesOnNextPage(steps, at);
  }

  screenshot(): Promise<Buffer | null> {
    return this.session.page.screenshot({ fullPage: true }).catch(() => null);
  }
}

/** The browser assembly: a phone-sized Chromium on the production build, against the mock bank; with `pageClock`, on a clock the scenario can move. */
export async function createBrowserDriver(options: { pageClock: boolean }): Promise<Driver> {
  const session = await BrowserSession.start(options);
  const areas = [
    BrowserBank, BrowserEntry, BrowserDialogs, BrowserDetail, BrowserSubPages, BrowserPurchase, BrowserPreconditions,
    BrowserPlans, BrowserMyPlans, BrowserWealth, BrowserMaturity, BrowserRegular, BrowserRecords, BrowserIncome,
    BrowserStatements, BrowserRisk, BrowserSecurity, BrowserAccessibility, BrowserElderMode,
    BrowserCoolingOff,
    BrowserBuyerSteps,
    BrowserPageClock,
  ];
  return joinAreas<Driver>(new BrowserScenario(session), ...areas.map((Area) => new Area(session)));
}
