import { AMOUNT_MESSAGES } from '../../src/domain/errors/form-messages';
import type { Money } from '../../src/domain/money/money';
import { refuse } from '../envelopes';
import type { SeedProduct } from '../seed/products';
import { amountOf, plainDecimal } from './amounts';

const NOT_A_NUMBER = 'E2401';
const OUTSIDE_LIMITS = 'E2402';

/**
 * The amount of a purchase (or of a plan's instalment), as the bank takes it: a plain decimal, at
 * least the product's minimum (pfirstAmt), above it in whole steps (pAddAmt; none when 0), and no
 * more than is left to sell (remainAmt). The refusal says what the store's entry says.
 */
export function orderAmount(text: string, product: Pick<SeedProduct, 'pfirstAmt' | 'pAddAmt' | 'remainAmt'>): Money {
  const amount = plainDecimal(text) ?? refuse(AMOUNT_MESSAGES.notANumber, NOT_A_NUMBER);
  const minimum = amountOf(product.pfirstAmt);
  const step = amountOf(product.pAddAmt);
  const left = amountOf(product.remainAmt);
  const beyondMinimum = amount.fen - minimum.fen;
  if (beyondMinimum < 0n) refuse(AMOUNT_MESSAGES.belowMinimum(minimum), OUTSIDE_LIMITS);
  if (step.fen > 0n && beyondMinimum % step.fen !== 0n) refuse(AMOUNT_MESSAGES.notIncrement(step), OUTSIDE_LIMITS);
  if (amount.fen > left.fen) refuse(AMOUNT_MESSAGES.aboveRemaining(left), OUTSIDE_LIMITS);
  return amount;
}
