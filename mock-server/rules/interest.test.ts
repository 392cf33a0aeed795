import { describe, expect, it } from 'vitest';
import { interestFen, ratePerMillion } from './interest';

describe('the bank\'s interest: fen × yearClientRatio% × days ÷ 365, rounded down', () => {
  it('reads a percentage of up to 3 digits and 4 decimals, with or without decimals', () => {
    expect(['3.35', '3.3500', '12.5', '4', '100.0001'].map(ratePerMillion)).toEqual([33_500n, 33_500n, 125_000n, 40_000n, 1_000_001n]);
  });

  it.each(['', 'abc', '3.35%', '1.23456', '1000', '-1', ' 3.35'])('earns nothing at %j, which is no such percentage', (ratio) => {
    expect(ratePerMillion(ratio)).toBe(0n);
    expect(interestFen(3_000_000n, ratio, 158)).toBe(0n);
  });

  it.each([
    // 30,000.00 × 3.35% × 158 ÷ 365 = 435.0410… → 435.04 (docs/decisions.md, the store's incomeOver gives the same)
    [3_000_000n, '3.3500', 158, 43_504n],
    // 10,000.00 × 12.5% × 365 ÷ 365 = 1,250.00
    [1_000_000n, '12.5', 365, 125_000n],
    // 0.01 × 3.35% × 365 ÷ 365 = 0.000335: no fen it has not earned
    [1n, '3.35', 365, 0n],
  ])('%s fen at %s %% over %i days earns %s fen', (fen, ratio, days, earned) => expect(interestFen(fen, ratio, days)).toBe(earned));
});
