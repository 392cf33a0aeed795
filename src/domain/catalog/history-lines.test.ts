import { describe, expect, it } from 'vitest';
import { hasMoreLines, moneyFundRow, moneyFundRowsNewestFirst, pastPeriodRow, percentText, periodDatesText, quotationRow } from './history-lines';

describe('percent text of a historical yield', () => {
  it.each([
    ['3.62', '3.62%'],
    ['1.8520', '1.8520%'],
    ['3.45%', '3.45%'],
    [' 2.10 ', '2.10%'],
    ['-0.12', '-0.12%'],
    ['', '--'],
    [undefined, '--'],
  ])('%s → %s', (value, text) => expect(percentText(value)).toBe(text));
});

describe('history lines as the tables show them', () => {
  it('a net value: date, unit and cumulative net value as the bank sends them', () =>
    expect(quotationRow({ issDate: '2026-11-21', nav: '1.0325', totNav: '1.0512' })).toEqual(['2026-11-21', '1.0325', '1.0512']));

  it('a missing net value reads --', () => expect(quotationRow({ issDate: '2026-11-21', nav: '', totNav: '' })).toEqual(['2026-11-21', '--', '--']));

  it('a past period: its number, its dates, the benchmark then and what it realised', () =>
    expect(pastPeriodRow({ periodNo: '第12期', startDate: '2026-05-25', endDate: '2026-11-21', formatModelComment: '3.10%-3.60%', actualRatio: '3.45%' }))
      .toEqual(['第12期', '2026-05-25至2026-11-21', '3.10%-3.60%', '3.45%']));

  it('a past period without a benchmark or yield says so', () =>
    expect(pastPeriodRow({ periodNo: '第1期', startDate: '2025-01-01', endDate: '2025-03-31', formatModelComment: '', actualRatio: '' }))
      .toEqual(['第1期', '2025-01-01至2025-03-31', '--', '--']));

  it.each([
    [{ startDate: '2025-01-01', endDate: '' }, '2025-01-01'],
    [{ startDate: '', endDate: '2025-03-31' }, '2025-03-31'],
    [{ startDate: '', endDate: '' }, '--'],
  ])('dates %o → %s', (dates, text) => expect(periodDatesText(dates)).toBe(text));

  it('a money-fund day: the seven-day yield gets its percent sign, the income per 10,000 shares stays', () =>
    expect(moneyFundRow({ issDate: '2026-11-21', values: { sevenDayRatioFormat: '1.8520', tenThousandIncomeFormat: '0.5071' } }))
      .toEqual(['2026-11-21', '1.8520%', '0.5071']));

  it('a money-fund day missing a figure reads --', () =>
    expect(moneyFundRow({ issDate: '2026-11-21', values: {} })).toEqual(['2026-11-21', '--', '--']));

  it('money-fund days come oldest first and are listed newest first', () => {
    const points = ['2026-11-19', '2026-11-20', '2026-11-21'].map((issDate) => ({ issDate, values: { sevenDayRatioFormat: '1.8', tenThousandIncomeFormat: '0.5' } }));
    expect(moneyFundRowsNewestFirst(points).map(([date]) => date)).toEqual(['2026-11-21', '2026-11-20', '2026-11-19']);
    expect(points[0].issDate).toBe('2026-11-19');
  });

  it.each([[20, 365, true], [365, 365, false], [0, 0, false], [12, 12, false]])('%i of %i shown: more %s', (shown, total, more) =>
    expect(hasMoreLines(shown, total)).toBe(more));
});
