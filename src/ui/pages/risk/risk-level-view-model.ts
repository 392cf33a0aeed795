import { runInAction } from 'mobx';
import { isoDate } from '../../../domain/calendar';
import { riskDescOf, riskStandingOf, type RiskStanding } from '../../../domain/risk/risk-level';
import type { RiskAssessment } from '../../../application/ports/risk-assessment';
import type { Clock } from '../../../application/ports/system';
import type { PresentFailure } from '../../../application/session/present-failure';
import { RISK_LEVEL_TEXT } from './risk-texts';
import { makeViewState } from '../../view-models/view-state';

/**
 * /risklevel (SPEC §2 risk assessment): the customer's level, what it means and until when it
 * holds; an expired record or none (查询无记录) says so. Asked again on every visit, so a new
 * assessment shows at once.
 */
export class RiskLevelViewModel {
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  standing: RiskStanding | null = null;

  constructor(private readonly risk: RiskAssessment, private readonly failures: PresentFailure, private readonly clock: Clock) {
    makeViewState(this);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const record = await this.risk.riskLevel();
    const today = isoDate(this.clock.now());
    // A plain message (查询无记录) is no record: the customer has not been assessed.
    const known = record.kind === 'ok' || record.kind === 'message';
    runInAction(() => {
      this.state = known ? 'loaded' : 'failed';
      if (known) this.standing = riskStandingOf(record.kind === 'ok' ? record.value : null, today);
    });
    if (!known) await this.failures.present(record);
  }

  /** What the level means, or why there is none. */
  get description(): string {
    return !this.standing || this.standing.kind === 'none' ? RISK_LEVEL_TEXT.none : riskDescOf(this.standing.record);
  }

  /** What the page says about the record's validity, beside the level. */
  get validity(): string | null {
    if (this.standing?.kind === 'expired') return RISK_LEVEL_TEXT.expired(this.standing.record.expiryDate);
    return this.standing?.kind === 'current' ? RISK_LEVEL_TEXT.current : null;
  }

  /** The way to /answer: 开始评估 without a record, 重新评估 with one. */
  get action(): string {
    return this.standing?.kind === 'none' ? RISK_LEVEL_TEXT.start : RISK_LEVEL_TEXT.reassess;
  }
}
