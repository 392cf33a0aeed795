import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { RiskRecord } from '../../domain/risk/risk-record';
import type { RiskAnswers, RiskPaper } from '../../domain/risk/questionnaire';

/** The customer's risk assessment at the bank (SPEC §7 risk/*, validRisk). */
export interface RiskAssessment {
  /** The record; 查询无记录 comes back as a `message` outcome (no record). */
  riskLevel(): Promise<CallOutcome<RiskRecord>>;
  /** validRisk's flag for this product: '0' passes (SPEC §5). */
  validRisk(prdCode: string): Promise<CallOutcome<string>>;
  questionnaire(): Promise<CallOutcome<RiskPaper>>;
  /** Hands in the answers; the bank keeps and answers the new record. */
  evaluate(paper: RiskPaper, answers: RiskAnswers): Promise<CallOutcome<RiskRecord>>;
}
