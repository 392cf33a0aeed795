import { describe, expect, it } from 'vitest';
import { BadRequest } from '../envelopes';
import { assertCardToBind, CARD_BINDING_REFUSALS, luhnValid } from './cards';

const HELD = [{ cardNo: '6222029876543210987', bankName: '本行借记卡', signFlag: '1' }];
const refusal = (typed: unknown) => {
  try {
    assertCardToBind(typed, HELD);
  } catch (error) {
    return error instanceof BadRequest ? [error.code, error.message] : error;
  }
  return null;
};

describe('the bank\'s rule for adding a card', () => {
  it('follows Luhn', () => {
    expect(luhnValid('6222028888000012344')).toBe(true);
    expect(luhnValid('6222028888000012345')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('takes its own debit card, typed in groups of four', () => {
    expect(assertCardToBind('6222 0288 8800 0012 344', HELD)).toEqual({ cardNo: '6222028888000012344', bankName: '本行借记卡', signFlag: '0' });
  });

  it.each([
    ['', 'E2105', CARD_BINDING_REFUSALS.empty],
    [undefined, 'E2105', CARD_BINDING_REFUSALS.empty],
    ['6222-0288-8800-0012', 'E2105', CARD_BINDING_REFUSALS.notDigits],
    ['６２２２０２８８８８００００１２３４４', 'E2105', CARD_BINDING_REFUSALS.notDigits],
    ['622202888800001', 'E2105', CARD_BINDING_REFUSALS.length],
    ['62220288880000123448', 'E2105', CARD_BINDING_REFUSALS.length],
    ['6222028888000012345', 'E2105', CARD_BINDING_REFUSALS.checksum],
    ['6228481234567890128', 'E2105', CARD_BINDING_REFUSALS.notOwnBank],
    ['6222 0298 7654 3210 987', 'E2106', CARD_BINDING_REFUSALS.duplicate],
  ])('refuses %j', (typed, code, message) => expect(refusal(typed)).toEqual([code, message]));
});
