import { runInAction } from 'mobx';
import { canChoose, chooseOption, firstUnanswered, isChecker, type RiskAnswers, type RiskPaper } from '../../../domain/risk/questionnaire';
import type { RiskRecord } from '../../../domain/risk/risk-record';
import { limitReached, type AssessmentQuota } from '../../../domain/risk/assessment-limits';
import { isLowered } from '../../../domain/risk/level-change';
import type { LevelChangeImpact, SeeLevelChangeImpact } from '../../../application/risk/level-change-impact';
import type { Navigator } from '../../../application/ports/interaction';
import type { RiskAssessment } from '../../../application/ports/risk-assessment';
import type { PresentFailure } from '../../../application/session/present-failure';
import { RISK_TEXT } from './risk-texts';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

/** A result that changes the level in force, waiting for the customer (Art. 29), with what it changes. */
export interface LevelChange {
  from: { riskLevel: string; riskName: string };
  to: RiskRecord;
  impact: LevelChangeImpact;
  /** Whether the new level is lower (products above it are named) or higher. */
  lowered: boolean;
}

/**
 * /answer (SPEC §2 risk assessment): first what is left of Art. 29's limits, or when the next
 * assessment is possible (then no questionnaire); the bank's questionnaire, every question
 * answered before it is sent; a result that changes the level shown with what it changes, to be
 * confirmed or declined; the level in force and its validity; then back to the purchase that
 * led here, if any.
 */
export class AnswerViewModel {
  paper: RiskPaper | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  answers: RiskAnswers = {};
  /** The first unanswered question on a submit, said in words. */
  error: string | null = null;
  sending = false;
  /** The record in force after this assessment. */
  result: RiskRecord | null = null;
  /** Whether the customer declined a changed level: `result` is the old record. */
  declined = false;
  /** Art. 29's count as the bank answered it before the questionnaire. */
  quota: AssessmentQuota | null = null;
  /** A changed level waiting for the customer's confirmation. */
  change: LevelChange | null = null;
  private prdCode: string | undefined;

  constructor(
    private readonly risk: RiskAssessment,
    private readonly failures: PresentFailure,
    private readonly navigator: Navigator,
    private readonly impact: SeeLevelChangeImpact,
  ) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode;
    this.state = 'loading';
    const [quota, paper] = await Promise.all([this.risk.quota(), this.risk.questionnaire()]);
    const failed = quota.kind !== 'ok' ? quota : paper.kind !== 'ok' ? paper : null;
    if (failed) await this.failures.present(failed);
    runInAction(() => {
      this.state = failed ? 'failed' : 'loaded';
      if (quota.kind === 'ok') this.quota = quota.value;
      if (paper.kind === 'ok') this.paper = paper.value;
    });
  }

  /** Which of Art. 29's limits stops an assessment today, or null: then the page offers no questionnaire. */
  get limit(): 'day' | '12months' | null {
    return this.quota && limitReached(this.quota);
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
    const evaluation = await this.risk.evaluate(paper, this.answers);
    if (evaluation.kind !== 'ok') {
      runInAction(() => { this.sending = false; });
      await this.failures.present(evaluation);
      return;
    }
    const { result, pendingOver } = evaluation.value;
    // A changed level: what it changes, before the customer confirms it (Art. 29).
    const impact = pendingOver && await this.impact.of(result.riskLevel, this.prdCode);
    runInAction(() => {
      this.sending = false;
      if (pendingOver && impact) this.change = { from: pendingOver, to: result, impact, lowered: isLowered(pendingOver.riskLevel, result.riskLevel) };
      else this.result = result;
    });
  }

  /** Confirms the changed level (it becomes the record) or declines it (the old one stays); the bank answers the record in force. */
  async confirmChange(accept: boolean): Promise<void> {
    if (!this.change || this.sending) return;
    this.sending = true;
    const record = await this.risk.confirm(accept);
    runInAction(() => {
      this.sending = false;
      if (record.kind !== 'ok') return;
      this.change = null;
      this.result = record.value;
      this.declined = !accept;
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
