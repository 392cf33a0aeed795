import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/money';
import { bottomBarOf } from './bottom-bar';
import { saleLabelOf, saleNoticeOf, saleStateOf, type NotOnSale } from './sale-state';

describe('sale state (SPEC §2 bottom bar, §4 status 4 or 5)', () => {
  const today = '20261122';
  const product = (overrides: Partial<{ remainAmt: string; prdStatus: string; ipoStartDate: string }>) => ({
    remainAmt: parseAmount(overrides.remainAmt ?? '1000.00')!,
    prdStatus: overrides.prdStatus ?? '0',
    ipoStartDate: overrides.ipoStartDate ?? '20261101',
    formatIpoStartDate: '2026-12-02',
  });

  it.each([
    [{}, { kind: 'onSale' }],
    [{ prdStatus: '1' }, { kind: 'onSale' }],
    [{ prdStatus: '3' }, { kind: 'onSale' }],
    [{ prdStatus: '6' }, { kind: 'onSale' }],
    [{ ipoStartDate: '20261122' }, { kind: 'onSale' }],
    [{ remainAmt: '0.01' }, { kind: 'onSale' }],
    [{ remainAmt: '0.00' }, { kind: 'soldOut' }],
    [{ remainAmt: '0' }, { kind: 'soldOut' }],
    [{ remainAmt: '0', prdStatus: '4' }, { kind: 'soldOut' }],
    [{ remainAmt: '0', prdStatus: '5', ipoStartDate: '20261202' }, { kind: 'soldOut' }],
    [{ remainAmt: '0', ipoStartDate: '20261202' }, { kind: 'soldOut' }],
    [{ prdStatus: '4' }, { kind: 'unavailable', status: '4' }],
    [{ prdStatus: '5' }, { kind: 'unavailable', status: '5' }],
    [{ prdStatus: '4', ipoStartDate: '20261202' }, { kind: 'unavailable', status: '4' }],
    [{ ipoStartDate: '20261123' }, { kind: 'preSale', opensOn: '2026-12-02' }],
    [{ ipoStartDate: '20261202', prdStatus: '1' }, { kind: 'preSale', opensOn: '2026-12-02' }],
  ])('%j → %j', (overrides, state) => expect(saleStateOf(product(overrides), today)).toEqual(state));

  it.each<[NotOnSale, string, string]>([
    [{ kind: 'soldOut' }, '已售罄', '已售罄'],
    [{ kind: 'unavailable', status: '4' }, '暂停交易，暂不可购买', '暂停交易，暂不可购买'],
    [{ kind: 'unavailable', status: '5' }, '封闭期内，暂不可购买', '封闭期内，暂不可购买'],
    [{ kind: 'preSale', opensOn: '2026-12-02' }, '2026-12-02 开售', '未开售，2026-12-02 开售'],
  ])('%j: the bar says %s, a page instead of the amount %s', (state, label, notice) => {
    expect(saleLabelOf(state)).toBe(label);
    expect(saleNoticeOf(state)).toBe(notice);
  });

  it('the detail bar says what the sale state says, in the same words', () => {
    for (const overrides of [{ remainAmt: '0' }, { prdStatus: '4' }, { prdStatus: '5' }, { ipoStartDate: '20261202' }]) {
      const state = saleStateOf(product(overrides), today) as NotOnSale;
      expect(bottomBarOf(product(overrides), today)).toEqual({ kind: state.kind, text: saleLabelOf(state) });
    }
  });

  describe('the bottom bar (SPEC §2)', () => {
    it.each([
      [{}, 'buy', '立即购买'],
      [{ prdStatus: '1' }, 'buy', '立即购买'],
      [{ ipoStartDate: '20261122' }, 'buy', '立即购买'],
      [{ remainAmt: '0.00' }, 'soldOut', '已售罄'],
      [{ remainAmt: '0', prdStatus: '4', ipoStartDate: '20261202' }, 'soldOut', '已售罄'],
      [{ prdStatus: '4' }, 'unavailable', '暂停交易，暂不可购买'],
      [{ prdStatus: '5', ipoStartDate: '20261202' }, 'unavailable', '封闭期内，暂不可购买'],
      [{ ipoStartDate: '20261202', prdStatus: '1' }, 'preSale', '2026-12-02 开售'],
    ])('%j → %s %s', (overrides, kind, text) => expect(bottomBarOf(product(overrides), today)).toEqual({ kind, text }));
  });
});
