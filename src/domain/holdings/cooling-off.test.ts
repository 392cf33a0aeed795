import { describe, expect, it } from 'vitest';
import { coolingOffAt, coolingOffEndText, countdownText } from './cooling-off';

describe('cooling-off', () => {
  const end = '2026-11-23T12:00:00Z';

  it('counts down to the end the bank set', () => {
    const at = coolingOffAt(end, new Date('2026-11-23T11:59:00Z'));
    expect(at).toMatchObject({ leftMs: 60_000, over: false });
    expect(countdownText(at!.leftMs)).toBe('00:01:00');
  });

  it('is over at and after the end', () => {
    expect(coolingOffAt(end, new Date('2026-11-23T12:00:00Z'))).toMatchObject({ leftMs: 0, over: true });
    expect(coolingOffAt(end, new Date('2026-11-23T12:01:00Z'))).toMatchObject({ leftMs: 0, over: true });
  });

  it('names its end as YYYY-MM-DD HH:mm in the phone\'s time', () => {
    // 2026-11-27 15:20 on the phone, whatever zone the test runs in.
    const end = new Date(2026, 10, 27, 15, 20).toISOString();
    expect(coolingOffEndText(end)).toBe('2026-11-27 15:20');
    expect(coolingOffAt(end, new Date(2026, 10, 27, 15, 19))).toEqual({ end: '2026-11-27 15:20', leftMs: 60_000, over: false });
    expect(coolingOffEndText('soon')).toBe('');
  });

  it('is none without an end', () => {
    expect(coolingOffAt(undefined, new Date())).toBeNull();
    expect(coolingOffAt('', new Date())).toBeNull();
    expect(coolingOffAt('soon', new Date())).toBeNull();
  });

  it('rounds what is left up to the second, hours as they are', () => {
    expect(countdownText(24 * 3_600_000)).toBe('24:00:00');
    expect(countdownText(59_001)).toBe('00:01:00');
    expect(countdownText(1)).toBe('00:00:01');
    expect(countdownText(0)).toBe('00:00:00');
  });
});
