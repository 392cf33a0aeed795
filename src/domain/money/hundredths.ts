/*
 * Decimal text with 2 decimals as exact integers of hundredths: the bank writes amounts (fen) and
 * volumes (hundredths of a share) alike. Money and Shares are two types over this one notation.
 */

/** An optional sign, digits, at most 2 decimals (thousands commas are taken out first). */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const PER_UNIT = 100n;

/** "12345.67", "12345.6", "12345" (also with thousands commas) → 1234567; null when not such text. */
export function parseHundredths(text: string | null | undefined): bigint | null {
  if (typeof text !== 'string') return null;
  const match = DECIMAL.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const value = BigInt(whole) * PER_UNIT + BigInt(fraction.padEnd(2, '0'));
  return minus ? -value : value;
}

/** 1234567 → "12345.67": 2 decimals, no separators. */
export function hundredthsText(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / PER_UNIT}.${(abs % PER_UNIT).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** 1234567 → "12,345.67": thousands separators and 2 decimals. */
export function groupedHundredths(value: bigint): string {
  const [whole, fraction] = hundredthsText(value).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
