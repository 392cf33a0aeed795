import { describe, expect, it } from 'vitest';
import { parseAmount, type Money } from '../money/money';
import {
  cycleDetailPageOf, cycleName, daysBetween, expectedIncomeOf, groupByFamily, incomeOver, nextOpening, ratioMillionths, REGULAR_FAMILIES, regularFamilyInfo, regularFamilyOf, regularPageOf,
} from './regular';
import { FORBIDDEN_PROMISES } from '../catalog/disclosure';

const m = (text: string): Money => parseAmount(text)!;
const term = (prdCode: string, prdTemplate: string, currentFlag: '0' | '1' = '1') => ({ prdCode, prdTemplate, currentFlag });

describe('regularFamilyOf and regularPageOf', () => {
  it.each([
    ['D100', '预期收益型', '/mineExcepted?prdCode=X1'],
    ['D102', '预期收益型', '/mineExcepted?prdCode=X1'],
    ['D303', '封闭式净值型', '/regularClosedNetworth?prdCode=X1'],
    ['D301', '定期开放净值型', '/regularOpenedNetworth?prdCode=X1'],
    ['D306', '周期型', '/regularCustCycle?prdCode=X1'],
  ])('a term %s holding is %s, shown on its family page', (template, name, page) => {
    expect(regularFamilyOf(term('X1', template))?.name).toBe(name);
    expect(regularPageOf(term('X1', template))).toBe(page);
  });

  it('gives no family page to a demand holding (the tiered D100) or a term product of no family (D300)', () => {
    expect(regularPageOf(term('GEAR000001', 'D100', '0'))).toBeNull();
    expect(regularPageOf(term('NWC0000001', 'D300'))).toBeNull();
    expect(regularPageOf(term('CUR0000001', 'D310', '0'))).toBeNull();
  });

  it('escapes the code in the address, and names a cycle by its number', () => {
    expect(regularPageOf(term('A&B', 'D306'))).toBe('/regularCustCycle?prdCode=A%26B');
    expect(cycleDetailPageOf('CYC0000001', 3)).toBe('/custCycleVoldetail?prdCode=CYC0000001&cycleNo=3');
    expect(cycleName(12)).toBe('第12期');
  });

  it('finds each family by its name', () => {
    expect(regularFamilyInfo('closed').name).toBe('封闭式净值型');
    expect(regularFamilyInfo('expected').name).toBe('预期收益型');
  });

  it('groups term holdings in the families\' order, keeps those of no family apart and leaves demand holdings out', () => {
    const grouped = groupByFamily([term('C', 'D306'), term('A', 'D100'), term('N', 'D300'), term('B', 'D102'), term('G', 'D100', '0'), term('O', 'D301')]);
    expect(grouped.families.map((group) => [group.info.name, group.holdings.map((h) => h.prdCode)])).toEqual([
      ['预期收益型', ['A', 'B']], ['定期开放净值型', ['O']], ['周期型', ['C']],
    ]);
    expect(grouped.others.map((h) => h.prdCode)).toEqual(['N']);
  });
});

describe('incomeOver: amount × yearClientRatio% × days / 365, exact, rounded down', () => {
  it.each([
    // 30,000.00 × 3.35% × 158 / 365 = 435.0410… → 435.04
    ['30000.00', '3.3500', 158, '435.04'],
    // 20,000.00 × 3.22% × 71 / 365 = 125.2712… → 125.27
    ['20000.00', '3.2200', 71, '125.27'],
    // 10,000.00 × 2.95% × 28 / 365 = 22.6301… → 22.63
    ['10000.00', '2.95', 28, '22.63'],
    // 0.01 × 3.35% × 365 / 365 = 0.000335 → 0.00 (never rounded up)
    ['0.01', '3.3500', 365, '0.00'],
    // 99,999,999.99 × 4.9999% × 1 / 365: exact in bigint, no float drift → 13,698.35
    ['99999999.99', '4.9999', 1, '13698.35'],
    ['50000.00', '3.3500', 0, '0.00'],
    ['50000.00', '3.3500', -3, '0.00'],
    // A rate of 10 % or more, and one the bank writes without decimals.
    ['10000.00', '12.5', 365, '1250.00'],
    ['10000.00', '4', 365, '400.00'],
    // The bank's figure with spaces around it.
    ['10000.00', ' 3.35 ', 365, '335.00'],
    // Nothing held earns nothing, and less than nothing earns nothing either.
    ['-10000.00', '3.3500', 365, '0.00'],
  ])('%s at %s per cent for %i days is %s', (amount, ratio, days, income) => expect(incomeOver(m(amount), ratio, days)).toEqual(m(income)));

  it.each(['', '3.35%', 'abc', '1.23456', '-1'])('cannot work with the rate %j', (ratio) => {
    expect(ratioMillionths(ratio)).toBeNull();
    expect(incomeOver(m('100.00'), ratio, 10)).toBeNull();
  });
});

describe('expectedIncomeOf', () => {
  it('counts the days to the maturity date', () => {
    expect(expectedIncomeOf(m('30000.00'), { yearClientRatio: '3.3500', endDate: '2027-04-30', nextCycleDate: '' }, '2026-11-23'))
      .toEqual({ endDate: '2027-04-30', remainingDays: 158, income: m('435.04') });
  });

  it('counts a periodic product\'s days to the end of its current period', () => {
    expect(expectedIncomeOf(m('20000.00'), { yearClientRatio: '3.2200', endDate: '', nextCycleDate: '2027-02-02' }, '2026-11-23'))
      .toEqual({ endDate: '2027-02-02', remainingDays: 71, income: m('125.27') });
  });

  it('expects nothing more once the day has come, and cannot say without a day', () => {
    expect(expectedIncomeOf(m('30000.00'), { yearClientRatio: '3.3500', endDate: '2026-11-01', nextCycleDate: '' }, '2026-11-23')).toEqual({ endDate: '2026-11-01', remainingDays: 0, income: m('0') });
    expect(expectedIncomeOf(m('30000.00'), { yearClientRatio: '3.3500', endDate: '', nextCycleDate: '' }, '2026-11-23')).toEqual({ endDate: '', remainingDays: null, income: null });
  });

  it('counts days across a leap day', () => expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2));

  it.each([
    ['2026-1-5', '2026-11-23'], ['2026-11-23', '2027-4-30'], ['2026-11-23 10:00', '2027-04-30'], ['2026-11-23', '2027-04-30T00:00'], ['12026-11-23', '2027-04-30'], ['2026-11-23', '12027-04-30'],
  ])('counts only YYYY-MM-DD days: %s to %s is none', (from, to) => expect(daysBetween(from, to)).toBeNull());
});

describe('nextOpening', () => {
  const dates = [
    { cycleDays: 91, curCycleDate: '2026-08-05', nextCycleDate: '2026-11-04' },
    { cycleDays: 91, curCycleDate: '2026-11-04', nextCycleDate: '2027-02-03' },
  ];
  it('is the first opening from today on', () => {
    expect(nextOpening(dates, '2026-11-23')).toEqual(dates[1]);
    expect(nextOpening(dates, '2026-11-04')).toEqual(dates[0]);
    expect(nextOpening(dates, '2027-03-01')).toBeNull();
    expect(nextOpening([], '2026-11-23')).toBeNull();
  });
});

describe("each regular family's meaning, as /regular and /introduction say it", () => {
  // When the customer's money can move is what tells the families apart; and a benchmark is not a return.
  it.each([
    ['expected', '期间不能赎回', '业绩比较基准不代表实际收益'],
    ['closed', '封闭期内不开放申购和赎回', '可能上涨也可能下跌'],
    ['periodicOpen', '只在开放日办理申购和赎回', '净值的涨跌'],
    ['cycle', '每个周期结束时结算该周期的收益', '直到您赎回'],
  ])('%s says when money moves and what its return is', (family, moves, returns) => {
    const { meaning } = REGULAR_FAMILIES.find((info) => info.family === family)!;
    expect(meaning).toContain(moves);
    expect(meaning).toContain(returns);
  });

  it('promises nothing a regulator forbids', () => {
    for (const { meaning } of REGULAR_FAMILIES) for (const word of FORBIDDEN_PROMISES) expect(meaning).not.toContain(word);
  });
});
