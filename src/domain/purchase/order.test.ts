import { describe, expect, it } from 'vitest';
import { divModeFor } from './order';

describe('divModeFor (SPEC §9)', () => {
  it.each([
    [{ prdCode: 'NOG3M1A001', prdTemplate: 'D300', divMode: '0' }, '1'],
    [{ prdCode: 'NWC0000001', prdTemplate: 'D300', divMode: '1' }, '0'],
    [{ prdCode: 'EXP0000001', prdTemplate: 'D100', divMode: '1' }, '1'],
    [{ prdCode: 'EXP0000001', prdTemplate: 'D100', divMode: '' }, '0'],
  ])('%o carries %s', (product, divMode) => {
    expect(divModeFor(product)).toBe(divMode);
  });
});
