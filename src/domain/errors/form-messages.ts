import { formatYuan, type Money } from '../money/money';

/*
 * What the store's forms say about an entry that cannot be taken, and the bank too when it refuses
 * one (the mock bank quotes them). Apart from the error catalogue (messages.ts), which the entry
 * chunk carries: only the pages with these forms load them.
 */

/** What the amount entry of /buy (and the bank, refusing an order) says about an amount that cannot be bought. */
export const AMOUNT_MESSAGES = {
  empty: '请输入购买金额',
  notANumber: '购买金额只能是数字，最多两位小数',
  negative: '购买金额不能为负数',
  belowMinimum: (minimum: Money) => `购买金额不能低于起购金额${formatYuan(minimum)}元`,
  notIncrement: (step: Money) => `超出起购金额的部分须为${formatYuan(step)}元的整数倍`,
  aboveRemaining: (remaining: Money) => `购买金额不能超过剩余可购额度${formatYuan(remaining)}元`,
} as const;

/**
 * What the volume entry of a redemption (and the bank, refusing one) says about a volume that cannot be
 * redeemed. The volumes come as shown ("20,000.00"): the store counts shares in their own type
 * (domain/holdings/shares.ts), the mock bank with its own code, and each shows its figure.
 */
export const VOLUME_MESSAGES = {
  empty: '请输入赎回份额',
  notANumber: '赎回份额只能是数字，最多两位小数',
  zero: '赎回份额须大于0',
  aboveHeld: (held: string) => `赎回份额不能超过可赎回份额${held}份`,
  belowRetained: (retained: string) => `赎回后剩余份额不能低于${retained}份，请全部赎回或减少赎回份额`,
  /** Quick redemption (快速赎回): more than is left of today's amount. */
  aboveFastQuota: (left: Money) => `超过今日快速赎回剩余额度${formatYuan(left)}元`,
} as const;

export const HOLDING_MESSAGES = {
  /** A product the customer does not hold (a stale link, a holding redeemed in full). */
  notHeld: '您没有持有该产品',
} as const;

export const DATE_RANGE_MESSAGES = {
  /** The record list's range (the date picker, and the bank's listHistoryDeals). */
  order: '开始日期不能晚于结束日期',
} as const;
