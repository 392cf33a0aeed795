import { describe, expect, it } from 'vitest';
import type { RiskRecord } from './risk-record';
import { riskStandingOf } from './risk-level';
import { figureFor, isAboveLevel, mayRecommend, productLevelOf, type KnownStanding } from './suitability';

const record = (riskLevel: string): RiskRecord => ({ riskLevel, riskName: '', evaluatedAt: '2026-08-24', expiryDate: '2027-08-24', counterRiskFlag: '1' });
const current = (riskLevel: string): KnownStanding => riskStandingOf(record(riskLevel), '2026-11-26');
const product = (riskLevel: string, more: Partial<Parameters<typeof figureFor>[0]> = {}) => ({
  riskLevel, riskName: '', yearClientRatio: '3.2000', yearClientRatioDesc: '', formatModelComment: '', prdTemplate: 'D300', estabDate: '2024-06-01', navDate: '2026-11-21', ...more,
});
const hot = (riskLevel: string, more: Partial<Parameters<typeof figureFor>[0]> = {}) => product(riskLevel, { yearClientRatioDesc: '首发热销', yearClientRatio: '0.0000', ...more });

describe("a product above the customer's level (Art. 13)", () => {
  it('is one whose R level is higher than the valid C level; equal or lower fits', () => {
    expect(isAboveLevel(product('R2'), current('C1'))).toBe(true);
    expect(isAboveLevel(product('R5'), current('C4'))).toBe(true);
    expect(isAboveLevel(product('R1'), current('C1'))).toBe(false);
    expect(isAboveLevel(product('R3'), current('C3'))).toBe(false);
    expect(isAboveLevel(product('R1'), current('C5'))).toBe(false);
  });

  it('reads the level from the risk name when the product has no riskLevel', () => {
    expect(productLevelOf({ riskLevel: '', riskName: '中风险(R3)' })).toBe(3);
    expect(isAboveLevel({ riskLevel: '', riskName: '中风险(R3)' }, current('C2'))).toBe(true);
  });

  it('cannot be said without a valid level, or of a product without a level', () => {
    expect(isAboveLevel(product('R5'), null)).toBe(false);
    expect(isAboveLevel(product('R5'), { kind: 'none' })).toBe(false);
    expect(isAboveLevel(product('R5'), riskStandingOf(record('C1'), '2027-08-24'))).toBe(false);
    expect(isAboveLevel(product(''), current('C1'))).toBe(false);
  });
});

describe('a recommendation mark (首发热销)', () => {
  it('is shown only to a customer whose valid level reaches the product', () => {
    expect(mayRecommend(product('R2'), current('C2'))).toBe(true);
    expect(mayRecommend(product('R2'), current('C1'))).toBe(false);
  });

  it('is not shown while the level is unknown, missing or expired, nor for a product without a level', () => {
    expect(mayRecommend(product('R1'), null)).toBe(false);
    expect(mayRecommend(product('R1'), { kind: 'none' })).toBe(false);
    expect(mayRecommend(product('R1'), riskStandingOf(record('C5'), '2027-08-24'))).toBe(false);
    expect(mayRecommend(product(''), current('C5'))).toBe(false);
  });
});

describe('the headline figure for the customer', () => {
  it('is 首发热销 where it may be recommended', () => {
    expect(figureFor(hot('R2'), current('C3'))).toEqual({ label: '', value: '首发热销', date: '' });
  });

  it('is -- under the figure\'s name for a new issue without a figure, where the mark is withheld', () => {
    expect(figureFor(hot('R2'), current('C1'))).toEqual({ label: '近一年年化收益率', value: '--', date: '' });
    expect(figureFor(hot('R2'), null)).toEqual({ label: '近一年年化收益率', value: '--', date: '' });
  });

  it('says, for a new issue not yet established, what its past-performance panel says, where the mark is withheld', () => {
    expect(figureFor(hot('R2', { estabDate: '2026-11-28' }), current('C1'))).toEqual({ label: '产品尚未成立，暂无过往业绩', value: '--', date: '' });
  });

  it("is the product's ordinary figure where it has one", () => {
    expect(figureFor(hot('R2', { formatModelComment: '3.10%-3.60%' }), current('C1'))).toEqual({ label: '业绩比较基准', value: '3.10%-3.60%', date: '' });
    expect(figureFor(hot('R2', { yearClientRatio: '3.4100' }), { kind: 'none' })).toEqual({ label: '近一年年化收益率', value: '3.4100%', date: '2026-11-21' });
  });

  it('leaves a product without the mark as it is, whatever the level', () => {
    expect(figureFor(product('R5'), current('C1'))).toEqual({ label: '近一年年化收益率', value: '3.2000%', date: '2026-11-21' });
    expect(figureFor(product('R1', { prdTemplate: 'D310', yearClientRatio: '1.8520' }), null)).toEqual({ label: '七日年化收益率', value: '1.8520%', date: '2026-11-21' });
  });
});
