import { describe, expect, it } from 'vitest';
import { ZERO } from '../money/money';
import type { Product } from './product';
import { contrastRowOf, isSeriesCode, seriesProducts } from './series-contrast';

const product = (overrides: Partial<Product>): Product => ({
  prdCode: 'EXP0000001', prdName: '安心收益180天', prdTemplate: 'D100', prdCategory: '0', prdKind: 'term', taCode: 'BANK', taName: '本行',
  riskLevel: 'R2', riskName: '中低风险', pfirstAmt: ZERO, formatPfirstAmt: '1万元', pAddAmt: ZERO, remainAmt: ZERO, investAmt: ZERO,
  formatModelComment: '3.10%-3.60%', yearClientRatio: '3.3500', yearClientRatioDesc: '', nav: '1.0000', navDate: '2026-11-21',
  investDays: 180, cycleDays: 0, curCycleDate: '', nextCycleDate: '', divMode: '0', ipoStartDate: '20261101', formatIpoStartDate: '2026-11-01',
  formatIpoEndDate: '2026-11-10', estabDate: '2026-11-11', endDate: '2027-05-10', prdStatus: '0', isPrivate: false, isSignature: false, isAutoInvest: false, seriesCode: 'AXSY',
  ...overrides,
});

describe('series code', () => {
  it.each([['AXSY', true], ['KD100', true], ['', false], [null, false], [undefined, false], ['AX SY', false], ['<b>', false], ['A'.repeat(17), false]])(
    '%s is a series code: %s', (code, valid) => expect(isSeriesCode(code)).toBe(valid));
});

describe('the products of a series', () => {
  it('term products first, then demand ones, each once, in the bank\'s order', () => {
    const a = product({ prdCode: 'A' });
    const b = product({ prdCode: 'B' });
    const c = product({ prdCode: 'C', prdKind: 'demand' });
    expect(seriesProducts([b, a], [c, a]).map((p) => p.prdCode)).toEqual(['B', 'A', 'C']);
  });
});

describe('a product\'s row in the comparison', () => {
  it('has the headline figure, term, risk and minimum purchase, and links to its detail page', () =>
    expect(contrastRowOf(product({}), 'EXP0000001')).toEqual({
      prdCode: 'EXP0000001', name: '安心收益180天', yieldValue: '3.10%-3.60%', yieldLabel: '业绩比较基准', term: '180天', risk: '中低风险', riskLevel: 'R2',
      minPurchase: '1万元', current: true, detail: { pathname: '/expected', search: '?prdCode=EXP0000001' },
    }));

  it('is not the current product when another was opened, or none', () => {
    expect(contrastRowOf(product({}), 'SOLD000001').current).toBe(false);
    expect(contrastRowOf(product({}), null).current).toBe(false);
  });

  it('keeps 首发热销 in place of the figure and reads -- for what is missing', () => {
    const row = contrastRowOf(product({ yearClientRatioDesc: '首发热销', investDays: 0, riskName: '', formatPfirstAmt: '' }), null);
    expect([row.yieldValue, row.yieldLabel, row.term, row.risk, row.minPurchase]).toEqual(['首发热销', '', '--', '--', '--']);
  });

  it('has no detail link for a template the store does not know', () => expect(contrastRowOf(product({ prdTemplate: 'D999' }), null).detail).toBeNull());
});
