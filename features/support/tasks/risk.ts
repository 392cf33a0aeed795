import type { RiskLevelView } from './views';

/** What /answer says before its questions (Art. 29's limits), and how many questions it offers. */
export interface RiskQuotaView {
  /** The line of what is left, above the questions; null when a limit is reached. */
  quota: string | null;
  /** A reached limit: its title and lines (the limit, the next date); null while one is possible. */
  limit: string[] | null;
  questions: number;
  /** What the page says when it could not load (the count or the questionnaire), else null. */
  message: string | null;
}

/** A changed level waiting for the customer's confirmation (Art. 29), as /answer shows it. */
export interface RiskChangeView {
  /** The title and every line above the lists, in order. */
  lines: string[];
  /** The held and the watched products named above the new level (`name（R2）`). */
  held: string[];
  watched: string[];
}

/** My risk level: /risklevel and a new assessment. */
export interface RiskTasks {
  /** Opens /risklevel and waits for what it says. */
  openRiskLevel(): Promise<void>;
  /** /risklevel as the customer reads it. */
  riskLevel(): Promise<RiskLevelView>;
  /** 重新加载 on /risklevel. */
  retryRiskLevel(): Promise<void>;
  /** Follows /risklevel's 开始评估 or 重新评估 to the questionnaire. */
  startRiskAssessment(): Promise<void>;
  /** Follows the questionnaire result's 查看我的风险等级. */
  riskLevelFromResult(): Promise<void>;
  /** /answer before the questions: what is left of the limits, or the limit reached. */
  riskQuota(): Promise<RiskQuotaView>;
  /** /answer's changed level to confirm, or null when it shows none. */
  riskChange(): Promise<RiskChangeView | null>;
  /** 确认新等级 (true) or 保留原等级 (false) on /answer's changed level. */
  decideRiskChange(accept: boolean): Promise<void>;
  /** Sends a complete answer sheet (every question's first option) straight to the bank, bypassing the store; its envelope. */
  answersStraightToBank(): Promise<{ success: boolean; code: string; msg: string }>;
}
