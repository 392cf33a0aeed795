import { AMOUNT_MESSAGES } from '../errors/form-messages';
import { compare, halfWidth, parseAmount, subtract, type Money } from '../money/money';
import type { Product } from '../catalog/product';

export type AmountCheck = { ok: true; amount: Money } | { ok: false; message: string };

type Limits = Pick<Product, 'pfirstAmt' | 'pAddAmt' | 'remainAmt'>;


/**
 * The amount a customer typed, checked against the product: a decimal of at most 2 places, not
 * below the minimum purchase, in whole steps of the increment above it, not above what is left.
 */
export function checkPurchaseAmount(entry: string, product: Limits): AmountCheck {
  const text = halfWidth(entry).trim();
  if (text === '') return { ok: false, message: AMOUNT_MESSAGES.empty };
  const amount = parseAmount(text);
  if (!amount) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  // The sign of what was read, not of the first character: "，-10000" (a separator typed first) is negative too.
  if (amount.fen < 0n) return { ok: false, message: AMOUNT_MESSAGES.negative };
  const { pfirstAmt: minimum, pAddAmt: step, remainAmt: remaining } = product;
  if (compare(amount, minimum) < 0) return { ok: false, message: AMOUNT_MESSAGES.belowMinimum(minimum) };
  if (step.fen > 0n && subtract(amount, minimum).fen % step.fen !== 0n) return { ok: false, message: AMOUNT_MESSAGES.notIncrement(step) };
  if (compare(amount, remaining) > 0) return { ok: false, message: AMOUNT_MESSAGES.aboveRemaining(remaining) };
  return { ok: true, amount };
}
