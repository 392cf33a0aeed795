import { describe, expect, it } from 'vitest';
import { limitReached, type AssessmentQuota } from './assessment-limits';
import { isLowered, productsAbove } from './level-change';
import { isLevelAbove, levelNumber } from './suitability';

describe('Art. 29 limits as the bank counts them', () => {
  const quota: AssessmentQuota = { dayLimit: 2, yearLimit: 8, todayLeft: 1, last12MonthsLeft: 5, nextDate: '' };
  it('lets one through while both have room', () => {
    expect(limitReached(quota)).toBeNull();
  });
  it('names the day, or the 12 months before the day', () => {
    expect(limitReached({ ...quota, todayLeft: 0, nextDate: '2026-11-23' })).toBe('day');
    expect(limitReached({ ...quota, last12MonthsLeft: 0, nextDate: '2027-01-26' })).toBe('12months');
    expect(limitReached({ ...quota, todayLeft: 0, last12MonthsLeft: 0, nextDate: '2027-01-26' })).toBe('12months');
  });
});

describe('what a changed level changes', () => {
  it('compares R with C by number', () => {
    expect(levelNumber('C3')).toBe(3);
    expect(levelNumber('R5')).toBe(5);
    expect(levelNumber('X1')).toBe(0);
    // A level is the letter and one digit, nothing around them (the bank's codes: C1–C5, R1–R5).
    expect(levelNumber('C35')).toBe(0);
    expect(levelNumber('PR3')).toBe(0);
    expect(isLevelAbove('R2', 'C1')).toBe(true);
    expect(isLevelAbove('R1', 'C1')).toBe(false);
    expect(isLevelAbove('R?', 'C1')).toBe(false);
    expect(isLevelAbove('R2', 'C?')).toBe(false);
  });
  it('lists the products above the new level, in their order; one without a level is not', () => {
    const held = [{ prdCode: 'A', riskLevel: 'R1' }, { prdCode: 'B', riskLevel: 'R3' }, { prdCode: 'C' }, { prdCode: 'D', riskLevel: 'R2' }];
    expect(productsAbove('C1', held).map((p) => p.prdCode)).toEqual(['B', 'D']);
    expect(productsAbove('C5', held)).toEqual([]);
  });
  it('says whether the level went down', () => {
    expect(isLowered('C3', 'C1')).toBe(true);
    expect(isLowered('C3', 'C5')).toBe(false);
    expect(isLowered('C3', 'C3')).toBe(false);
  });
});
