import type { RiskLevelView } from './views';

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
}
