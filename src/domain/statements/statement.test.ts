import { describe, expect, it } from 'vitest';
import { isSendDate, monthFrom, monthText, statementPeriod, statementTitle } from './statement';

describe('statement months', () => {
  it.each([['2026-10', true], ['2026-01', true], ['2026-12', true], ['2026-13', false], ['2026-00', false], ['2026-1', false], ['202610', false], ['', false], [undefined, false], [202610, false]])(
    'reads %j as a month: %s', (text, valid) => {
      expect(isSendDate(text)).toBe(valid);
    },
  );

  it('names a month and its statement', () => {
    expect(monthText('2026-03')).toBe('2026年3月');
    expect(statementTitle('2026-10')).toBe('2026年10月对账单');
  });

  it.each([['2026-11-22', -1, '2026-10'], ['2026-01-05', -1, '2025-12'], ['2026-01', -12, '2025-01'], ['2026-12', 1, '2027-01'], ['2026-03-31', 0, '2026-03']])(
    'counts from %s by %i months to %s', (date, offset, month) => {
      expect(monthFrom(date, offset)).toBe(month);
    },
  );

  it('asks for the last 12 months: from the first day twelve months back to today', () => {
    expect(statementPeriod('2026-11-22')).toEqual({ startDate: '2025-11-01', endDate: '2026-11-22' });
    expect(statementPeriod('2026-01-01')).toEqual({ startDate: '2025-01-01', endDate: '2026-01-01' });
  });
});
