import { describe, expect, it } from 'vitest';
import { isMaturityWay, MATURITY_TEXT } from './maturity';

describe('a term holding\'s maturity method (b100741 / b100383 totVolFlag)', () => {
  it('is 1, redeemed to the signed card, or 0, rolled over', () => {
    expect(isMaturityWay('1')).toBe(true);
    expect(isMaturityWay('0')).toBe(true);
    expect(MATURITY_TEXT.ways['1']).toBe('到期赎回至理财签约卡');
    expect(MATURITY_TEXT.ways['0']).toBe('到期自动续投');
  });

  it.each(['', '2', '01', ' 1', 'true'])('%j is no method the bank knows', (value) => expect(isMaturityWay(value)).toBe(false));
});
