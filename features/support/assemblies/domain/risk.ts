import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import type { RiskLevelViewModel } from '../../../../src/ui/pages/risk/risk-level-view-model';
import type { AnswerViewModel } from '../../../../src/ui/pages/risk/answer-view-model';
import { RISK_LEVEL_TEXT, RISK_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import type { RiskChangeView, RiskQuotaView, RiskTasks } from '../../tasks/risk';
import type { RiskLevelView } from '../../tasks/views';
import { settle, type DomainSession } from './session';

/** My risk level: /risklevel and a new assessment (features/risk-level.feature). */
export class DomainRisk implements RiskTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.riskLevel];

  get #shown(): RiskLevelViewModel {
    return this.session.showing(ROUTES.riskLevel.path, this.session.pages.riskLevel);
  }

  openRiskLevel(): Promise<void> {
    return this.session.openPage(this, ROUTES.riskLevel.path);
  }

  async riskLevel(): Promise<RiskLevelView> {
    await this.session.mounted(this);
    const page = this.#shown;
    const standing = page.state === 'loaded' ? page.standing : null;
    const record = standing && standing.kind !== 'none' ? standing.record : null;
    return {
      level: record && RISK_LEVEL_TEXT.level(record.riskLevel, record.riskName),
      description: standing && page.description,
      facts: record ? { [RISK_LEVEL_TEXT.evaluatedAt]: record.evaluatedAt, [RISK_LEVEL_TEXT.validUntil]: record.expiryDate } : {},
      validity: standing && page.validity,
      action: standing && page.action,
      message: page.state === 'failed' ? RISK_LEVEL_TEXT.loadFailed : null,
    };
  }

  async retryRiskLevel(): Promise<void> {
    await this.#shown.load();
    await settle();
  }

  async startRiskAssessment(): Promise<void> {
    if (this.#shown.state !== 'loaded') assert.fail(`${ROUTES.riskLevel.path} offers no assessment before it has loaded`);
    await this.session.go(ROUTES.answer.path);
  }

  get #answer(): AnswerViewModel {
    return this.session.showing(ROUTES.answer.path, this.session.pages.answer);
  }

  async riskQuota(): Promise<RiskQuotaView> {
    const page = this.#answer;
    if (page.state === 'failed') return { quota: null, limit: null, questions: 0, message: RISK_TEXT.loadFailed };
    const quota = page.quota ?? assert.fail(`${ROUTES.answer.path} has no count of assessments`);
    const limit = page.limit;
    return {
      quota: limit ? null : RISK_TEXT.quota(quota.dayLimit, quota.yearLimit, quota.todayLeft, quota.last12MonthsLeft),
      limit: limit && [
        RISK_TEXT.limitTitle,
        limit === 'day' ? RISK_TEXT.dayLimitReached(quota.dayLimit) : RISK_TEXT.yearLimitReached(quota.yearLimit),
        RISK_TEXT.nextDate(quota.nextDate),
      ],
      questions: limit ? 0 : page.paper?.questions.length ?? 0,
      message: null,
    };
  }

  async riskChange(): Promise<RiskChangeView | null> {
    const change = this.#answer.change;
    if (!change) return null;
    const { held, watched } = change.impact;
    const named = (products: typeof watched) => products.map((p) => RISK_TEXT.productAtLevel(p.prdName, p.riskLevel));
    const note = !change.lowered ? RISK_TEXT.raised : held === null ? RISK_TEXT.heldUnknown : held.length === 0 ? RISK_TEXT.noneAbove : null;
    return {
      lines: [
        RISK_TEXT.changeTitle, RISK_TEXT.oldLevel(change.from.riskLevel, change.from.riskName), RISK_TEXT.newLevel(change.to.riskLevel, change.to.riskName),
        RISK_TEXT.changeNote, ...(note ? [note] : []),
      ],
      held: named(held ?? []),
      watched: named(watched),
    };
  }

  async decideRiskChange(accept: boolean): Promise<void> {
    if (!this.#answer.change) assert.fail(`${ROUTES.answer.path} shows no changed level to confirm`);
    await this.#answer.confirmChange(accept);
    await settle();
  }

  async answersStraightToBank(): Promise<{ success: boolean; code: string; msg: string }> {
    const call = async (name: string, extra: Record<string, string> = {}) =>
      (await this.session.bank.bank.handle({ method: 'POST', path: `/api/dbank/${name}`, query: {}, body: { accType: '2', idType: '0', ...extra } })).body as
        { success: boolean; code: string; msg: string; response: { paperNo: string; questionList: Array<{ questionNo: string }> } };
    const paper = (await call('risk/queryRiskQuestions')).response;
    return call('risk/evlRiskLevel', {
      paperNo: paper.paperNo, questionList: paper.questionList.map((q) => q.questionNo).join(','), optionList: paper.questionList.map(() => 'A').join(','),
    });
  }

  async riskLevelFromResult(): Promise<void> {
    if (!this.session.showing(ROUTES.answer.path, this.session.pages.answer).result) assert.fail(`${ROUTES.answer.path} shows no result`);
    await this.session.followTo(this, ROUTES.riskLevel.path);
  }
}
