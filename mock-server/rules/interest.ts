/** yearClientRatio, a percentage with up to 4 decimals ('3.3500'), counted in millionths of the whole. */
const PERCENTAGE = /^(\d{1,3})(?:\.(\d{1,4}))?$/;
const PER_MILLION = 1_000_000n;
const DAYS_A_YEAR = 365n;

/** The rate in millionths (3.35% → 33,500); 0 for a rate that is not such a percentage: it earns nothing. */
export function ratePerMillion(yearClientRatio: string): bigint {
  const [, whole, decimals = ''] = PERCENTAGE.exec(yearClientRatio) ?? [];
  return whole === undefined ? 0n : BigInt(whole) * 10_000n + BigInt(decimals.padEnd(4, '0'));
}

/** What an amount in fen earns at the rate over some days: fen × rate × days ÷ 365, rounded down (the bank pays no fen it has not earned). */
export const interestFen = (fen: bigint, yearClientRatio: string, days: number): bigint =>
  (fen * ratePerMillion(yearClientRatio) * BigInt(days)) / (DAYS_A_YEAR * PER_MILLION);
