import { compare, formatYuan, halfWidth, parseAmount, subtract, type Money } from '../money/money';
import type { Product } from '../catalog/product';

/** What the amount entry of /buy says about an amount it cannot send (checked before anything is sent). */
export const AMOUNT_MESSAGES = {
  empty: '请输入购买金额',
  notANumber: '购买金额只能是数字，最多两位小数',
  negative: '购买金额不能为负数',
  belowMinimum: (minimum: Money) => `购买金额不能低于起购金额${formatYuan(minimum)}元`,
  notIncrement: (step: Money) => `超出起购金额的部分须为${formatYuan(step)}元的整数倍`,
  aboveRemaining: (remaining: Money) => `购买金额不能超过剩余可购额度${formatYuan(remaining)}元`,
} as const;

export type AmountCheck = { ok: true; amount: Money } | { ok: false; message: string };

type Limits = Pick<Product, 'pfirstAmt' | 'pAddAmt' | 'remainAmt'>;


/**
 * The amount a customer typed, checked against the product: a decimal of at most 2 places, not
 * below the minimum purchase, in whole steps of the increment above it, not above what is left.
 */
export function checkPurchaseAmount(entry: string, product: Limits): AmountCheck {
  const text = halfWidth(entry).trim();
  if (text === '') return { ok: false, message: AMOUNT_MESSAGES.empty };
  if (/^-/.test(text) && parseAmount(text)) return { ok: false, message: AMOUNT_MESSAGES.negative };
  const amount = parseAmount(text);
  if (!amount) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  const { pfirstAmt: minimum, pAddAmt: step, remainAmt: remaining } = product;
  if (compare(amount, minimum) < 0) return { ok: false, message: AMOUNT_MESSAGES.belowMinimum(minimum) };
  if (step.fen > 0n && subtract(amount, minimum).fen % step.fen !== 0n) return { ok: false, message: AMOUNT_MESSAGES.notIncrement(step) };
  if (compare(amount, remaining) > 0) return { ok: false, message: AMOUNT_MESSAGES.aboveRemaining(remaining) };
  return { ok: true, amount };
}
