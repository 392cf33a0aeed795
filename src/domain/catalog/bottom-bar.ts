import { isZero } from '../money/money';
import type { Product } from './product';

/** What the detail page's bottom bar offers (SPEC §2), strongest rule first. */
export type BottomBar =
  | { kind: 'soldOut'; text: string }
  | { kind: 'unavailable'; text: string }
  | { kind: 'preSale'; text: string }
  | { kind: 'buy'; text: string };

export const BOTTOM_BAR_TEXT = {
  soldOut: '已售罄',
  buy: '立即购买',
  /** Status 4 or 5: a label, not a button. */
  unavailable: { '4': '暂停交易，暂不可购买', '5': '封闭期内，暂不可购买' } as Record<string, string>,
  preSale: (ipoStartDate: string) => `${ipoStartDate} 开售`,
} as const;

/** @param today yyyyMMdd */
export function bottomBarOf(product: Pick<Product, 'remainAmt' | 'prdStatus' | 'ipoStartDate' | 'formatIpoStartDate'>, today: string): BottomBar {
  if (isZero(product.remainAmt)) return { kind: 'soldOut', text: BOTTOM_BAR_TEXT.soldOut };
  const unavailable = BOTTOM_BAR_TEXT.unavailable[product.prdStatus];
  if (unavailable) return { kind: 'unavailable', text: unavailable };
  if (product.ipoStartDate > today) return { kind: 'preSale', text: BOTTOM_BAR_TEXT.preSale(product.formatIpoStartDate) };
  return { kind: 'buy', text: BOTTOM_BAR_TEXT.buy };
}
