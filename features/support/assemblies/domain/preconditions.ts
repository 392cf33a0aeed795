import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import type { ContractSigningViewModel } from '../../../../src/ui/pages/contract/contract-signing-view-model';
import { CONTRACT_TEXT } from '../../../../src/ui/pages/contract/contract-texts';
import type { AnswerViewModel } from '../../../../src/ui/pages/risk/answer-view-model';
import { RISK_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import { waysBackFrom } from '../../../../src/ui/pages/purchase/buy-gate';
import type { PreconditionTasks } from '../../tasks/preconditions';
import type { BuyNoticeView, RiskQuestionView } from '../../tasks/views';
import { settle, type DomainSession, type PageTexts } from './session';

/** The buy preconditions: the detail page's note, /buy's panel, /contractSigning, /answer. */
export class DomainPreconditions implements PreconditionTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.contract, PAGES.answer];

  readonly says: PageTexts = {
    [ROUTES.contract.path]: () => {
      const page = this.session.pages.contract;
      return page?.state === 'loaded' && page.options.length === 0 ? [CONTRACT_TEXT.noCards] : [];
    },
  };

  /** The gate of the page showing (once it has mounted): /buy's, the plan form's, or the detail page's. */
  async #gate() {
    await this.session.pageSettled();
    const { pages, here } = this.session;
    const page = { [ROUTES.buy.path]: pages.buy, [ROUTES.newPlan.path]: pages.newPlan }[here.path] ?? pages.detail;
    if (!page?.product || !page.gate) throw new Error(`no page with a buy gate is open at ${here.path}`);
    return { gate: page.gate, product: page.product };
  }

  async buyNotice(): Promise<BuyNoticeView | null> {
    return (await this.#gate()).gate.notice;
  }

  async fixBuyNotice(): Promise<void> {
    const { gate, product } = await this.#gate();
    await gate.fixBlock(product);
    await settle();
  }

  async amountEntryOffered(): Promise<boolean> {
    await this.session.pageSettled();
    const { pages, here } = this.session;
    if (here.path === ROUTES.newPlan.path) return this.session.showing(ROUTES.newPlan.path, pages.newPlan).formOffered;
    const buy = this.session.showing(ROUTES.buy.path, pages.buy);
    // Issue 18: a step before the amount (qualified investor, older customer's care) stands in its place.
    return buy.mayBuy && buy.buyerStep === null;
  }

  async buyWaysBack(): Promise<string[]> {
    const { gate, product } = await this.#gate();
    return gate.offersWaysBack ? waysBackFrom(product.prdCode).map((way) => way.text) : [];
  }

  async takeBuyWayBack(text: string): Promise<void> {
    const { gate, product } = await this.#gate();
    const way = (gate.offersWaysBack ? waysBackFrom(product.prdCode) : []).find((w) => w.text === text) ?? assert.fail(`no way back ${text} at ${this.session.here.path}`);
    this.session.follow(way.address);
    await settle();
  }

  // ---- /contractSigning ----------------------------------------------------------------------

  get #signing(): ContractSigningViewModel {
    return this.session.showing(ROUTES.contract.path, this.session.pages.contract);
  }

  async chooseContractCard(card: string): Promise<void> {
    const page = this.#signing;
    page.select((page.options.find((o) => o.label.includes(card)) ?? assert.fail(`no card ${card} among ${JSON.stringify(page.options)}`)).cardNo);
  }

  async signContract(card: string, pin: string): Promise<void> {
    const page = this.#signing;
    const option = page.options.find((o) => o.label.includes(card)) ?? assert.fail(`no card ${card} among ${JSON.stringify(page.options)}`);
    page.select(option.cardNo);
    page.confirm();
    await page.sign(await this.session.sealed(pin));
    await settle();
  }

  async contractError(): Promise<string | null> {
    return this.#signing.error;
  }

  async contractCards(): Promise<Array<{ card: string; selected: boolean }>> {
    const page = this.#signing;
    return page.options.map((o) => ({ card: o.label, selected: page.selected === o.cardNo }));
  }

  /** 添加理财签约卡 while the card-binding screen is open: it ends when the screen closes. */
  #adding: Promise<void> | null = null;

  async openCardBinding(): Promise<void> {
    this.#adding = this.#signing.addCard();
    await settle();
    assert.ok(this.session.cardScreen, 'the card-binding screen did not open');
  }

  get #cardScreen() {
    return this.session.cardScreen ?? assert.fail('the card-binding screen is not open');
  }

  async enterCardNumber(typed: string): Promise<void> {
    const screen = this.#cardScreen;
    const card = await screen.form.submit(typed);
    if (card) await this.#closeCardScreen(card);
  }

  async cardBindingMessage(): Promise<string | null> {
    return this.#cardScreen.form.message;
  }

  async closeCardBinding(): Promise<void> {
    await this.#closeCardScreen('cancelled');
  }

  async #closeCardScreen(binding: Parameters<NonNullable<DomainSession['cardScreen']>['close']>[0]): Promise<void> {
    this.#cardScreen.close(binding);
    await this.#adding;
    this.#adding = null;
    await settle();
  }

  // ---- /answer: the risk questionnaire --------------------------------------------------------

  get #questionnaire(): AnswerViewModel {
    return this.session.showing(ROUTES.answer.path, this.session.pages.answer);
  }

  async answerRiskQuestions(pick: 'first' | 'last', count?: number): Promise<void> {
    const page = this.#questionnaire;
    for (const question of page.paper!.questions.slice(0, count)) {
      page.choose(question.questionNo, question.options[pick === 'first' ? 0 : question.options.length - 1].optionNo);
    }
  }

  async tickRiskOption(index: number, optionNo: string, on: boolean): Promise<void> {
    const page = this.#questionnaire;
    const { questionNo } = page.paper!.questions[index - 1];
    // What the page offers: a disabled option takes no tap.
    if (page.canChoose(questionNo, optionNo)) page.choose(questionNo, optionNo, on);
  }

  async riskQuestion(index: number): Promise<RiskQuestionView> {
    const page = this.#questionnaire;
    const question = page.paper!.questions[index - 1];
    const options = question.options.map((o) => o.optionNo);
    return {
      options,
      chosen: options.filter((o) => page.isChosen(question.questionNo, o)),
      disabled: options.filter((o) => !page.canChoose(question.questionNo, o)),
      rule: page.checkerRule(question.questionNo),
    };
  }

  async submitRiskQuestionnaire(): Promise<void> {
    await this.#questionnaire.submit();
    await settle();
  }

  async riskQuestionnaireError(): Promise<string | null> {
    return this.#questionnaire.error;
  }

  async riskResult(): Promise<string[] | null> {
    const { result, declined } = this.#questionnaire;
    if (!result) return null;
    return declined
      ? [RISK_TEXT.keptTitle, RISK_TEXT.kept(result.riskLevel, result.riskName), RISK_TEXT.validUntil(result.expiryDate), RISK_TEXT.keptCounts]
      : [RISK_TEXT.resultTitle, RISK_TEXT.result(result.riskLevel, result.riskName), RISK_TEXT.validUntil(result.expiryDate)];
  }

  async leaveRiskResult(): Promise<void> {
    this.#questionnaire.leave();
    await settle();
  }
}
