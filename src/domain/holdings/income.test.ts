import { describe, expect, it } from 'vitest';
import { decimalText, parseAmount, type Money } from '../money/money';
import type { Holding } from './holding';
import { parseShares } from './shares';
import { incomeByHolding, NOT_HELD_CODE, ratioText } from './income';
import { PAYOUT_METHOD_TEXT } from './payouts';
import { isCashManagement } from '../catalog/product-texts';
import { assetSummary, oldestFirst } from './asset-history';

const m = (text: string): Money => parseAmount(text)!;

const holding = (prdCode: string, totalIncome: string, lastIncome: string): Holding => ({
  prdCode, prdName: prdCode, prdTemplate: 'D310', currentFlag: '0', vol: parseShares('100.00')!, amt: m('100.00'), cost: m('100.00'),
  totalIncome: m(totalIncome), lastIncome: m(lastIncome), nav: '', navDate: '', divMode: '0', endDate: '', minHoldVol: parseShares('0')!,
  redeemable: true, redeemNote: '', fastRedeemable: false,
});

describe('incomeByHolding', () => {
  it('sorts by 累计收益 high to low, then 昨日收益, then product code, and adds both up exactly', () => {
    const { holdings, totalIncome, lastIncome } = incomeByHolding([
      holding('CUR0000001', '356.20', '1.52'), holding('EXP0000001', '1232.88', '9.59'), holding('B', '356.20', '1.60'),
      holding('A', '356.20', '1.52'), holding('NEG', '-12.30', '-0.01'),
    ]);
    expect(holdings.map((h) => h.prdCode)).toEqual(['EXP0000001', 'B', 'A', 'CUR0000001', 'NEG']);
    expect(decimalText(totalIncome)).toBe('2289.18');
    expect(decimalText(lastIncome)).toBe('14.22');
  });

  it('keeps equal incomes in product-code order, whatever order the bank lists them in', () => {
    const { holdings } = incomeByHolding([holding('C', '1.00', '0.10'), holding('A', '1.00', '0.10'), holding('B', '1.00', '0.10')]);
    expect(holdings.map((h) => h.prdCode)).toEqual(['A', 'B', 'C']);
  });

  it('has nothing and zero totals for no holdings', () => {
    expect(incomeByHolding([])).toEqual({ holdings: [], totalIncome: m('0'), lastIncome: m('0') });
  });
});

describe('cash management', () => {
  it('is the D310 template only', () => {
    expect(isCashManagement('D310')).toBe(true);
    expect(['D311', 'D300', 'D100', ''].map(isCashManagement)).toEqual([false, false, false, false]);
  });

  it('shows 七日年化 as the bank writes it, with a percent sign', () => {
    expect(ratioText('1.8520')).toBe('1.8520%');
    expect(ratioText('')).toBe('--');
  });
});

describe('assetSummary', () => {
  const day = (date: string, amount: string) => ({ date, totAsset: m(amount) });

  it('names the latest, highest and lowest day, in whatever order the days come', () => {
    const days = [day('2026-11-20', '104000.00'), day('2026-11-22', '105000.00'), day('2026-11-21', '103999.99'), day('2026-11-19', '105000.01')];
    expect(assetSummary(days)).toEqual({ latest: days[1], highest: days[3], lowest: days[2] });
    expect(oldestFirst(days).map((d) => d.date)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('names the most recent of the days that share the highest or the lowest figure', () => {
    const days = [day('2026-11-20', '10.00'), day('2026-11-21', '10.00'), day('2026-11-22', '9.00'), day('2026-11-18', '9.00')];
    expect(assetSummary(days)).toMatchObject({ highest: { date: '2026-11-21' }, lowest: { date: '2026-11-22' }, latest: { date: '2026-11-22' } });
  });

  it('is null without days', () => {
    expect(assetSummary([])).toBeNull();
  });
});

describe('what the bank says of a holding and a payout', () => {
  it('knows E2A02 as a product the customer does not hold (mock-server/README.md)', () => expect(NOT_HELD_CODE).toBe('E2A02'));

  it('words a dividend\'s method as SPEC §3\'s dividend options: 0 reinvested, 1 paid in cash', () => {
    expect(PAYOUT_METHOD_TEXT).toEqual({ '0': '红利再投资', '1': '现金分红' });
  });
});
