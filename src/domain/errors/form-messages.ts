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

/** Why a qualified-investor declaration does not qualify (the store's form and the bank, refusing it, say the same). */
export const QUALIFICATION_MESSAGES = {
  inexperienced: '合格投资者须具有2年以上投资经历',
  noBasis: '请选择申报的金融资产或收入',
  amount: '请输入申报金额（万元），只能是整数',
  below: (basis: string, thresholdWan: number) => `${basis}须不低于${thresholdWan}万元，未达到合格投资者标准`,
} as const;

/** The bank's refusals of a purchase that skipped a step the rules add (docs/decisions.md, issue 18 items 3 and 6). */
export const BUYER_STEP_REFUSALS = {
  elderUnconfirmed: '您已年满65周岁，购买R4及以上风险等级的产品前，须阅读产品风险说明并确认购买是您本人的决定',
  notQualified: '该产品为私募理财产品，仅向合格投资者销售，请先确认合格投资者身份后再购买',
} as const;
