import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import type { RiskLevelViewModel } from '../../../../src/ui/pages/risk/risk-level-view-model';
import { RISK_LEVEL_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import type { RiskTasks } from '../../tasks/risk';
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

  async riskLevelFromResult(): Promise<void> {
    if (!this.session.showing(ROUTES.answer.path, this.session.pages.answer).result) assert.fail(`${ROUTES.answer.path} shows no result`);
    await this.session.followTo(this, ROUTES.riskLevel.path);
  }
}
