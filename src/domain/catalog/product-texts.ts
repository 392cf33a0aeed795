import type { Product, Tier } from './product';

export const HOT_SALE = '首发热销';

export interface YieldText {
  /** What the figure is, e.g. 业绩比较基准; empty for 首发热销. */
  label: string;
  value: string;
}

export const YIELD_LABELS = {
  benchmark: '业绩比较基准',
  sevenDay: '七日年化收益率',
  annualised: '近一年年化收益率',
} as const;

/** The headline figure of a product card or header; the server's text is kept as it is. */
export function yieldTextOf(product: Pick<Product, 'yearClientRatio' | 'yearClientRatioDesc' | 'formatModelComment' | 'prdTemplate'>): YieldText {
  if (product.yearClientRatioDesc === HOT_SALE) return { label: '', value: HOT_SALE };
  if (product.formatModelComment) return { label: YIELD_LABELS.benchmark, value: product.formatModelComment };
  const label = product.prdTemplate === 'D310' ? YIELD_LABELS.sevenDay : YIELD_LABELS.annualised;
  return { label, value: product.yearClientRatio ? `${product.yearClientRatio}%` : '--' };
}

/** 'N天及以上' for the last tier, 'min-max天' for the others. */
export function tierRangeText(tier: Tier, isLast: boolean): string {
  return isLast || tier.maxHoldDays === 0 ? `${tier.minHoldDays}天及以上` : `${tier.minHoldDays}-${tier.maxHoldDays}天`;
}

/** The term shown on a card or header. */
export function termTextOf(product: Pick<Product, 'prdKind' | 'cycleDays' | 'investDays'>): string {
  if (product.prdKind === 'demand') return '灵活申赎';
  if (product.cycleDays > 0) return `${product.cycleDays}天一个周期`;
  if (product.investDays > 0) return `${product.investDays}天`;
  return '';
}
