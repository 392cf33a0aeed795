import type { Locator } from 'playwright-core';
import { CARD_FORM_TEXT } from '../../../../src/infrastructure/bridge/stand-in-card-binding';
import { CONTRACT_TEXT } from '../../../../src/ui/pages/contract/contract-texts';
import { PLAN_PAGE_TEXT } from '../../../../src/ui/pages/plan/plan-texts';
import { BUY_TEXT, GATE_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { RISK_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import type { PreconditionTasks } from '../../tasks/preconditions';
import type { BuyNoticeView, RiskQuestionView } from '../../tasks/views';
import { textOf } from './reading';
import type { BrowserSession } from './session';

/** The pages that hold a gate's note, by their own <main> (after a client-side move the one before may still show). */
const GATED_MAINS: Record<string, string> = { '/buy': 'main.buy', '/fixedtime': 'main.plan' };

/** The buy preconditions: the detail page's note, /buy's panel, /contractSigning, /answer. */
export class BrowserPreconditions implements PreconditionTasks {
  constructor(private readonly session: BrowserSession) {}

  async buyNotice(): Promise<BuyNoticeView | null> {
    const box = await this.#buyNoticeBox();
    if ((await box.count()) === 0) return null;
    return { message: (await box.locator('p').innerText()).trim(), fix: await textOf(box.getByRole('button')) };
  }

  async fixBuyNotice(): Promise<void> {
    await (await this.#buyNoticeBox()).getByRole('button').click();
    await this.session.quiet();
  }

  async amountEntryOffered(): Promise<boolean> {
    await this.#buyNoticeBox();
    const label = this.session.pathNow === '/fixedtime' ? PLAN_PAGE_TEXT.amountLabel : BUY_TEXT.amountLabel;
    return (await this.session.page.getByLabel(label).count()) > 0;
  }

  async buyWaysBack(): Promise<string[]> {
    const ways = (await this.#buyNoticeBox()).getByRole('navigation', { name: GATE_TEXT.waysBack }).getByRole('link');
    return (await ways.allInnerTexts()).map((text) => text.trim());
  }

  async takeBuyWayBack(text: string): Promise<void> {
    const from = this.session.pathNow;
    await (await this.#buyNoticeBox()).getByRole('navigation', { name: GATE_TEXT.waysBack }).getByRole('link', { name: text, exact: true }).click();
    await this.session.page.waitForURL((url) => url.pathname !== from);
    await this.session.quiet();
  }

  async chooseContractCard(card: string): Promise<void> {
    await this.session.page.getByRole('radio', { name: card }).check();
  }

  async signContract(card: string, pin: string): Promise<void> {
    const { page } = this.session;
    await page.getByRole('radio', { name: card }).check();
    await page.getByRole('button', { name: CONTRACT_TEXT.confirm }).click();
    await this.session.typePin(pin);
    await page.waitForFunction(() => location.pathname !== '/contractSigning' || document.querySelector('[data-testid=contract-error]') !== null);
    await this.session.quiet();
  }

  contractError(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('contract-error'));
  }

  async contractCards(): Promise<Array<{ card: string; selected: boolean }>> {
    const { page } = this.session;
    await page.locator('main.contract:not([aria-busy="true"])').waitFor();
    return page.locator('.contract__card').evaluateAll((cards) => cards.map((card) => ({
      card: (card.querySelector('.contract__card-name') as HTMLElement).innerText.trim(),
      selected: (card.querySelector('input') as HTMLInputElement).checked,
    })));
  }

  /** The bank app's card-binding screen, as the browser stand-in draws it. */
  get #cardScreen(): Locator {
    return this.session.page.getByRole('dialog', { name: CARD_FORM_TEXT.title });
  }

  async openCardBinding(): Promise<void> {
    await this.session.page.getByRole('button', { name: CONTRACT_TEXT.addCard }).click();
    await this.#cardScreen.waitFor();
  }

  async enterCardNumber(typed: string): Promise<void> {
    const screen = this.#cardScreen;
    await screen.getByLabel(CARD_FORM_TEXT.label).fill(typed);
    await screen.getByRole('button', { name: CARD_FORM_TEXT.submit }).click();
    // Either the bank took the card (the screen closes, the list is asked again) or the screen says why not.
    await this.session.page.waitForFunction(() => {
      const screenShown = document.querySelector('dialog.standin-card');
      return !screenShown || Boolean(screenShown.querySelector('[role=alert]')?.textContent);
    });
    // A card taken: the add button is busy until the bank's list with the card is in (a quiet
    // network alone can come before the list is asked).
    if (!(await this.#cardScreen.isVisible())) await this.session.page.locator('.contract__add:not([aria-busy="true"])').first().waitFor();
    await this.session.quiet();
  }

  async cardBindingMessage(): Promise<string | null> {
    return (await textOf(this.#cardScreen.getByRole('alert'))) || null;
  }

  async closeCardBinding(): Promise<void> {
    await this.#cardScreen.getByRole('button', { name: CARD_FORM_TEXT.cancel }).click();
    await this.#cardScreen.waitFor({ state: 'detached' });
    await this.session.quiet();
  }

  async answerRiskQuestions(pick: 'first' | 'last', count?: number): Promise<void> {
    const questions = this.session.page.getByTestId('risk-question');
    await questions.first().waitFor();
    const total = await questions.count();
    for (let i = 0; i < Math.min(count ?? total, total); i += 1) {
      // A radio group or a checker's checkboxes: the first or the last option ticked.
      const options = questions.nth(i).locator('input[type=radio], input[type=checkbox]');
      await (pick === 'first' ? options.first() : options.last()).check();
    }
  }

  async tickRiskOption(index: number, optionNo: string, on: boolean): Promise<void> {
    const option = this.#riskOption(index, optionNo);
    // A tap on a disabled option does nothing; a customer's tap lands all the same.
    if (await option.isDisabled()) await option.click({ force: true });
    else await option.setChecked(on);
  }

  async riskQuestion(index: number): Promise<RiskQuestionView> {
    const question = this.session.page.getByTestId('risk-question').nth(index - 1);
    await question.waitFor();
    const view: RiskQuestionView = { options: [], chosen: [], disabled: [], rule: await textOf(question.getByTestId('risk-checker-rule')) };
    for (const label of await question.locator('label').all()) {
      const optionNo = /^([A-Z])\./.exec((await label.innerText()).trim())?.[1] ?? '?';
      const input = label.locator('input');
      view.options.push(optionNo);
      if (await input.isChecked()) view.chosen.push(optionNo);
      if (await input.isDisabled()) view.disabled.push(optionNo);
    }
    return view;
  }

  /** Option `A.`, `B.`… of question `index`, by its label as read. */
  #riskOption(index: number, optionNo: string): Locator {
    return this.session.page.getByTestId('risk-question').nth(index - 1)
      .getByRole('checkbox', { name: new RegExp(`^${optionNo}\\. `) })
      .or(this.session.page.getByTestId('risk-question').nth(index - 1).getByRole('radio', { name: new RegExp(`^${optionNo}\\. `) }));
  }

  async submitRiskQuestionnaire(): Promise<void> {
    await this.session.page.getByRole('button', { name: RISK_TEXT.submit }).click();
    await this.session.page.locator('[data-testid=risk-result], [data-testid=risk-error], [data-testid=risk-change]').first().waitFor();
  }

  riskQuestionnaireError(): Promise<string | null> {
    return textOf(this.session.page.getByTestId('risk-error'));
  }

  async riskResult(): Promise<string[] | null> {
    const result = this.session.page.getByTestId('risk-result');
    if ((await result.count()) === 0) return null;
    return result.locator('h1, p').evaluateAll((lines) => lines.map((line) => (line as HTMLElement).innerText.trim()));
  }

  async leaveRiskResult(): Promise<void> {
    await this.session.page.getByTestId('risk-result').getByRole('button').click();
    await this.session.page.waitForURL((url) => url.pathname !== '/answer');
    await this.session.quiet();
  }

  /** The gate's note: /buy's (or /fixedtime's) panel once the page is there, or the detail page's once its check is back. */
  async #buyNoticeBox(): Promise<Locator> {
    const { page } = this.session;
    const main = GATED_MAINS[this.session.pathNow];
    if (main) {
      await page.locator(`${main}:not([aria-busy="true"])`).waitFor();
      return page.getByTestId('buy-blocked');
    }
    await page.locator('[data-testid=bottom-bar][data-checked=true]').waitFor();
    return page.getByTestId('buy-notice');
  }
}
