import { describe, expect, it } from 'vitest';
import { QUALIFICATION_MESSAGES } from '../errors/form-messages';
import { buyerSteps, isHighRisk, needsElderCare, qualificationProblem } from './buyer-steps';

const TODAY = '2026-11-26';
const ELDER = '110101195803151234';
const YOUNGER = '110101199003071001';
const product = (riskLevel: string, isPrivate = false) => ({ riskLevel, riskName: `风险(${riskLevel})`, isPrivate });

describe('buyerSteps', () => {
  it('asks an older customer to take the care step for R4 and R5 only', () => {
    expect(['R1', 'R2', 'R3', 'R4', 'R5'].map((level) => needsElderCare(ELDER, product(level), TODAY))).toEqual([false, false, false, true, true]);
    expect(needsElderCare(YOUNGER, product('R5'), TODAY)).toBe(false);
  });

  it('reads the level from the risk name when the code is missing', () => {
    expect(isHighRisk({ riskLevel: '', riskName: '中高风险(R4)' })).toBe(true);
    expect(isHighRisk({ riskLevel: '', riskName: '中风险(R3)' })).toBe(false);
  });

  it('asks for the qualified-investor confirmation before a private product only until it is confirmed', () => {
    expect(buyerSteps(product('R4', true), YOUNGER, false, TODAY)).toEqual(['qualifiedInvestor']);
    expect(buyerSteps(product('R4', true), YOUNGER, true, TODAY)).toEqual([]);
    expect(buyerSteps(product('R3', false), YOUNGER, false, TODAY)).toEqual([]);
  });

  it('puts the qualified-investor confirmation before the older customer\'s care', () => {
    expect(buyerSteps(product('R4', true), ELDER, false, TODAY)).toEqual(['qualifiedInvestor', 'elderCare']);
  });
});

describe('qualificationProblem', () => {
  const declare = (over: object = {}) => qualificationProblem({ experienced: true, basis: 'assets', amountWan: '500', ...over });

  it('accepts two years\' experience with one of the thresholds met', () => {
    expect(declare()).toBeNull();
    expect(declare({ basis: 'netAssets', amountWan: '300' })).toBeNull();
    expect(declare({ basis: 'income', amountWan: '40' })).toBeNull();
  });

  it('does not count the spaces a paste leaves around the figure', () => {
    expect(declare({ amountWan: ' 500 ' })).toBeNull();
    expect(declare({ amountWan: ' 499 ' })).toBe('家庭金融资产须不低于500万元，未达到合格投资者标准');
  });

  it('refuses what falls short, in words', () => {
    expect(declare({ experienced: false })).toBe(QUALIFICATION_MESSAGES.inexperienced);
    expect(declare({ basis: null })).toBe(QUALIFICATION_MESSAGES.noBasis);
    expect(declare({ amountWan: '' })).toBe(QUALIFICATION_MESSAGES.amount);
    expect(declare({ amountWan: '12.5' })).toBe(QUALIFICATION_MESSAGES.amount);
    expect(declare({ amountWan: '499' })).toBe('家庭金融资产须不低于500万元，未达到合格投资者标准');
    expect(declare({ basis: 'netAssets', amountWan: '299' })).toBe('家庭金融净资产须不低于300万元，未达到合格投资者标准');
    expect(declare({ basis: 'income', amountWan: '39' })).toBe('近3年本人年均收入须不低于40万元，未达到合格投资者标准');
  });
});
