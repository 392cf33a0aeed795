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

/** SPEC §3 dividend options: 0 reinvests into the next period, 1 pays cash to the signed wealth card. */
export const DIVIDEND_TEXTS: Readonly<Record<string, string>> = {
  '0': '红利再投资：分红自动投入下一期',
  '1': '现金分红：分红支付至理财签约卡，不再投资',
};

/** The dividend option's text; null for a value the spec does not know. */
export const dividendTextOf = (divMode: string): string | null => DIVIDEND_TEXTS[divMode] ?? null;

/** The term shown on a card or header. */
export function termTextOf(product: Pick<Product, 'prdKind' | 'cycleDays' | 'investDays'>): string {
  if (product.prdKind === 'demand') return '灵活申赎';
  if (product.cycleDays > 0) return `${product.cycleDays}天一个周期`;
  if (product.investDays > 0) return `${product.investDays}天`;
  return '';
}
