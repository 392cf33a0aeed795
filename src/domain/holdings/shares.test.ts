import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { money, parseAmount } from '../money/money';
import { compareShares, formatShares, isZeroShares, parseShares, shares, sharesText, subtractShares, type Shares } from './shares';

const s = (text: string): Shares => parseShares(text)!;

describe('parseShares', () => {
  it.each([
    ['0.01', 1n],
    ['12345', 1234500n],
    ['12345.6', 1234560n],
    ['12345.67', 1234567n],
    ['1,234.50', 123450n],
    ['0', 0n],
    ['0.00', 0n],
    ['-3.50', -350n],
    [' 7 ', 700n],
  ])('%j → %s hundredths', (text, hundredths) => expect(parseShares(text)).toEqual(shares(hundredths)));

  // Full-width digits are not read here (nor by parseAmount): the entry makes them half width first (halfWidth).
  it.each(['', '-', '.', '1.234', '1.', '.5', '1..2', 'abc', '1e5', 'NaN', '１２３', '１０００．５', '١٢'])('rejects %j', (text) =>
    expect(parseShares(text)).toBeNull(),
  );
  it('rejects what is not text', () => {
    expect(parseShares(undefined)).toBeNull();
    expect(parseShares(null)).toBeNull();
  });

  it('reads what parseAmount reads, to the hundredth (property)', () => {
    const decimalish = fc.stringMatching(/^[ -]?[0-9,]{0,8}(\.[0-9]{0,3})?$/);
    fc.assert(fc.property(decimalish, (text) => parseShares(text)?.hundredths === parseAmount(text)?.fen));
  });
});

describe('sharesText (the calls)', () => {
  it.each([
    [1234567n, '12345.67'],
    [100000n, '1000.00'],
    [5n, '0.05'],
    [0n, '0.00'],
    [-100000n, '-1000.00'],
  ])('%s hundredths → %s', (hundredths, text) => expect(sharesText(shares(hundredths))).toBe(text));

  it('reads back as the same volume (property)', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (h) => parseShares(sharesText(shares(h)))?.hundredths === h));
  });
});

describe('formatShares (the pages)', () => {
  it.each([
    [1234567n, '12,345.67'],
    [100000n, '1,000.00'],
    [99999n, '999.99'],
    [5n, '0.05'],
    [0n, '0.00'],
    [5234567890n, '52,345,678.90'],
    [-100000n, '-1,000.00'],
  ])('%s hundredths → %s', (hundredths, shown) => expect(formatShares(shares(hundredths))).toBe(shown));
});

describe('arithmetic', () => {
  it('compares', () => {
    expect(compareShares(s('20000.01'), s('20000'))).toBe(1);
    expect(compareShares(s('0.01'), s('0.02'))).toBe(-1);
    expect(compareShares(s('1,000'), s('1000.00'))).toBe(0);
  });
  it('subtracts exactly', () => expect(subtractShares(s('20000.00'), s('19999.99'))).toEqual(s('0.01')));
  it('knows nothing from something', () => {
    expect(isZeroShares(s('0.00'))).toBe(true);
    expect(isZeroShares(s('0.01'))).toBe(false);
  });
});

describe('is not money', () => {
  it('is refused where money is meant, and money where shares are', () => {
    // @ts-expect-error an amount of money is not a number of shares
    const asShares: Shares = money(100n);
    // @ts-expect-error nor can an amount be shown as shares
    expect(() => formatShares(money(100n))).toThrow();
    expect(asShares).toEqual({ fen: 100n });
  });
});
