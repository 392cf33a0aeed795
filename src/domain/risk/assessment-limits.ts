/**
 * NFRA Order 2025 No. 7 Art. 29: at most 2 risk assessments a day and 8 in 12 months. The bank
 * counts them (risk/queryRiskQuota) and refuses one over either limit; the store says before the
 * questionnaire starts what is left, and once a limit is reached, when the next is possible.
 */
export interface AssessmentQuota {
  /** The limits as the bank states them (2 and 8). */
  dayLimit: number;
  yearLimit: number;
  /** Left today and in the 12 months up to today. */
  todayLeft: number;
  last12MonthsLeft: number;
  /** YYYY-MM-DD: the first day the next assessment is possible, once a limit is reached; '' before. */
  nextDate: string;
}

/** Which limit stops an assessment now: the 12 months' before the day's (its date is the later one), or null. */
export function limitReached(quota: AssessmentQuota): 'day' | '12months' | null {
  if (quota.last12MonthsLeft <= 0) return '12months';
  return quota.todayLeft <= 0 ? 'day' : null;
}
