import assert from 'node:assert/strict';
import { createContractSigningViewModel, type ContractSigningViewModel } from '../../../../src/ui/pages/contract/contract-signing-view-model';
import { createAnswerViewModel, type AnswerViewModel } from '../../../../src/ui/pages/risk/answer-view-model';
import { RISK_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import type { PreconditionTasks } from '../../tasks/preconditions';
import type { BuyNoticeView } from '../../tasks/views';
import { settle, type DomainSession, type PageOpeners } from './session';

/** The buy preconditions: the detail page's note, /buy's panel, /contractSigning, /answer. */
export class DomainPreconditions implements PreconditionTasks {
  constructor(private readonly session: DomainSession) {}

  readonly opens: PageOpeners = {
    '/contractSigning': async (query) => {
      const { pages, resolve } = this.session;
      await (pages.contract = createContractSigningViewModel(resolve)).load(query.prdCode);
    },
    '/answer': async (query) => {
      const { pages, resolve } = this.session;
      await (pages.answer = createAnswerViewModel(resolve)).load(query.prdCode);
    },
  };

  /** The gate of the page showing: /buy's, the plan form's, or the detail page's. */
  get #gate() {
    const { pages, here } = this.session;
    const page = { '/buy': pages.buy, '/fixedtime': pages.planForm }[here.path] ?? pages.detail;
    if (!page?.product || !page.gate) throw new Error(`no page with a buy gate is open at ${here.path}`);
    return { gate: page.gate, product: page.product };
  }

  async buyNotice(): Promise<BuyNoticeView | null> {
    return this.#gate.gate.notice;
  }

  async fixBuyNotice(): Promise<void> {
    const { gate, product } = this.#gate;
    await gate.fixBlock(product);
    await settle();
  }

  async amountEntryOffered(): Promise<boolean> {
    return this.session.showing('/buy', this.session.pages.buy).mayBuy;
  }

  // ---- /contractSigning ----------------------------------------------------------------------

  get #signing(): ContractSigningViewModel {
    return this.session.showing('/contractSigning', this.session.pages.contract);
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

  // ---- /answer: the risk questionnaire --------------------------------------------------------

  get #questionnaire(): AnswerViewModel {
    return this.session.showing('/answer', this.session.pages.answer);
  }

  async answerRiskQuestions(pick: 'first' | 'last', count?: number): Promise<void> {
    const page = this.#questionnaire;
    for (const question of page.paper!.questions.slice(0, count)) {
      page.choose(question.questionNo, question.options[pick === 'first' ? 0 : question.options.length - 1].optionNo);
    }
  }

  async submitRiskQuestionnaire(): Promise<void> {
    await this.#questionnaire.submit();
    await settle();
  }

  async riskQuestionnaireError(): Promise<string | null> {
    return this.#questionnaire.error;
  }

  async riskResult(): Promise<string[] | null> {
    const result = this.#questionnaire.result;
    return result && [RISK_TEXT.resultTitle, RISK_TEXT.result(result.riskLevel, result.riskName), RISK_TEXT.validUntil(result.expiryDate)];
  }

  async leaveRiskResult(): Promise<void> {
    this.#questionnaire.leave();
    await settle();
  }
}
