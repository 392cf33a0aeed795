/** Buying: /buy, the risk statement, the keypad, the result pages. */
export interface PurchaseTasks {
  tapBuy(): Promise<void>;
  enterAmount(text: string): Promise<void>;
  /** The amount typed on /buy. */
  enteredAmount(): Promise<string>;
  /** Taps 确认购买. */
  confirmPurchase(): Promise<void>;
  /** What the amount entry says is wrong, or null. */
  amountMessage(): Promise<string | null>;
  /** Whether the risk statement's 确认 can be tapped (null when the statement is not shown). */
  riskConfirmEnabled(): Promise<boolean | null>;
  /** Taps the risk statement's 确认 without ticking its box (a disabled button does nothing). */
  tapRiskConfirm(): Promise<void>;
  /** Whether the payment keypad is open (what the risk statement's 确认 opens). */
  keypadOpen(): Promise<boolean>;
  /** Ticks the risk statement's box and taps its 确认. */
  agreeToRiskStatement(): Promise<void>;
  /** Types the PIN on the payment keypad. */
  enterPin(pin: string): Promise<void>;
  closeKeypad(): Promise<void>;
  /** What /buy says of the cooling-off beside its amount entry, before the customer confirms and signs; null when it says nothing of it. */
  coolingOffBeforeSigning(): Promise<string | null>;
  /** What /cntranprocess says of the order's cooling-off; null when it says nothing of it. */
  placedCoolingOff(): Promise<string | null>;
  /** /cntranprocess: its rows (产品, 购买金额, 状态, 预计确认日期, 订单号), or null when not shown. */
  purchasePlaced(): Promise<Record<string, string> | null>;
  /** What /buy says after a lost answer (and its way on), or null. */
  purchasePending(): Promise<string | null>;
  /** After 未送达: 重新提交 (the keypad again, for the same purchase). */
  sendPurchaseAgain(): Promise<void>;
  /** /purchaseFailed: the reason it gives, or null when not shown. */
  purchaseFailure(): Promise<string | null>;
  /** /comfirmed's records: 产品, 购买金额, 状态 each. */
  pendingRecords(): Promise<Array<Record<string, string>>>;
}
