import { describe, expect, it } from 'vitest';
import { ageOn, isElder } from './age';

describe('ageOn', () => {
  it('reads the birth date from digits 7–14 and counts whole years', () => {
    expect(ageOn('110101196011261234', '2026-11-26')).toBe(66);
    expect(ageOn('110101196011271234', '2026-11-26')).toBe(65);
    expect(ageOn('11010119601127123X', '2026-11-27')).toBe(66);
  });

  it('turns 65 on the 65th birthday, not the day before', () => {
    expect(isElder('110101196111261234', '2026-11-25')).toBe(false);
    expect(isElder('110101196111261234', '2026-11-26')).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('110101196002291234', '2025-02-28')).toBe(64);
    expect(ageOn('110101196002291234', '2025-03-01')).toBe(65);
  });

  it('knows no age without a readable ID number (none is not an older customer)', () => {
    expect(ageOn('', '2026-11-26')).toBeNull();
    expect(ageOn('1101011960112612', '2026-11-26')).toBeNull();
    expect(isElder('', '2026-11-26')).toBe(false);
  });
});
