import { describe, expect, it } from 'vitest';
import { fontLookupMs } from './lighthouse-run';

const lookup = (ts: number, dur: number, tid = 1) => ({ name: 'FontCache::GetFontPlatformData', ph: 'X', ts, dur, pid: 7, tid });

describe('the font lookups of a run (issue 34 item 5)', () => {
  it('sums each lookup once: one inside another on the same thread is not counted again', () => {
    expect(fontLookupMs([lookup(0, 2000), lookup(500, 1000), lookup(5000, 1500)])).toBe(3.5);
  });

  it('counts lookups on two threads at the same time each, and nothing else', () => {
    expect(fontLookupMs([lookup(0, 1000, 1), lookup(0, 1000, 2), { name: 'Layout', ph: 'X', ts: 0, dur: 9000, pid: 7, tid: 1 }])).toBe(2);
  });
});
