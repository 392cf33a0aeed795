import { isZero } from '../money/money';
import type { Product } from './product';

/**
 * Whether a product is on sale (SPEC §2's bottom bar, SPEC §4 "Status 4 or 5 disables buying"),
 * strongest rule first: sold out overrides everything, then status 4 or 5, then an IPO that has
 * not begun. One rule for every way into buying: the detail page's bar, /buy and the plan forms.
 */
export type SaleState =
  | { kind: 'onSale' }
  /** Nothing left to buy (remainAmt 0). */
  | { kind: 'soldOut' }
  /** Status 4 (suspended) or 5 (closed period). */
  | { kind: 'unavailable'; status: UnavailableStatus }
  /** The IPO starts later. */
  | { kind: 'preSale'; opensOn: string };

export type NotOnSale = Exclude<SaleState, { kind: 'onSale' }>;

export type UnavailableStatus = '4' | '5';

/** The detail page's words for a product that is not on sale: the one source for every page that says it. */
export const SALE_STATE_TEXT = {
  soldOut: '已售罄',
  unavailable: { '4': '暂停交易，暂不可购买', '5': '封闭期内，暂不可购买' } satisfies Record<UnavailableStatus, string>,
  /** The bar's label before the IPO starts. */
  opensOn: (formatIpoStartDate: string) => `${formatIpoStartDate} 开售`,
  notYetOnSale: '未开售',
} as const;

const isUnavailableStatus = (status: string): status is UnavailableStatus => status in SALE_STATE_TEXT.unavailable;

/** @param today yyyyMMdd */
export function saleStateOf(product: Pick<Product, 'remainAmt' | 'prdStatus' | 'ipoStartDate' | 'formatIpoStartDate'>, today: string): SaleState {
  if (isZero(product.remainAmt)) return { kind: 'soldOut' };
  if (isUnavailableStatus(product.prdStatus)) return { kind: 'unavailable', status: product.prdStatus };
  if (product.ipoStartDate > today) return { kind: 'preSale', opensOn: product.formatIpoStartDate };
  return { kind: 'onSale' };
}

/** The detail page's bar label for a product not on sale (`已售罄`, `暂停交易，暂不可购买`, `2026-12-02 开售`). */
export function saleLabelOf(state: NotOnSale): string {
  switch (state.kind) {
    case 'soldOut':
      return SALE_STATE_TEXT.soldOut;
    case 'unavailable':
      return SALE_STATE_TEXT.unavailable[state.status];
    case 'preSale':
      return SALE_STATE_TEXT.opensOn(state.opensOn);
  }
}

/**
 * What a page in place of the amount says (/buy, /fixedtime): the bar's words, and for a product
 * not yet on sale that it is not (`未开售，2026-12-02 开售`), since no date alone explains a refusal.
 */
export function saleNoticeOf(state: NotOnSale): string {
  return state.kind === 'preSale' ? `${SALE_STATE_TEXT.notYetOnSale}，${saleLabelOf(state)}` : saleLabelOf(state);
}
