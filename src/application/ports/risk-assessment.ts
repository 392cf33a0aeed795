import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { RiskRecord } from '../../domain/risk/risk-record';
import type { RiskAnswers, RiskPaper } from '../../domain/risk/questionnaire';
import type { AssessmentQuota } from '../../domain/risk/assessment-limits';
import type { RiskEvaluation } from '../../domain/risk/level-change';

/** The customer's risk assessment at the bank (SPEC §7 risk/*, validRisk). */
export interface RiskAssessment {
  /** The record; 查询无记录 comes back as a `message` outcome (no record). */
  riskLevel(): Promise<CallOutcome<RiskRecord>>;
  /** validRisk's flag for this product: '0' passes (SPEC §5). */
  validRisk(prdCode: string): Promise<CallOutcome<string>>;
  questionnaire(): Promise<CallOutcome<RiskPaper>>;
  /** Art. 29's count (risk/queryRiskQuota): what is left today and in 12 months, and when the next is possible. */
  quota(): Promise<CallOutcome<AssessmentQuota>>;
  /** Hands in the answers; the bank keeps the new record, or a changed level waiting for confirm(). */
  evaluate(paper: RiskPaper, answers: RiskAnswers): Promise<CallOutcome<RiskEvaluation>>;
  /** Art. 29's reconfirmation (risk/confirmRiskLevel): accept makes the waiting result the record, else the old one stays; answers the record in force. */
  confirm(accept: boolean): Promise<CallOutcome<RiskRecord>>;
}
