/** Fixed-amount plans: /fixedtime, /fixedtimeupdate, /fixedtimesuccess, /fixedtimestop. */
export interface PlanTasks {
  /** Whether the detail page offers 定投. */
  detailOffersPlan(): Promise<boolean>;
  /** Taps the detail page's 定投. */
  tapPlan(): Promise<void>;
  /** Fills the plan form: each amount, period (每周, 每两周, 每月) and day (周一…周五, 1日…28日). */
  fillPlan(amount: string, period: string, day: string): Promise<void>;
  /** What the plan form holds, in the same words. */
  planForm(): Promise<{ amount: string; period: string; day: string }>;
  /** Taps 确认定投 or 确认修改. */
  confirmPlan(): Promise<void>;
  /** Types the PIN on the keypad a plan call opened, and waits for its outcome. */
  enterPlanPin(pin: string): Promise<void>;
  /** What the plan form (or the stop page) says went wrong, or null. */
  planError(): Promise<string | null>;
  /** /fixedtime's plan already in place (its rows), or null. */
  existingPlan(): Promise<Record<string, string> | null>;
  /** Taps 修改计划 or 终止定投 on the page showing a plan. */
  openPlanAction(action: '修改计划' | '终止定投'): Promise<void>;
  /** The page's title and the plan's rows (/fixedtimesuccess, /fixedtimestop), or null. */
  planShown(): Promise<{ title: string; rows: Record<string, string> } | null>;
}
