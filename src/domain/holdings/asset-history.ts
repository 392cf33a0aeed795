import { compare, type Money } from '../money/money';

/** The customer's total assets at the end of one day (a listHisAssets line). */
export interface AssetDay {
  /** YYYY-MM-DD. */
  date: string;
  totAsset: Money;
}

/** What /hisAssets says in words beside its chart: the latest day, the highest and the lowest. */
export interface AssetSummary {
  latest: AssetDay;
  highest: AssetDay;
  lowest: AssetDay;
}

/**
 * The highest, lowest and latest of the days (in any order). A figure reached on several days is
 * named with the most recent of them. Null when there are no days.
 */
export function assetSummary(days: readonly AssetDay[]): AssetSummary | null {
  if (days.length === 0) return null;
  const byDate = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const latest = byDate[byDate.length - 1];
  // Oldest to newest, a later day equal to the best so far takes its place: ties name the most recent day.
  const highest = byDate.reduce((best, day) => (compare(day.totAsset, best.totAsset) >= 0 ? day : best));
  const lowest = byDate.reduce((best, day) => (compare(day.totAsset, best.totAsset) <= 0 ? day : best));
  return { latest, highest, lowest };
}

/** The days oldest first, as a chart draws them. */
export const oldestFirst = (days: readonly AssetDay[]): AssetDay[] => [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
