/** The customer's risk assessment as risk/queryRiskLevel answers it (SPEC §3: a line with a counter-risk flag). */
export interface RiskRecord {
  /** C1–C5. */
  riskLevel: string;
  riskName: string;
  /** YYYY-MM-DD. */
  evaluatedAt: string;
  /** YYYY-MM-DD: a year after the assessment. */
  expiryDate: string;
  /** '1': validRisk decides whether a product fits (SPEC §5). */
  counterRiskFlag: string;
  /** SPEC §3 riskDesc: what the level means, when the bank sends it (risk-level.ts has every level's). */
  riskDesc?: string;
}

/** DECISIONS.md: a record older than a year counts as none. @param today YYYY-MM-DD */
export const isRiskRecordCurrent = (record: RiskRecord, today: string): boolean => today < record.expiryDate;

/** SPEC §5: only flag 1 sends the decision to validRisk; validRisk's flag 0 passes, any other blocks. */
export const COUNTER_RISK_CHECKED = '1';
export const VALID_RISK_PASSES = '0';
