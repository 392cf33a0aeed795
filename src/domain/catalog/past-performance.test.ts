import { describe, expect, it } from 'vitest';
import { performancePlan } from './past-performance';

const NAV_DATE = '2026-11-21';
const since = (startDate: string) => ({ kind: 'sinceInception', startDate, endDate: NAV_DATE });
const year = (y: number) => ({ kind: 'year', year: y, startDate: `${y}-01-01`, endDate: `${y}-12-31` });
const plan = (estabDate: string, navDate = NAV_DATE, cash = false) => performancePlan({ estabDate, navDate, cash });

describe('performancePlan: the periods by the product\'s age (CBA code 2023-11)', () => {
  it.each([
    ['a day under a month: nothing yet, shown from its first month', '2026-10-22', { kind: 'tooYoung', estabDate: '2026-10-22', shownFrom: '2026-11-22' }],
    ['established this week', '2026-11-18', { kind: 'tooYoung', estabDate: '2026-11-18', shownFrom: '2026-12-18' }],
    ['exactly a month: since inception', '2026-10-21', { kind: 'periods', periods: [since('2026-10-21')] }],
    ['under a year: since inception only', '2025-11-22', { kind: 'periods', periods: [since('2025-11-22')] }],
    ['a year old but no full calendar year yet: since inception', '2025-11-21', { kind: 'periods', periods: [since('2025-11-21')] }],
    ['one to six years: since inception and every full year, newest first', '2023-06-25', { kind: 'periods', periods: [since('2023-06-25'), year(2025), year(2024)] }],
    ['established on 1 January: that year is full', '2024-01-01', { kind: 'periods', periods: [since('2024-01-01'), year(2025), year(2024)] }],
    ['a day under six years: every full year (five)', '2020-11-22', { kind: 'periods', periods: [since('2020-11-22'), year(2025), year(2024), year(2023), year(2022), year(2021)] }],
    ['six years and more: the last five full years', '2019-08-13', { kind: 'periods', periods: [since('2019-08-13'), year(2025), year(2024), year(2023), year(2022), year(2021)] }],
    ['twenty years: still the last five', '2006-01-01', { kind: 'periods', periods: [since('2006-01-01'), year(2025), year(2024), year(2023), year(2022), year(2021)] }],
    ['not established yet', '2026-12-01', { kind: 'none' }],
    ['no dates', '', { kind: 'none' }],
  ])('%s', (_, estabDate, expected) => {
    expect(plan(estabDate)).toEqual(expected);
  });

  it('valued on 31 December: that year is full', () => {
    expect(plan('2023-06-25', '2025-12-31')).toEqual({ kind: 'periods', periods: [{ kind: 'sinceInception', startDate: '2023-06-25', endDate: '2025-12-31' }, year(2025), year(2024)] });
  });

  it('a cash-management product is shown by its seven-day figures, whatever its age', () => {
    expect(plan('2026-11-18', NAV_DATE, true)).toEqual({ kind: 'cash' });
    expect(plan('2019-08-13', NAV_DATE, true)).toEqual({ kind: 'cash' });
  });

  it('never a period under one month', () => {
    for (let d = 1; d < 4000; d += 7) {
      const estab = new Date(Date.UTC(2026, 10, 21 - d)).toISOString().slice(0, 10);
      const result = plan(estab);
      if (result.kind !== 'periods') continue;
      for (const p of result.periods) expect(new Date(p.endDate).getTime() - new Date(p.startDate).getTime()).toBeGreaterThanOrEqual(27 * 86_400_000);
    }
  });
});

describe('performancePlan: month ends and leap days', () => {
  it.each([
    ['31 January: its first month ends on the last day of February', '2026-01-31', '2026-02-27', { kind: 'tooYoung', estabDate: '2026-01-31', shownFrom: '2026-02-28' }],
    ['31 January, valued 28 February: a month', '2026-01-31', '2026-02-28', { kind: 'periods', periods: [{ kind: 'sinceInception', startDate: '2026-01-31', endDate: '2026-02-28' }] }],
    ['29 February, a year on (28 February): no full calendar year yet', '2024-02-29', '2025-02-28', { kind: 'periods', periods: [{ kind: 'sinceInception', startDate: '2024-02-29', endDate: '2025-02-28' }] }],
    ['29 February, valued the day before its first birthday: under a year', '2024-02-29', '2025-02-27', { kind: 'periods', periods: [{ kind: 'sinceInception', startDate: '2024-02-29', endDate: '2025-02-27' }] }],
    ['not a calendar day', '2026-02-30', '2026-11-21', { kind: 'none' }],
  ])('%s', (_, estabDate, navDate, expected) => {
    expect(performancePlan({ estabDate, navDate, cash: false })).toEqual(expected);
  });
});
