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

/**
 * An early request's outcome: the bank's answer, null when the connection dropped, or 'timeout'
 * once SPEC §9's 30 s have passed since it left (the early script's own timer: the customer has
 * waited since the request left, not since the store took it).
 */
export type EarlyOutcome = EarlyAnswer | null | 'timeout';

export type EarlyAnswerTable = Record<string, Promise<EarlyOutcome> | undefined>;

/** SPEC §9: a call the bank has not answered in 30 s has failed. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The bank's calls that are POSTs and only read (the rest write: an order, a behaviour record), which
 * an early script may therefore make before the store does.
 */
export const POST_READS: readonly string[] = ['/api/dbank/queryManyQuotation', '/api/dbank/showPrdRate', '/api/dbank/risk/queryRiskLevel', '/api/dbank/listHoldingShare'];

/**
 * An early request as the table writes it: a GET's address, or `POST <address> <body>` for a read
 * the bank answers to a body (POST_READS).
 */
export const requestKey = (method: string, address: string, body?: string): string =>
  method.toUpperCase() === 'POST' ? `POST ${address} ${body ?? ''}` : address;

/** The fetch a request key stands for. */
export function fetchOf(key: string): { address: string; init: RequestInit } {
  const post = /^POST (\S+) (.*)$/s.exec(key);
  const accept = { Accept: 'application/json, text/plain, */*' };
  if (!post) return { address: key, init: { credentials: 'same-origin', headers: accept } };
  return { address: post[1], init: { method: 'POST', body: post[2], credentials: 'same-origin', headers: { ...accept, 'Content-Type': 'application/json' } } };
}

/** In a declared address, where the address's product code goes. */
export const PRODUCT_CODE_SLOT = 'PRDCODESLOT';

/**
 * The requests each first screen makes at once (declared in first-reads.ts): by page path, or path and a parameter that changes
 * them (`/list?kind=demand`); for a shared product link at the store's root, whose detail page is
 * known only once the product is; and what a page asks besides for a customer who came from the
 * bank app (shareType 02), who is signed in with it.
 */
export interface FirstScreenRequests {
  byPath: Record<string, string[]>;
  productAtRoot: string[];
  inBankAppByPath: Record<string, string[]>;
}

/** A shared product link: the store's root with a product code, whose page is known only once the product is. */
const isSharedProductLink = (url: URL): boolean => url.pathname === '/' && Boolean(url.searchParams.get('prdCode'));

/** What the table declares for this address: the entry of its path whose parameters it has, the one naming most. */
function declaredAt(table: Record<string, string[]>, url: URL): string[] {
  const matching = Object.keys(table).filter((key) => {
    const [path, query = ''] = key.split('?');
    return path === url.pathname && [...new URLSearchParams(query)].every(([name, value]) => url.searchParams.get(name) === value);
  });
  const mostNamed = matching.sort((a, b) => b.length - a.length)[0];
  return mostNamed ? table[mostNamed] : [];
}

/** The requests the first screen of this address makes at once, with its product code in place. */
export function requestsAt({ byPath, productAtRoot, inBankAppByPath }: FirstScreenRequests, url: URL): string[] {
  const prdCode = url.searchParams.get('prdCode');
  const inBankApp = url.searchParams.get('shareType') === '02' ? declaredAt(inBankAppByPath, url) : [];
  const declared = isSharedProductLink(url) ? productAtRoot : [...declaredAt(byPath, url), ...inBankApp];
  return declared.flatMap((address) => {
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
