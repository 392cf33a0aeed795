import { groupedHundredths, hundredthsText, parseHundredths } from '../money/hundredths';

/**
 * Shares (份额) as exact integers of hundredths of a share. The bank sends a volume as decimal text
 * ("12345.67", 2 decimals, as it sends amounts); it is parsed here and never passes through a binary
 * float. A number of shares is not an amount of money (what a share is worth is its net value): it has
 * its own type, and the compiler refuses one where the other is meant.
 */
export type Shares = { readonly hundredths: bigint };


export const shares = (hundredths: bigint): Shares => ({ hundredths });

/** Parses "12345.67", "12345.6", "12345" (also with thousands commas); null when not a volume. */
export function parseShares(text: string | null | undefined): Shares | null {
  const hundredths = parseHundredths(text);
  return hundredths === null ? null : shares(hundredths);
}

export const isZeroShares = (s: Shares): boolean => s.hundredths === 0n;
export const compareShares = (a: Shares, b: Shares): number => (a.hundredths < b.hundredths ? -1 : a.hundredths > b.hundredths ? 1 : 0);
export const subtractShares = (a: Shares, b: Shares): Shares => shares(a.hundredths - b.hundredths);

/** A volume as the bank's calls carry it, 2 decimals and no separators: 1234567 hundredths → "12345.67". */
export const sharesText = (s: Shares): string => hundredthsText(s.hundredths);

/** A volume as the pages show it, with thousands separators and 2 decimals: 1234567 hundredths → "12,345.67". */
export const formatShares = (s: Shares): string => groupedHundredths(s.hundredths);
