/** What /buy shows as the step before the amount (issue 18), in words. */
export type BuyerStepView =
  | { kind: 'qualifiedInvestor'; text: string }
  /** facts: 产品风险等级, 这意味着, 您的风险承受能力. */
  | { kind: 'elderCare'; text: string; facts: Record<string, string> };

/** Issue 18 items 3 and 6: the steps some purchases add before the amount, and the bank's side of them. */
export interface BuyerStepTasks {
  /** The step /buy shows before the amount, or null (the amount form, or nothing to buy). */
  buyerStep(): Promise<BuyerStepView | null>;
  /** The care step's reading countdown, and whether its own-decision box can be ticked. */
  ownDecisionBox(): Promise<{ countdown: string; enabled: boolean }>;
  /** Reads the care step to the end of its reading time, ticks the box and taps 继续. */
  readAndConfirmOwnDecision(): Promise<void>;
  /** Fills in the qualified-investor declaration (basis by its words, e.g. 家庭金融资产) and taps 确认并继续. */
  declareQualification(experienced: boolean, basis: string, amountWan: string): Promise<void>;
  /** What the declaration form says is wrong, or null. */
  qualificationMessage(): Promise<string | null>;
  /** axe-core's serious and critical findings on /buy as it is now (browser only). */
  buyerStepAccessibility(): Promise<string[]>;
  /** The customer's qualified-investor record at the mock bank, or null. */
  bankQualification(): Promise<Record<string, string> | null>;
  /** buyPrd sent straight to the mock bank (not through the store): the customer's PIN, sealed as the keypad would. */
  orderDirectly(prdCode: string, amt: string): Promise<{ success: boolean; code: string; msg: string }>;
}
