/**
 * Shares (份额) as exact integers of hundredths of a share. The bank sends a volume as decimal text
 * ("12345.67", 2 decimals, as it sends amounts); it is parsed here and never passes through a binary
 * float. A number of shares is not an amount of money (what a share is worth is its net value): it has
 * its own type, and the compiler refuses one where the other is meant.
 */
export type Shares = { readonly hundredths: bigint };

/** The bank's decimal text, as for amounts: an optional sign, digits, at most 2 decimals (thousands commas allowed). */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const HUNDREDTHS_PER_SHARE = 100n;

export const shares = (hundredths: bigint): Shares => ({ hundredths });

/** Parses "12345.67", "12345.6", "12345" (also with thousands commas); null when not a volume. */
export function parseShares(text: string | null | undefined): Shares | null {
  if (typeof text !== 'string') return null;
  const match = DECIMAL.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const hundredths = BigInt(whole) * HUNDREDTHS_PER_SHARE + BigInt(fraction.padEnd(2, '0'));
  return shares(minus ? -hundredths : hundredths);
}

export const isZeroShares = (s: Shares): boolean => s.hundredths === 0n;
export const compareShares = (a: Shares, b: Shares): number => (a.hundredths < b.hundredths ? -1 : a.hundredths > b.hundredths ? 1 : 0);
export const subtractShares = (a: Shares, b: Shares): Shares => shares(a.hundredths - b.hundredths);

/** A volume as the bank's calls carry it, 2 decimals and no separators: 1234567 hundredths → "12345.67". */
export function sharesText(s: Shares): string {
  const negative = s.hundredths < 0n;
  const abs = negative ? -s.hundredths : s.hundredths;
  const text = `${abs / HUNDREDTHS_PER_SHARE}.${(abs % HUNDREDTHS_PER_SHARE).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** A volume as the pages show it, with thousands separators and 2 decimals: 1234567 hundredths → "12,345.67". */
export function formatShares(s: Shares): string {
  const [whole, fraction] = sharesText(s).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
