import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalText, formatWan, formatYuan, money, parseAmount } from './money';

describe('parseAmount', () => {
  it.each([
    ['12345.67', 1234567n],
    ['12345.6', 1234560n],
    ['12345', 1234500n],
    ['0.01', 1n],
    ['52,345,678.90', 5234567890n],
    ['-3.50', -350n],
    [' 7 ', 700n],
  ])('%s → %s fen', (text, fen) => expect(parseAmount(text)).toEqual(money(fen)));

  it.each(['', 'abc', '1.234', '1e5', '.5', '1..2', 'NaN', '١٢'])('rejects %j', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );
  it('rejects non-strings', () => expect(parseAmount(undefined)).toBeNull());
});

describe('formatWan (DECISIONS.md: 2 decimals, rounded down)', () => {
  it.each([
    ['12345.67', '1.23万'],
    ['9999', '0.99万'],
    ['9999.99', '0.99万'],
    ['10000', '1.00万'],
    ['0', '0.00万'],
    ['99.99', '0.00万'],
    ['100', '0.01万'],
    ['52345678.90', '5234.56万'],
    ['-12345.67', '-1.23万'],
    ['-99', '0.00万'],
  ])('%s 元 → %s', (text, shown) => expect(formatWan(parseAmount(text)!)).toBe(shown));

  it('never overstates and is off by less than 0.01万 (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (fen) => {
        const shown = formatWan(money(fen));
        const [whole, hundredths] = shown.replace('万', '').split('.');
        const shownFen = (BigInt(whole) * 100n + BigInt(hundredths)) * 10_000n;
        return shownFen <= fen && fen - shownFen < 10_000n && /^\d+\.\d{2}万$/.test(shown);
      }),
    );
  });

  it('round-trips through the server text exactly (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (fen) => {
        const text = `${fen / 100n}.${(fen % 100n).toString().padStart(2, '0')}`;
        return parseAmount(text)!.fen === fen;
      }),
    );
  });
});

describe('formatYuan', () => {
  it.each([
    [1234567n, '12,345.67'],
    [5n, '0.05'],
    [-100000n, '-1,000.00'],
  ])('%s fen → %s', (fen, shown) => expect(formatYuan(money(fen))).toBe(shown));
});

describe('decimalText', () => {
  it.each([
    [1234567n, '12345.67'],
    [5n, '0.05'],
    [-100000n, '-1000.00'],
  ])('%s fen → %s', (fen, shown) => expect(decimalText(money(fen))).toBe(shown));

  it('reads back as the same amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (fen) => parseAmount(decimalText(money(fen)))?.fen === fen));
  });
});
