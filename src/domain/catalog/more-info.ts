import type { Product } from './product';
import type { FeeLine, FeeType } from './published';
import { SUB_PAGES } from './sub-pages';
import type { DetailRoute } from './template-route';

/** The fee-rate page (SPEC §2 /poundage) and the same-series comparison (/contrast). */
export const FEES_ROUTE = '/poundage';
export const CONTRAST_ROUTE = '/contrast';

/** What a link of the detail page's 更多信息 leads to. */
export type MoreInfoPage = 'synopsis' | 'tradeRules' | 'history' | 'fees' | 'contrast';

export interface MoreInfoLink {
  page: MoreInfoPage;
  path: string;
  query: Record<string, string>;
}

/**
 * The detail page's 更多信息: the product's synopsis, trading rules and history pages (SUB_PAGES),
 * its fee rates when it publishes any, and the comparison with its series when it belongs to one.
 * Every link carries the product's code.
 */
export function moreInfoLinks(route: DetailRoute, product: Pick<Product, 'prdCode' | 'seriesCode'>, publishesFees: boolean): MoreInfoLink[] {
  const pages = SUB_PAGES[route];
  const query = { prdCode: product.prdCode };
  const links: MoreInfoLink[] = [
    { page: 'synopsis', path: pages.synopsis, query },
    { page: 'tradeRules', path: pages.tradeRules, query },
    { page: 'history', path: pages.history, query },
  ];
  if (publishesFees) links.push({ page: 'fees', path: FEES_ROUTE, query });
  if (product.seriesCode) links.push({ page: 'contrast', path: CONTRAST_ROUTE, query: { seriesCode: product.seriesCode, prdCode: product.prdCode } });
  return links;
}

/** The order the fee page lists its groups in: buying, redeeming, then the yearly fees. */
export const FEE_TYPES: readonly FeeType[] = ['buy', 'redeem', 'ongoing'];

export interface FeeGroup {
  feeType: FeeType;
  lines: FeeLine[];
}

/** The fee lines by kind, in FEE_TYPES order, each keeping the bank's order; kinds without a line are left out. */
export function feeGroupsOf(fees: readonly FeeLine[]): FeeGroup[] {
  return FEE_TYPES
    .map((feeType) => ({ feeType, lines: fees.filter((line) => line.feeType === feeType) }))
    .filter((group) => group.lines.length > 0);
}
