import type { Locator } from 'playwright-core';
import { BUY_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { PAYMENT_KEYPAD_TEXT } from '../../../../src/ui/components/component-texts';
import type { PurchaseTasks } from '../../tasks/purchase';
import { factRows, textOf } from './reading';
import type { BrowserSession } from './session';

/** Buying: /buy, the risk statement, the keypad, the result pages and the pending records. */
export class BrowserPurchase implements PurchaseTasks {
  constructor(private readonly session: BrowserSession) {}

  /** 购买, then whatever the preconditions lead to: /buy, a dialog, a toast, or the messaging login. */
  async tapBuy(): Promise<void> {
    const from = this.session.pathNow;
    const toasts = (await this.session.toastsSoFar()).length;
    await this.session.page.getByRole('button', { name: '立即购买' }).click();
    await this.session.movedOn(from, toasts);
    await this.session.quiet();
  }

  async enterAmount(text: string): Promise<void> {
    await this.#amount().fill(text);
  }

  enteredAmount(): Promise<string> {
    return this.#amount().inputValue();
  }

  async confirmPurchase(): Promise<void> {
    await this.session.page.getByRole('button', { name: BUY_TEXT.confirm }).click();
  }

  amountMessage(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('amount-error'));
  }

  async riskConfirmEnabled(): Promise<boolean | null> {
    if ((await this.#riskStatement().count()) === 0) return null;
    return this.#riskStatement().getByRole('button', { name: BUY_TEXT.riskConfirm, exact: true }).isEnabled();
  }

  async tapRiskConfirm(): Promise<void> {
    // force: a customer's finger lands on a disabled button too; the browser then sends it no click.
    await this.#riskStatement().getByRole('button', { name: BUY_TEXT.riskConfirm, exact: true }).click({ force: true });
    await this.session.quiet();
  }

  keypadOpen(): Promise<boolean> {
    return this.session.page.getByTestId('keypad').isVisible();
  }

  async agreeToRiskStatement(): Promise<void> {
    await this.#riskStatement().getByLabel(BUY_TEXT.agree).check();
    await this.#riskStatement().getByRole('button', { name: BUY_TEXT.riskConfirm, exact: true }).click();
  }

  async enterPin(pin: string): Promise<void> {
    await this.session.typePin(pin);
    // The sixth digit closes the sheet (and clears an earlier pending note); the purchase has
    // settled once a result page, a new pending note or a dialog (the 通知 of E1014) shows.
    await this.session.page.waitForFunction(() => ['/cntranprocess', '/purchaseFailed'].includes(location.pathname)
      || document.querySelector('[data-testid=purchase-pending], .adm-dialog-title') !== null);
  }

  async closeKeypad(): Promise<void> {
    await this.session.page.getByTestId('keypad').getByRole('button', { name: PAYMENT_KEYPAD_TEXT.close }).click();
  }

  async coolingOffBeforeSigning(): Promise<string | null> {
    await this.session.page.getByRole('button', { name: BUY_TEXT.confirm }).waitFor();
    return this.#coolingOffSaid();
  }

  async placedCoolingOff(): Promise<string | null> {
    if (this.session.pathNow !== '/cntranprocess') return null;
    await this.session.page.getByTestId('purchase-placed').waitFor();
    return this.#coolingOffSaid();
  }

  async purchasePlaced(): Promise<Record<string, string> | null> {
    if (this.session.pathNow !== '/cntranprocess') return null;
    const rows = this.session.page.getByTestId('purchase-placed');
    await rows.waitFor();
    return factRows(rows);
  }

  purchasePending(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('purchase-pending').locator('p'));
  }

  async sendPurchaseAgain(): Promise<void> {
    await this.session.page.getByTestId('purchase-pending').getByRole('button', { name: BUY_TEXT.sendAgain }).click();
  }

  async purchaseFailure(): Promise<string | null> {
    if (this.session.pathNow !== '/purchaseFailed') return null;
    return (await this.session.page.getByTestId('purchase-failed').innerText()).trim();
  }

  async pendingRecords(): Promise<Array<Record<string, string>>> {
    const main = await this.session.said('pending-records');
    // The first fact is what the deal moves: 购买金额 (a purchase) or 赎回份额 (a redemption).
    return main.getByTestId('pending-record').evaluateAll((records) => records.map((record) => ({
      产品: record.querySelector('.record__name')?.textContent ?? '',
      [record.querySelector('.facts__row dt')?.textContent ?? '购买金额']: record.querySelector('.facts__row dd')?.textContent ?? '',
      状态: record.querySelector('.record__status')?.textContent ?? '',
    })));
  }

  /** The page's note on the cooling-off; else, when the page mentions 冷静期 anywhere all the same, all it says (so that "not mentioned" sees it). */
  async #coolingOffSaid(): Promise<string | null> {
    const note = await textOf(this.session.page.getByTestId('cooling-off-notice'));
    if (note !== null) return note;
    const all = await this.session.page.locator('main').innerText();
    return all.includes('冷静期') ? all : null;
  }

  #amount(): Locator {
    return this.session.page.getByLabel(BUY_TEXT.amountLabel);
  }

  #riskStatement(): Locator {
    return this.session.page.getByTestId('risk-statement');
  }
}
