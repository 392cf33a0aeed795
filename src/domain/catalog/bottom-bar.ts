import type { Product } from './product';
import { SALE_STATE_TEXT, saleLabelOf, saleStateOf } from './sale-state';

/** What the detail page's bottom bar offers (SPEC §2), strongest rule first (saleStateOf). */
export type BottomBar =
  | { kind: 'soldOut'; text: string }
  | { kind: 'unavailable'; text: string }
  | { kind: 'preSale'; text: string }
  | { kind: 'buy'; text: string };

export const BOTTOM_BAR_TEXT = {
  soldOut: SALE_STATE_TEXT.soldOut,
  buy: '立即购买',
  /** Status 4 or 5: a label, not a button. */
  unavailable: SALE_STATE_TEXT.unavailable as Record<string, string>,
  preSale: SALE_STATE_TEXT.opensOn,
} as const;

/** @param today yyyyMMdd */
export function bottomBarOf(product: Pick<Product, 'remainAmt' | 'prdStatus' | 'ipoStartDate' | 'formatIpoStartDate'>, today: string): BottomBar {
  const state = saleStateOf(product, today);
  return state.kind === 'onSale' ? { kind: 'buy', text: BOTTOM_BAR_TEXT.buy } : { kind: state.kind, text: saleLabelOf(state) };
}
