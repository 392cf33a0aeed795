import { RISK_DISCLOSURE } from './disclosure';
import type { Product } from './product';
import { yieldSentenceOf, yieldTextOf } from './product-texts';
import { PRODUCT_LINK_ROUTE } from './template-route';

/**
 * The query of a product link a customer shares in the messaging app (SPEC §6): mode 01, the
 * product, and the client manager who brought the customer, carried as employeeNo.
 * Private placements are never offered for sharing.
 */
export function shareLinkQuery(product: Pick<Product, 'prdCode' | 'isPrivate'>, clientManager: string | null): Record<string, string> | null {
  if (product.isPrivate) return null;
  return clientManager ? { shareType: '01', prdCode: product.prdCode, employeeNo: clientManager } : { shareType: '01', prdCode: product.prdCode };
}

/** SPEC §3 share entity, before the page's origin is known: the link and the icon are paths. */
export interface ShareContent {
  title: string;
  desc: string;
  /** The product link with shareLinkQuery's query. */
  linkPath: string;
  imgPath: string;
}

export const SHARE_ICON_PATH = '/share-icon.png';

type Shared = Pick<Product, 'prdCode' | 'isPrivate' | 'prdName' | 'yearClientRatio' | 'yearClientRatioDesc' | 'formatModelComment' | 'prdTemplate' | 'estabDate' | 'navDate' | 'formatPfirstAmt' | 'riskName'>;

/** What a shared product says in the messaging app: its name, its headline figure, and the disclosure. */
export function shareContentOf(product: Shared, clientManager: string | null): ShareContent | null {
  const query = shareLinkQuery(product, clientManager);
  if (!query) return null;
  const headline = yieldSentenceOf(yieldTextOf(product));
  return {
    title: product.prdName,
    desc: `${headline}，${product.formatPfirstAmt}起购，${product.riskName}。${RISK_DISCLOSURE}`,
    linkPath: `${PRODUCT_LINK_ROUTE}?${new URLSearchParams(query).toString()}`,
    imgPath: SHARE_ICON_PATH,
  };
}
