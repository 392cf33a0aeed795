import { countdownText, type CoolingOff } from '../../../../src/domain/holdings/cooling-off';
import { DEAL_ROUTES } from '../../../../src/domain/holdings/deal';
import { REGULAR_ROUTES } from '../../../../src/domain/holdings/regular';
import type { BankReply, CoolingOffTasks, CoolingOffView } from '../../tasks/cooling-off';
import { coolingOffLine } from '../../../../src/ui/pages/wealth/holding-rows';
import { myWealthPage } from './app-pages';
import { settle, type DomainSession } from './session';

const RECORD_PAGES: readonly string[] = Object.values(DEAL_ROUTES);

/** What CoolingOffNote draws of it. */
const viewOf = (state: CoolingOff | null): CoolingOffView | null =>
  state && { end: state.end, left: state.over ? null : countdownText(state.leftMs), over: state.over };

/** Cooling-off in the fast assembly: the session's clock is the in-process bank's (session.ts), so moving the bank's moves the store's. */
export class DomainCoolingOff implements CoolingOffTasks {
  constructor(private readonly session: DomainSession) {}

  async takeClock(): Promise<void> {
    // Nothing to install: the store's Clock port reads the bank's clock in this assembly.
  }

  async passTime(ms: number): Promise<void> {
    await this.session.bank.control('POST', '/__mock/clock', { advance: `PT${Math.round(ms / 1000)}S` });
    await settle();
  }

  async coolingOffShown(): Promise<CoolingOffView | null> {
    await settle();
    const { path } = this.session.here;
    if (RECORD_PAGES.includes(path)) return viewOf(this.session.pages.dealRecord?.coolingOff() ?? null);
    const family = this.session.pages.familyHolding;
    if (path === REGULAR_ROUTES.closed && family?.holding?.coolingOffOrder) return viewOf(family.coolingOff());
    return null;
  }

  async holdingCardCoolingOff(prdName: string): Promise<string | null> {
    await settle();
    const home = myWealthPage(this.session);
    const holding = [...home.current.holdings, ...home.regular.holdings].find((h) => h.prdName === prdName);
    if (!holding) throw new Error(`/myHome shows no holding ${prdName}`);
    return holding.coolingOffEnd ? coolingOffLine(holding.coolingOffEnd) : null;
  }

  async bankDealsOf(prdCode: string): Promise<Array<Record<string, string>>> {
    // Through the control API, as the browser assembly asks: the bank settles what its clock has ended on every call.
    const deals = (await this.session.bank.control('GET', '/__mock/db/orders')) as Array<Record<string, string>>;
    return deals.filter((deal) => deal.customer === this.session.bank.bank.persona && deal.prdCode === prdCode);
  }

  async cancelAtBank(uniOrderId: string): Promise<BankReply> {
    const body = { channelCode: '02', assoSerial: uniOrderId, uniOrderId: `C${Date.now()}`.padEnd(20, '0').slice(0, 20) };
    const answer = (await this.session.bank.bank.handle({ method: 'POST', path: '/api/dbank/cancelCusDeal', query: {}, body })).body as BankReply;
    return { success: answer.success, code: answer.code, msg: answer.msg };
  }
}
