/** A card number as the store shows it: first four and last four digits (6222 **** **** 0123). */
export function maskCard(cardNo: string): string {
  const digits = cardNo.replace(/\s/g, '');
  if (digits.length < 8) return '****';
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}
