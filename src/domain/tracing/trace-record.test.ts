import { expect, it } from 'vitest';
import { traceTime } from './trace-record';

it('formats trace time as yyyyMMddHHmmss', () => {
  expect(traceTime({ year: 2026, month: 1, day: 5, hour: 9, minute: 3, second: 7 })).toBe('20260105090307');
  expect(traceTime({ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59 })).toBe('20261231235959');
});
