import type { Locator } from 'playwright-core';
import { QUALIFICATION_TEXT } from '../../../../src/domain/purchase/buyer-steps';
import { ELDER_CARE_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { purchase } from '../../../../mock-server/test-requests';
import type { BuyerStepTasks, BuyerStepView } from '../../tasks/buyer-steps';
import { seriousAxeFindings } from './accessibility-checks';
import { factRows, textOf } from './reading';
import type { BrowserSession } from './session';

/** Issue 18's steps on /buy, as the customer meets them in the page. */
export class BrowserBuyerSteps implements BuyerStepTasks {
  constructor(private readonly session: BrowserSession) {}

  async buyerStep(): Promise<BuyerStepView | null> {
    await this.session.page.locator('main.buy:not([aria-busy="true"])').waitFor();
    if ((await this.#qualification().count()) > 0) return { kind: 'qualifiedInvestor', text: await this.#qualification().innerText() };
    if ((await this.#care().count()) === 0) return null;
    return { kind: 'elderCare', text: await this.#care().innerText(), facts: await factRows(this.#care()) };
  }

  async ownDecisionBox(): Promise<{ countdown: string; enabled: boolean }> {
    return { countdown: (await this.#care().getByTestId('elder-countdown').innerText()).trim(), enabled: await this.#ownDecision().isEnabled() };
  }

  /** The customer reads until the box can be ticked (the page's own ten seconds), ticks it and goes on. */
  async readAndConfirmOwnDecision(): Promise<void> {
    const box = this.#ownDecision();
    await this.session.page.waitForFunction((label) => {
      const input = [...document.querySelectorAll('label')].find((l) => l.textContent?.includes(label))?.querySelector('input');
      return input instanceof HTMLInputElement && !input.disabled;
    }, ELDER_CARE_TEXT.ownDecision);
    await box.check();
    await this.#care().getByRole('button', { name: ELDER_CARE_TEXT.continue }).click();
    await this.#care().waitFor({ state: 'detached' });
  }

  async declareQualification(experienced: boolean, basis: string, amountWan: string): Promise<void> {
    const form = this.#qualification();
    await form.getByLabel(QUALIFICATION_TEXT.experienced).setChecked(experienced);
    if (basis) await form.getByRole('radio', { name: basis, exact: true }).check();
    await form.getByLabel(QUALIFICATION_TEXT.amountLabel).fill(amountWan);
    await form.getByRole('button', { name: QUALIFICATION_TEXT.confirm }).click();
    // Settled: the form gone (kept by the bank) or its reason shown.
    await this.session.page.waitForFunction(() => !document.querySelector('[data-testid=qualified-investor]') || document.querySelector('[data-testid=qualification-error]'));
  }

  qualificationMessage(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('qualification-error'));
  }

  buyerStepAccessibility(): Promise<string[]> {
    return seriousAxeFindings(this.session.page, '/buy');
  }

  async bankQualification(): Promise<Record<string, string> | null> {
    return (await this.session.bankCustomer())?.qualifiedInvestor ?? null;
  }

  async orderDirectly(prdCode: string, amt: string): Promise<{ success: boolean; code: string; msg: string }> {
    return (await this.session.control('POST', '/api/dbank/buyPrd', purchase(prdCode, amt))) as { success: boolean; code: string; msg: string };
  }

  #qualification(): Locator {
    return this.session.page.getByTestId('qualified-investor');
  }

  #care(): Locator {
    return this.session.page.getByTestId('elder-care');
  }

  #ownDecision(): Locator {
    return this.#care().getByLabel(ELDER_CARE_TEXT.ownDecision);
  }
}
