import { groupedHundredths, hundredthsText, parseHundredths } from './hundredths';

/**
 * Amounts of money as exact integers of fen (分). The server sends decimal strings
 * ("12345.67"); they are parsed here and never pass through a binary float.
 */
export type Money = { readonly fen: bigint };

/** 1 万元 = 10,000 元; one hundredth of 万 (the smallest shown digit) = 100 元 = 10,000 fen. */
const FEN_PER_WAN_HUNDREDTH = 10_000n;

export const money = (fen: bigint): Money => ({ fen });
export const ZERO: Money = money(0n);

/** Parses "12345.67", "12345.6", "12345" (also with thousands commas); null when not an amount. */
export function parseAmount(text: string | null | undefined): Money | null {
  const fen = parseHundredths(text);
  return fen === null ? null : money(fen);
}

/** What a Chinese keyboard types as full-width digits, point and comma, in half width (they mean the same). */
export const halfWidth = (text: string): string => text.replace(/[０-９．，]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

export const isZero = (m: Money): boolean => m.fen === 0n;
export const compare = (a: Money, b: Money): number => (a.fen < b.fen ? -1 : a.fen > b.fen ? 1 : 0);
export const add = (a: Money, b: Money): Money => money(a.fen + b.fen);
export const subtract = (a: Money, b: Money): Money => money(a.fen - b.fen);

/**
 * 万元 to 2 decimals, rounded toward zero so that an amount (such as the remaining
 * purchasable amount) is never overstated: 12,345.67 元 → "1.23万", 9,999 元 → "0.99万".
 */
export function formatWan(m: Money): string {
  const negative = m.fen < 0n;
  const hundredths = (negative ? -m.fen : m.fen) / FEN_PER_WAN_HUNDREDTH; // bigint division truncates
  const text = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}万`;
  return negative && hundredths !== 0n ? `-${text}` : text;
}

/** Yuan as the bank's calls carry it, 2 decimals and no separators: 1234567 fen → "12345.67". */
export const decimalText = (m: Money): string => hundredthsText(m.fen);

/** Yuan with thousands separators and 2 decimals: 1234567 fen → "12,345.67". */
export const formatYuan = (m: Money): string => groupedHundredths(m.fen);
