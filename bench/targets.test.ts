import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median } from './calibration';
import { entryMisses, missesOf, ROUTE_TARGETS } from './targets';

describe('the calibrated CPU slowdown', () => {
  it('is the host benchmark index ÷ 500: the default 4× on a host of 2,000, more on a faster one, less on a slower one', () => {
    expect(cpuSlowdownFor(2000)).toBe(4);
    expect(cpuSlowdownFor(3650)).toBe(7.3);
    expect(cpuSlowdownFor(1234)).toBe(2.47);
    expect(cpuSlowdownFor(500)).toBe(1);
  });

  it('refuses what is not an index', () => {
    for (const index of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => cpuSlowdownFor(index)).toThrow();
  });

  it('takes the middle sample', () => {
    expect(median([3700, 2300, 3600])).toBe(3600);
  });
});

describe("issue 19's targets", () => {
  const figures = { performance: 98, fcpMs: 1000, lcpMs: 1600, tbtMs: 40, cls: 0 };

  it('home: FCP ≤ 1.0 s, LCP ≤ 1.6 s, performance ≥ 98, CLS 0 (limits included)', () => {
    expect(missesOf(ROUTE_TARGETS.home, figures)).toEqual([]);
    expect(missesOf(ROUTE_TARGETS.home, { performance: 97, fcpMs: 1001, lcpMs: 1650, tbtMs: 40, cls: 0.002 }))
      .toEqual(['performance 97 < 98', 'FCP 1001 ms > 1000 ms', 'LCP 1650 ms > 1600 ms', 'CLS 0.002 > 0']);
  });

  it('detail, list, buy and holdings: FCP ≤ 1.2 s, TBT ≤ 150 ms, performance ≥ 95; their LCP is not a target', () => {
    for (const family of ['detail', 'list', 'buy', 'holdings'] as const) {
      expect(missesOf(ROUTE_TARGETS[family], { performance: 95, fcpMs: 1200, lcpMs: 3000, tbtMs: 150, cls: 0 })).toEqual([]);
      expect(missesOf(ROUTE_TARGETS[family], { performance: 94, fcpMs: 1250, lcpMs: 3000, tbtMs: 151, cls: 0 }))
        .toEqual(['performance 94 < 95', 'FCP 1250 ms > 1200 ms', 'TBT 151 ms > 150 ms']);
    }
  });

  it('the cold shared link: LCP ≤ 2.2 s and CLS 0, whatever its score', () => {
    expect(missesOf(ROUTE_TARGETS['shared-link'], { performance: 80, fcpMs: 2000, lcpMs: 2200, tbtMs: 400, cls: 0 })).toEqual([]);
    expect(missesOf(ROUTE_TARGETS['shared-link'], { performance: 80, fcpMs: 2000, lcpMs: 2201, tbtMs: 400, cls: 0.01 }))
      .toEqual(['LCP 2201 ms > 2200 ms', 'CLS 0.01 > 0']);
  });

  it('the entry JS against the budget it is given', () => {
    expect(entryMisses(150, 150)).toEqual([]);
    expect(entryMisses(150.1, 150)).toEqual(['entry JS 150.1 KiB > 150 KiB']);
  });
});
