import { isProductCode } from '../../domain/entry/entry-mode';
import { detailRouteOf, type DetailRoute } from '../../domain/catalog/template-route';
import { flag, isObject, text } from './json';

/*
 * Issue 19: what the early script (src/early-data.ts) asks and where it leaves the answers. The
 * early script carries this module and, of the domain, only the product-code rule and which detail
 * page shows a product.
 */

/** The window property the early script fills: each address's answer, or null when the connection dropped. */
export const EARLY_ANSWERS_GLOBAL = '__earlyAnswers';

export interface EarlyAnswer {
  status: number;
  body: string;
}

export type EarlyAnswerTable = Record<string, Promise<EarlyAnswer | null> | undefined>;

/** In a recorded address, where the address's product code goes. */
export const PRODUCT_CODE_SLOT = 'PRDCODESLOT';

/**
 * The addresses each first screen asks at once, as the store's own code asks them (recorded at
 * build time by src/first-screen-requests.ts): by page path, and for a shared product link at the
 * store's root, whose detail page is known only once the product is.
 */
export interface FirstScreenRequests {
  byPath: Record<string, string[]>;
  productAtRoot: string[];
}

/** A shared product link: the store's root with a product code, whose page is known only once the product is. */
const isSharedProductLink = (url: URL): boolean => url.pathname === '/' && Boolean(url.searchParams.get('prdCode'));

/** The addresses the first screen of this address asks at once, with its product code in place. */
export function requestsAt({ byPath, productAtRoot }: FirstScreenRequests, url: URL): string[] {
  const prdCode = url.searchParams.get('prdCode');
  const recorded = isSharedProductLink(url) ? productAtRoot : (byPath[url.pathname] ?? []);
  return recorded.flatMap((address) => {
    if (!address.includes(PRODUCT_CODE_SLOT)) return [address];
    return isProductCode(prdCode) ? [address.replaceAll(PRODUCT_CODE_SLOT, prdCode)] : [];
  });
}

/**
 * The detail page of t100003's product, from the answer's text (`result.prdDetail`), reading only
 * what decides the page (the mapping's fields: product-mapping.ts).
 */
export function detailRouteOfAnswer(body: string): DetailRoute | null {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return null;
  }
  const raw = isObject(answer) && isObject(answer.result) ? answer.result.prdDetail : null;
  return isObject(raw) ? detailRouteOf({ prdTemplate: text(raw.prdTemplate), prdCategory: text(raw.prdCategory), isPrivate: flag(raw.isPrivate) }) : null;
}

/**
 * A shared link at the store's root opens its product's own detail page, known once the product
 * is: what that page asks (the chart's calls among them), from the product's answer. Nothing for
 * any other address.
 */
export function requestsAfterProduct(table: FirstScreenRequests, url: URL, productAnswer: string): string[] {
  if (!isSharedProductLink(url)) return [];
  const route = detailRouteOfAnswer(productAnswer);
  return route ? requestsAt(table, new URL(`${route}${url.search}`, url)) : [];
}
