import { describe, expect, it } from 'vitest';
import { parseAmount, type Money } from '../money/money';
import { AMOUNT_MESSAGES } from '../errors/form-messages';
import { checkPurchaseAmount } from './purchase-amount';

const yuan = (text: string): Money => parseAmount(text)!;
/** A term product: 1万 minimum, 1,000 steps above it, 52,000 left. */
const product = { pfirstAmt: yuan('10000'), pAddAmt: yuan('1000'), remainAmt: yuan('52000.00') };

describe('checkPurchaseAmount', () => {
  it.each([
    ['', AMOUNT_MESSAGES.empty],
    ['   ', AMOUNT_MESSAGES.empty],
    ['abc', AMOUNT_MESSAGES.notANumber],
    ['1e5', AMOUNT_MESSAGES.notANumber],
    ['10000.001', AMOUNT_MESSAGES.notANumber],
    ['10000.', AMOUNT_MESSAGES.notANumber],
    ['-10000', AMOUNT_MESSAGES.negative],
    [',-10000', AMOUNT_MESSAGES.negative],
    ['，-10000', AMOUNT_MESSAGES.negative],
    ['-0.00', AMOUNT_MESSAGES.belowMinimum(yuan('10000'))],
    ['0', AMOUNT_MESSAGES.belowMinimum(yuan('10000'))],
    ['9999.99', AMOUNT_MESSAGES.belowMinimum(yuan('10000'))],
    ['10500', AMOUNT_MESSAGES.notIncrement(yuan('1000'))],
    ['11000.01', AMOUNT_MESSAGES.notIncrement(yuan('1000'))],
    ['53000', AMOUNT_MESSAGES.aboveRemaining(yuan('52000'))],
  ])('refuses %j: %s', (entry, message) => {
    expect(checkPurchaseAmount(entry, product)).toEqual({ ok: false, message });
  });

  it.each([
    ['10000', 1_000_000n],
    ['11000.00', 1_100_000n],
    ['52000', 5_200_000n],
    [' 20,000 ', 2_000_000n],
    ['１２０００．００', 1_200_000n],
  ])('takes %j as %d fen', (entry, fen) => {
    expect(checkPurchaseAmount(entry, product)).toEqual({ ok: true, amount: { fen } });
  });

  it('says the figures in yuan with separators', () => {
    expect(AMOUNT_MESSAGES.aboveRemaining(yuan('12345.67'))).toBe('购买金额不能超过剩余可购额度12,345.67元');
  });

  it('lets a product without an increment take any fen above the minimum', () => {
    expect(checkPurchaseAmount('1.01', { pfirstAmt: yuan('1'), pAddAmt: yuan('0'), remainAmt: yuan('100') })).toMatchObject({ ok: true });
  });
});
