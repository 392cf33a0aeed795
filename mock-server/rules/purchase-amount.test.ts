import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from '../../src/domain/errors/form-messages';
import { decimalText, parseAmount } from '../../src/domain/money/money';
import { orderAmount } from './purchase-amount';

const yuan = (text: string) => parseAmount(text)!;
const refused = (message: string, code = 'E2402') => expect.objectContaining({ message, code });
/** 10,000 元 minimum, then steps of 1,000 元, 50,000 元 left to sell. */
const product = { pfirstAmt: '10000.00', pAddAmt: '1000.00', remainAmt: '50000.00' };
const take = (amt: string, p: Partial<typeof product> = {}) => () => decimalText(orderAmount(amt, { ...product, ...p }));

describe('orderAmount: the bank\'s own check of what a customer orders', () => {
  it.each(['10000', '10000.00', '11000', '49000', '50000'])('takes %s', (amt) => expect(take(amt)()).toBe(decimalText(yuan(amt))));

  it('refuses a fen below the minimum', () => expect(take('9999.99')).toThrow(refused(AMOUNT_MESSAGES.belowMinimum(yuan('10000')))));

  it.each(['10000.01', '10999.99', '11500'])('refuses %s: not a whole step above the minimum', (amt) =>
    expect(take(amt)).toThrow(refused(AMOUNT_MESSAGES.notIncrement(yuan('1000')))));

  it('takes any fen above the minimum when the product has no step', () => expect(take('10000.01', { pAddAmt: '0.00' })()).toBe('10000.01'));

  it('refuses a step beyond what is left, and takes all that is left', () => {
    expect(take('51000')).toThrow(refused(AMOUNT_MESSAGES.aboveRemaining(yuan('50000'))));
    expect(take('12345.67', { pAddAmt: '0.01', remainAmt: '12345.67' })()).toBe('12345.67');
    expect(take('12345.68', { pAddAmt: '0.01', remainAmt: '12345.67' })).toThrow(refused(AMOUNT_MESSAGES.aboveRemaining(yuan('12345.67'))));
  });

  it('says the minimum before the rest', () => expect(take('500', { remainAmt: '100.00' })).toThrow(refused(AMOUNT_MESSAGES.belowMinimum(yuan('10000')))));

  it.each(['', 'abc', '-10000', '10,000', '10000.001', ' 10000', '１００００', '1e5'])('refuses %j: not a plain decimal', (amt) =>
    expect(take(amt)).toThrow(refused(AMOUNT_MESSAGES.notANumber, 'E2401')));
});
