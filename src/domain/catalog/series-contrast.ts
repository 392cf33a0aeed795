import type { Product } from './product';
import { termTextOf, yieldTextOf } from './product-texts';
import { detailRouteOf, type DetailRoute } from './template-route';

/** A series code as the bank writes them (AXSY, WYJZ, KD100): letters and digits. */
const SERIES_CODE = /^[A-Za-z0-9]{1,16}$/;

export const isSeriesCode = (value: string | null | undefined): value is string => typeof value === 'string' && SERIES_CODE.test(value);

/** One product of the comparison, as its row reads. */
export interface ContrastRow {
  prdCode: string;
  name: string;
  /** The headline figure and what it is (业绩比较基准, 七日年化收益率 …; empty for 首发热销). */
  yieldValue: string;
  yieldLabel: string;
  term: string;
  risk: string;
  /** R1–R5, for the risk's plain words in 长辈版. */
  riskLevel: string;
  minPurchase: string;
  /** The product the customer came from. */
  current: boolean;
  /** Its detail page; null for a template the store does not know. */
  detail: { pathname: DetailRoute; search: string } | null;
}

/** The series' term and demand products as one list: term first, each product once, the bank's order kept. */
export function seriesProducts(term: readonly Product[], demand: readonly Product[]): Product[] {
  const seen = new Set<string>();
  return [...term, ...demand].filter((product) => !seen.has(product.prdCode) && seen.add(product.prdCode));
}

export function contrastRowOf(product: Product, currentCode: string | null | undefined): ContrastRow {
  const yieldText = yieldTextOf(product);
  const route = detailRouteOf(product);
  return {
    prdCode: product.prdCode,
    name: product.prdName,
    yieldValue: yieldText.value,
    yieldLabel: yieldText.label,
    term: termTextOf(product) || '--',
    risk: product.riskName || '--',
    riskLevel: product.riskLevel,
    minPurchase: product.formatPfirstAmt || '--',
    current: product.prdCode === currentCode,
    detail: route && { pathname: route, search: `?${new URLSearchParams({ prdCode: product.prdCode })}` },
  };
}
