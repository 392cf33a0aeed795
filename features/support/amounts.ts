/**
 * Amounts as a customer reads them, worked out here and not with the store's money code, so that a
 * store that formats an amount wrongly meets a step that disagrees (SPEC §3: yuan with thousands
 * separators and 2 decimals, e.g. 1,234.50).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** The bank's decimal text (1234.5, -3, 1,234.56, 1,234.56元) in fen. */
export function fenOf(text: string): bigint {
  const match = DECIMAL.exec(text.replace(/[,元份]/g, '').trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const fen = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -fen : fen;
}

/** Fen as the pages write yuan: 123450 → 1,234.50. */
export function yuanOfFen(fen: bigint): string {
  const size = fen < 0n ? -fen : fen;
  const whole = (size / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return `${fen < 0n ? '-' : ''}${whole}.${(size % 100n).toString().padStart(2, '0')}`;
}

/** The bank's decimal text as the pages write it: 1234.5 → 1,234.50. */
export const yuanText = (text: string): string => yuanOfFen(fenOf(text));
