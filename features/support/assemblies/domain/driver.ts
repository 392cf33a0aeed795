import { joinAreas, type Driver } from '../../tasks';
import { DomainAccessibility } from './accessibility';
import { DomainBank } from './bank';
import { DomainCoolingOff } from './cooling-off';
import { DomainBuyerSteps } from './buyer-steps';
import { DomainDetail } from './detail';
import { DomainDialogs } from './dialogs';
import { DomainElderMode } from './elder';
import { DomainEntry } from './entry';
import { DomainIncome } from './income';
import { DomainMaturity } from './maturity';
import { DomainMyPlans } from './my-plans';
import { DomainPageClock } from './page-clock';
import { DomainPlans } from './plans';
import { DomainPreconditions } from './preconditions';
import { DomainPurchase } from './purchase';
import { DomainRecords } from './records';
import { DomainRegular } from './regular';
import { DomainRisk } from './risk';
import { DomainSecurity } from './security';
import { DomainSession } from './session';
import { DomainStatements } from './statements';
import { DomainSubPages } from './sub-pages';
import { DomainWealth } from './wealth';
import { warmUp } from './warm-up';

/** How a domain scenario ends: the dialogs still open are closed, so that nothing waits on them. */
class DomainScenarioEnd {
  constructor(private readonly session: DomainSession) {}

  async dispose(): Promise<void> {
    this.session.closeDialogs();
  }
}

/** The fast assembly's driver: one session over the in-process mock bank, every area over it. */
export async function createDomainDriver(): Promise<Driver> {
  await warmUp();
  const session = await DomainSession.start();
  const areas = [
    new DomainBank(session), new DomainEntry(session), new DomainDialogs(session), new DomainDetail(session), new DomainSubPages(session),
    new DomainPurchase(session), new DomainPreconditions(session), new DomainPlans(session), new DomainMyPlans(session), new DomainWealth(session),
    new DomainMaturity(session), new DomainRegular(session), new DomainRecords(session), new DomainIncome(session), new DomainStatements(session),
    new DomainRisk(session), new DomainSecurity(session), new DomainAccessibility(), new DomainElderMode(session),
    new DomainCoolingOff(session),
    new DomainBuyerSteps(session),
    new DomainPageClock(),
  ];
  session.ownPages(areas);
  return joinAreas<Driver>(new DomainScenarioEnd(session), ...areas);
}
