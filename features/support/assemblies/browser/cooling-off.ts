import { COOLING_OFF_TEXT } from '../../../../src/ui/pages/records/records-texts';
import type { BankReply, CoolingOffTasks, CoolingOffView } from '../../tasks/cooling-off';
import type { BrowserSession } from './session';

/**
 * Cooling-off in a real browser: the bank's clock moves through its control API (POST /__mock/clock),
 * the page's through Playwright's clock, installed at the bank's time before the store loads, so the
 * countdown and the page's idea of now follow the bank.
 */
export class BrowserCoolingOff implements CoolingOffTasks {
  constructor(private readonly session: BrowserSession) {}

  async takeClock(): Promise<void> {
    const { clock } = (await this.session.control('GET', '/__mock/state')) as { clock: { now: string } };
    this.session.spendPage();
    await this.session.page.clock.install({ time: new Date(clock.now) });
  }

  async passTime(ms: number): Promise<void> {
    await this.session.control('POST', '/__mock/clock', { advance: `PT${Math.round(ms / 1000)}S` });
    // Jumps the page's clock on to the bank's: not by `ms`, since the two may have drifted apart by
    // a second since takeClock (a countdown a minute from its end then reads 00:01:01). Each timer
    // due meanwhile fires once (the countdown draws again).
    const { clock } = (await this.session.control('GET', '/__mock/state')) as { clock: { now: string } };
    const pageNow = await this.session.page.evaluate(() => Date.now());
    await this.session.page.clock.fastForward(Math.max(0, Date.parse(clock.now) - pageNow));
  }

  async coolingOffShown(): Promise<CoolingOffView | null> {
    const box = this.session.page.locator('main').getByTestId('cooling-off');
    if ((await box.count()) === 0) return null;
    const over = (await box.getAttribute('data-over')) === 'true';
    const end = (await box.getByTestId('cooling-off-end').innerText()).trim().replace(COOLING_OFF_TEXT.until(''), '');
    const left = over ? null : (await box.getByTestId('cooling-off-left').innerText()).trim();
    return { end, left, over };
  }

  async holdingCardCoolingOff(prdName: string): Promise<string | null> {
    await this.session.wealthPage('my-wealth');
    const card = this.session.page.locator('main.my-wealth').getByTestId('holding').filter({ has: this.session.page.getByText(prdName, { exact: true }) }).first();
    const note = card.getByTestId('holding-cooling-off');
    return (await note.count()) > 0 ? (await note.innerText()).trim() : null;
  }

  async bankDealsOf(prdCode: string): Promise<Array<Record<string, string>>> {
    const { persona } = await this.session.bankState();
    const deals = (await this.session.control('GET', '/__mock/db/orders')) as Array<Record<string, string>>;
    return deals.filter((deal) => deal.customer === persona && deal.prdCode === prdCode);
  }

  async cancelAtBank(uniOrderId: string): Promise<BankReply> {
    const body = { channelCode: '02', assoSerial: uniOrderId, uniOrderId: `C${Date.now()}`.padEnd(20, '0').slice(0, 20) };
    const answer = (await (await this.session.send('POST', '/api/dbank/cancelCusDeal', body)).json()) as BankReply;
    return { success: answer.success, code: answer.code, msg: answer.msg };
  }
}
