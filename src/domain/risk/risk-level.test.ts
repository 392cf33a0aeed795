import { describe, expect, it } from 'vitest';
import { RISK_LEVEL_DESCRIPTIONS, riskDescOf, riskStandingOf } from './risk-level';
import type { RiskRecord } from './risk-record';

const record: RiskRecord = { riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2026-08-24', expiryDate: '2027-08-24', counterRiskFlag: '1' };

describe('what a risk level means', () => {
  it('has one sentence for each of C1 to C5, naming the product levels that fit, and no promise of safety', () => {
    expect(Object.keys(RISK_LEVEL_DESCRIPTIONS)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
    Object.entries(RISK_LEVEL_DESCRIPTIONS).forEach(([level, text], i) => {
      expect(text.match(/。/g), level).toHaveLength(1);
      expect(text.endsWith('。')).toBe(true);
      expect(text).toContain(i < 4 ? `R${i + 1}` : 'R5');
      expect(text).not.toMatch(/保本|无风险/);
    });
  });

  it('takes the bank\'s riskDesc when it sends one, else the table\'s', () => {
    expect(riskDescOf(record)).toBe(RISK_LEVEL_DESCRIPTIONS.C3);
    expect(riskDescOf({ ...record, riskDesc: '银行的说明' })).toBe('银行的说明');
    expect(riskDescOf({ ...record, riskLevel: 'C9' })).toBe('');
  });
});

describe('where the customer stands', () => {
  it('is unassessed without a record, current before the expiry date, expired from it on', () => {
    expect(riskStandingOf(null, '2026-11-22')).toEqual({ kind: 'none' });
    expect(riskStandingOf(record, '2027-08-23')).toEqual({ kind: 'current', record });
    expect(riskStandingOf(record, '2027-08-24')).toEqual({ kind: 'expired', record });
  });
});
