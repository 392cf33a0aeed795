import { REDEEM_WAY_TEXT } from '../../../../src/ui/pages/maturity/redeem-way-texts';
import type { MaturityTasks } from '../../tasks/maturity';
import { factRows } from './reading';
import type { BrowserSession } from './session';

/** /redeemway: how a term holding is handled at maturity. */
export class BrowserMaturity implements MaturityTasks {
  constructor(private readonly session: BrowserSession) {}

  async openMaturityShortcut(): Promise<void> {
    await this.session.openMyWealth();
    await this.session.page.locator('main.my-wealth nav').getByRole('link', { name: REDEEM_WAY_TEXT.title, exact: true }).click();
    await this.session.page.waitForURL(/\/redeemway/);
    await this.#loaded();
  }

  redeemWayChoices(): Promise<string[]> {
    return this.session.page.getByTestId('redeem-way-holdings').locator('.record__name').allInnerTexts();
  }

  async chooseRedeemWayHolding(prdName: string): Promise<void> {
    await this.session.page.getByTestId('redeem-way-holdings').getByRole('link', { name: prdName, exact: true }).click();
    await this.session.page.getByTestId('redeem-way-facts').waitFor();
  }

  async redeemWay(): Promise<Record<string, string> | null> {
    await this.#loaded();
    const facts = this.session.page.getByTestId('redeem-way-facts');
    if ((await facts.count()) === 0) return null;
    return factRows(facts);
  }

  async changeRedeemWay(way: string): Promise<void> {
    await this.session.saveChoice(way, REDEEM_WAY_TEXT.save);
  }

  async #loaded(): Promise<void> {
    await this.session.page.locator('main:not([aria-busy="true"])').first().waitFor();
  }
}
