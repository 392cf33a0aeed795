import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './dates';
import { interestFen, ratePerMillion } from './interest';
import { isStatementMonth, shiftMonth, statementTitle } from './statement-months';

describe('isCalendarDay', () => {
  it.each(['2024-02-29', '2026-12-31', '2026-01-01'])('%s is a day', (text) => expect(isCalendarDay(text)).toBe(true));
  it.each(['2023-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-01', '2026-01-01 ', '20260101', ''])('%j is not', (text) => expect(isCalendarDay(text)).toBe(false));
});

describe('interest', () => {
  it('reads yearClientRatio in millionths, and earns nothing on a rate it cannot read', () => {
    expect(ratePerMillion('3.3500')).toBe(33_500n);
    expect(ratePerMillion('2.95')).toBe(29_500n);
    expect(['', '3.35%', '-1', '1.23456'].map(ratePerMillion)).toEqual([0n, 0n, 0n, 0n]);
  });

  it('rounds down to the fen', () => {
    // 30,000.00 × 3.35% × 158 ÷ 365 = 435.041…
    expect(interestFen(3_000_000n, '3.3500', 158)).toBe(43_504n);
    // 0.01 × 3.35% for a year: 0.000335 → nothing
    expect(interestFen(1n, '3.3500', 365)).toBe(0n);
    expect(interestFen(3_000_000n, '3.3500', 0)).toBe(0n);
  });
});

describe('statement months', () => {
  it('takes YYYY-MM of a real month', () => {
    expect(['2026-01', '2026-12'].every(isStatementMonth)).toBe(true);
    expect(['2026-13', '2026-00', '2026-3', '2026-03-01'].some(isStatementMonth)).toBe(false);
  });

  it('counts months across years, from a day or a month', () => {
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-03-15', -12)).toBe('2025-03');
  });

  it('titles a statement by its month', () => {
    expect(statementTitle('2026-03')).toBe('2026年3月对账单');
    expect(statementTitle('2026-12')).toBe('2026年12月对账单');
  });
});
