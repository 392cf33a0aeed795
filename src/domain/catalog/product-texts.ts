import { figurePeriodOf } from './past-performance';
import type { ConfirmDate, Quotation } from './performance';
import type { Product, Tier } from './product';

export const HOT_SALE = '首发热销';

export interface YieldText {
  /** What the figure is, e.g. 业绩比较基准; empty for 首发热销. */
  label: string;
  value: string;
  /**
   * The day a measured yield is of (the product's navDate, the same record on a list card and on
   * the detail page); '' for a benchmark or 首发热销, which are not measured, or for no figure.
   */
  date: string;
}

/** Beside a measured yield: the day it is of. */
export const yieldDateText = (date: string): string => `截至${date}`;

export const YIELD_LABELS = {
  benchmark: '业绩比较基准',
  sevenDay: '七日年化收益率',
  annualised: '近一年年化收益率',
  sinceInception: '成立以来年化收益率',
} as const;

/**
 * In place of a figure's name, for a product that has not lived the period (past-performance.ts
 * figurePeriodOf): what its past-performance panel says, beside `--`.
 */
export const FIGURE_WITHHELD = {
  tooYoung: '成立未满一个月，暂不展示过往业绩',
  notEstablished: '产品尚未成立，暂无过往业绩',
} as const;

const NO_FIGURE = '--';

type Figured = Pick<Product, 'yearClientRatio' | 'yearClientRatioDesc' | 'formatModelComment' | 'prdTemplate' | 'estabDate' | 'navDate'>;

/**
 * The headline figure of a product card or header; the server's text is kept as it is. A measured
 * yield names a period, and only one the product has lived (the past-performance code, as its panel).
 */
export function yieldTextOf(product: Figured): YieldText {
  if (product.yearClientRatioDesc === HOT_SALE) return { label: '', value: HOT_SALE, date: '' };
  if (product.formatModelComment) return { label: YIELD_LABELS.benchmark, value: product.formatModelComment, date: '' };
  const period = isCashManagement(product.prdTemplate) ? 'sevenDay' : figurePeriodOf(product);
  if (period === 'tooYoung' || period === 'notEstablished') return { label: FIGURE_WITHHELD[period], value: NO_FIGURE, date: '' };
  const label = period === 'sevenDay' ? YIELD_LABELS.sevenDay : period === 'lastYear' ? YIELD_LABELS.annualised : YIELD_LABELS.sinceInception;
  return product.yearClientRatio ? { label, value: `${product.yearClientRatio}%`, date: product.navDate } : { label, value: NO_FIGURE, date: '' };
}

/** The figure in one run of text (a shared link's description): its name and value, or only why there is none. */
export const yieldSentenceOf = (figure: YieldText): string =>
  (Object.values(FIGURE_WITHHELD) as string[]).includes(figure.label) ? figure.label : `${figure.label}${figure.value}`;

/**
 * The headline figure without a recommendation mark (issue 18 item 2): for a 首发热销 product its
 * benchmark or yield, or `--` under the figure's name when it has none yet (a new issue's 0%); any
 * other product's figure as it is.
 */
export function ordinaryFigureOf(product: Figured): YieldText {
  const figure = yieldTextOf({ ...product, yearClientRatioDesc: '' });
  return product.yearClientRatioDesc !== HOT_SALE || product.formatModelComment || Number(product.yearClientRatio) > 0 ? figure : { ...figure, value: NO_FIGURE, date: '' };
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

/** Cash management (现金管理类, D310): the template whose days publish 万份收益 and 七日年化. */
const CASH_MANAGEMENT_TEMPLATE = 'D310';

export const isCashManagement = (prdTemplate: string): boolean => prdTemplate === CASH_MANAGEMENT_TEMPLATE;

/**
 * A cash-management product (isCashManagement) pays no dividend, whatever its divMode says: its
 * income becomes shares day by day, and the pages say so instead of a dividend option (DECISIONS).
 */
export const CARRIED_INCOME = { label: '收益分配', text: '每日收益按日结转为份额' } as const;

/** The term shown on a card or header. */
export function termTextOf(product: Pick<Product, 'prdKind' | 'cycleDays' | 'investDays'>): string {
  if (product.prdKind === 'demand') return '灵活申赎';
  if (product.cycleDays > 0) return `${product.cycleDays}天一个周期`;
  if (product.investDays > 0) return `${product.investDays}天`;
  return '';
}

/** A net value with its date: '1.0325（2026-11-21）'. */
export const navText = (nav: string, date: string): string => (date ? `${nav}（${date}）` : nav);

export const quotationText = (quotation: Quotation): string => navText(quotation.nav, quotation.issDate);

/** A cycle record as the page lists it: the cycle, when it began and when it next opens. */
export const confirmDateRow = (record: ConfirmDate): [string, string, string] =>
  [record.cycleDays > 0 ? `${record.cycleDays}天` : '--', record.curCycleDate, record.nextCycleDate];

/**
 * SPEC §9: the open-end regular net-value product's traits — 10,000 yuan minimum in 1 yuan steps;
 * 1,000 shares kept, 1 share steps; open periodically; no subscription or redemption fee.
 */
export const OPEN_END_NET_VALUE_TRAITS: readonly string[] = [
  '1万元起购，以1元的整数倍递增',
  '最低保留1000份，以1份的整数倍递增',
  '定期开放申购和赎回',
  '不收取申购费和赎回费',
];
