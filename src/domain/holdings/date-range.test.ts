import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES } from '../errors/form-messages';
import { checkDate, checkDateRange, DATE_RANGE_TEXT, defaultDateRange, isRealDate } from './date-range';

describe('checkDate (SPEC §5: 必填, 10 characters)', () => {
  it.each([
    ['', DATE_RANGE_TEXT.required],
    ['   ', DATE_RANGE_TEXT.required],
    ['2024-3-01', DATE_RANGE_TEXT.length],
    ['2024-03-1', DATE_RANGE_TEXT.length],
    ['2024-03-011', DATE_RANGE_TEXT.length],
    ['20240301', DATE_RANGE_TEXT.length],
    ['2024/03/01', DATE_RANGE_TEXT.invalid],
    ['2024-03-0a', DATE_RANGE_TEXT.invalid],
    ['abcdefghij', DATE_RANGE_TEXT.invalid],
    ['2024-13-01', DATE_RANGE_TEXT.invalid],
    ['2024-00-10', DATE_RANGE_TEXT.invalid],
    ['2024-04-31', DATE_RANGE_TEXT.invalid],
    ['2024-01-00', DATE_RANGE_TEXT.invalid],
    ['2023-02-29', DATE_RANGE_TEXT.invalid],
    ['1900-02-29', DATE_RANGE_TEXT.invalid],
    ['０２０２-０３-０１', DATE_RANGE_TEXT.invalid],
  ])('%j says %j', (text, message) => {
    expect(checkDate(text)).toBe(message);
  });

  it.each(['2024-03-01', '2024-02-29', '2000-02-29', '2024-12-31', ' 2024-03-01 '])('%j is a date', (text) => {
    expect(checkDate(text)).toBeNull();
  });

  it('counts characters, not bytes: ten Chinese characters are ten, and not a date', () => {
    expect(checkDate('二〇二四年三月一日号')).toBe(DATE_RANGE_TEXT.invalid);
  });
});

describe('isRealDate', () => {
  it('knows leap years: every 4th, not every 100th, every 400th', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('2100-02-29')).toBe(false);
    expect(isRealDate('2023-02-28')).toBe(true);
  });

  it('needs the dashes where YYYY-MM-DD has them', () => {
    expect(isRealDate('2024-0301-')).toBe(false);
  });

  it('is YYYY-MM-DD and nothing around it, from the year 1 on', () => {
    expect(isRealDate('2024-03-011')).toBe(false);
    expect(isRealDate('12024-03-01')).toBe(false);
    expect(isRealDate('0000-01-01')).toBe(false);
    expect(isRealDate('0001-01-01')).toBe(true);
  });
});

describe('checkDateRange', () => {
  it('passes a range in order, trimmed', () => {
    expect(checkDateRange({ startDate: ' 2024-01-01', endDate: '2024-03-31 ' })).toEqual({ ok: true, range: { startDate: '2024-01-01', endDate: '2024-03-31' } });
  });

  it('passes equal dates: one day', () => {
    expect(checkDateRange({ startDate: '2024-02-29', endDate: '2024-02-29' })).toEqual({ ok: true, range: { startDate: '2024-02-29', endDate: '2024-02-29' } });
  });

  it('says 必填 under each empty field', () => {
    expect(checkDateRange({ startDate: '', endDate: '' })).toEqual({ ok: false, errors: { startDate: '必填', endDate: '必填' } });
    expect(checkDateRange({ startDate: '2024-01-01', endDate: '' })).toEqual({ ok: false, errors: { endDate: '必填' } });
    expect(checkDateRange({ startDate: '', endDate: '2024-03-01' })).toEqual({ ok: false, errors: { startDate: '必填' } });
  });

  it('names each field that is not 10 characters, on its own', () => {
    expect(checkDateRange({ startDate: '2024-1-01', endDate: '2024-03-311' })).toEqual({
      ok: false, errors: { startDate: DATE_RANGE_TEXT.length, endDate: DATE_RANGE_TEXT.length },
    });
  });

  it('refuses a start after the end, under the start', () => {
    expect(checkDateRange({ startDate: '2024-03-02', endDate: '2024-03-01' })).toEqual({ ok: false, errors: { startDate: DATE_RANGE_MESSAGES.order } });
    expect(checkDateRange({ startDate: '2025-01-01', endDate: '2024-12-31' })).toEqual({ ok: false, errors: { startDate: '开始日期不能晚于结束日期' } });
  });

  it('checks the order only once both dates are dates', () => {
    expect(checkDateRange({ startDate: '2024-03-02', endDate: '2024-02-30' })).toEqual({ ok: false, errors: { endDate: DATE_RANGE_TEXT.invalid } });
  });
});

describe('defaultDateRange: the last 3 months up to today', () => {
  it.each([
    ['2024-06-15', '2024-03-15'],
    ['2024-05-31', '2024-02-29'],
    ['2023-05-31', '2023-02-28'],
    ['2024-02-29', '2023-11-29'],
    ['2024-01-10', '2023-10-10'],
    ['2024-12-31', '2024-09-30'],
  ])('from %j starts on %j', (today, startDate) => {
    expect(defaultDateRange(today)).toEqual({ startDate, endDate: today });
  });

  it('is itself a range the picker accepts', () => {
    const range = defaultDateRange('2024-05-31');
    expect(checkDateRange(range)).toEqual({ ok: true, range });
  });

  it('needs a real today', () => {
    expect(() => defaultDateRange('2024-02-30')).toThrow('today must be a YYYY-MM-DD day: 2024-02-30');
  });
});
