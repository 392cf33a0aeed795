import { describe, expect, it } from 'vitest';
import { RISK_IN_PLAIN_WORDS, riskInPlainWords } from './risk-in-plain-words';

describe('a product risk level in plain words', () => {
  it('has one sentence for each of R1 to R5, each saying money can be lost, and no promise of safety', () => {
    expect(Object.keys(RISK_IN_PLAIN_WORDS)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    Object.values(RISK_IN_PLAIN_WORDS).forEach((text) => {
      expect(text.match(/。/g)).toHaveLength(1);
      expect(text.endsWith('。')).toBe(true);
      expect(text).toMatch(/亏损/);
      expect(text).not.toMatch(/保本|无风险|不会亏/);
    });
  });

  it('reads the level from riskLevel, else from the code in riskName', () => {
    expect(riskInPlainWords({ riskLevel: 'R3', riskName: '中风险(R3)' })).toBe('可能亏损部分本金，收益波动较大。');
    expect(riskInPlainWords({ riskLevel: '', riskName: '中低风险(R2)' })).toBe(RISK_IN_PLAIN_WORDS.R2);
  });

  it('says nothing for a level it does not know', () => {
    expect(riskInPlainWords({ riskLevel: 'R9', riskName: '' })).toBeNull();
    expect(riskInPlainWords({ riskLevel: '', riskName: '中风险' })).toBeNull();
  });
});
