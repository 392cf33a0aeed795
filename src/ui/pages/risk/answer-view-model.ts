import { runInAction } from 'mobx';
import { canChoose, chooseOption, firstUnanswered, isChecker, type RiskAnswers, type RiskPaper } from '../../../domain/risk/questionnaire';
import type { RiskRecord } from '../../../domain/risk/risk-record';
import type { Navigator } from '../../../application/ports/interaction';
import type { RiskAssessment } from '../../../application/ports/risk-assessment';
import type { PresentFailure } from '../../../application/session/present-failure';
import { RISK_TEXT } from './risk-texts';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

/**
 * /answer (SPEC §2 risk assessment): the bank's questionnaire, every question answered before it
 * is sent; the new level and its validity; then back to the purchase that led here, if any.
 */
export class AnswerViewModel {
  paper: RiskPaper | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  answers: RiskAnswers = {};
  /** The first unanswered question on a submit, said in words. */
  error: string | null = null;
  sending = false;
  result: RiskRecord | null = null;
  private prdCode: string | undefined;

  constructor(
    private readonly risk: RiskAssessment,
    private readonly failures: PresentFailure,
    private readonly navigator: Navigator,
  ) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode;
    this.state = 'loading';
    const paper = await this.risk.questionnaire();
    if (paper.kind !== 'ok') await this.failures.present(paper);
    runInAction(() => {
      this.state = paper.kind === 'ok' ? 'loaded' : 'failed';
      if (paper.kind === 'ok') this.paper = paper.value;
    });
  }

  /** Ticks (or, on a checker, clears) an option; a checker at its maximum takes no more (SPEC §5). */
  choose(questionNo: string, optionNo: string, on = true): void {
    const question = this.paper?.questions.find((q) => q.questionNo === questionNo);
    if (!question) return;
    this.answers = { ...this.answers, [questionNo]: chooseOption(question, this.answers[questionNo], optionNo, on) };
    this.error = null;
  }

  /** A checker's rule and how many are ticked (`可多选，最多选3项，已选2项`); null for a single choice. */
  checkerRule(questionNo: string): string | null {
    const question = this.paper?.questions.find((q) => q.questionNo === questionNo);
    return question && isChecker(question) ? RISK_TEXT.checker(question.maxSelect, this.answers[questionNo]?.length ?? 0) : null;
  }

  isChosen(questionNo: string, optionNo: string): boolean {
    return this.answers[questionNo]?.includes(optionNo) ?? false;
  }

  /** Whether the option can be ticked now (false for the rest of a checker at its maximum). */
  canChoose(questionNo: string, optionNo: string): boolean {
    const question = this.paper?.questions.find((q) => q.questionNo === questionNo);
    return question ? canChoose(question, this.answers[questionNo], optionNo) : false;
  }

  async submit(): Promise<void> {
    const paper = this.paper;
    if (!paper || this.sending) return;
    const missing = firstUnanswered(paper, this.answers);
    if (missing) {
      this.error = RISK_TEXT.unanswered(paper.questions.indexOf(missing) + 1);
      return;
    }
    this.sending = true;
    const record = await this.risk.evaluate(paper, this.answers);
    runInAction(() => {
      this.sending = false;
      if (record.kind === 'ok') this.result = record.value;
    });
    if (record.kind !== 'ok') await this.failures.present(record);
  }

  /** After the result: the purchase that led here (its preconditions run again), or home. */
  get backToBuy(): boolean {
    return this.prdCode !== undefined;
  }

  leave(): void {
    if (this.prdCode) this.navigator.replace(ROUTES.buy.path, { prdCode: this.prdCode });
    else this.navigator.replace(ROUTES.home.path);
  }
}
