import type { Product } from './product';

export type DetailRoute =
  | '/netWorth' | '/expected' | '/gear' | '/regularExperd' | '/regularColsed'
  | '/regularColsedPrivate' | '/regularOpen' | '/currency' | '/custCycle';

/** SPEC §2: the product link, a controller that opens the product's detail page by its template (shared links land here). */
export const PRODUCT_LINK_ROUTE = '/wxPrdDetail';

/** SPEC §2 template routing. */
export const TEMPLATE_ROUTES: Readonly<Record<string, DetailRoute>> = {
  D300: '/netWorth',
  D311: '/netWorth',
  D100: '/expected',
  D102: '/regularExperd',
  D303: '/regularColsed',
  D301: '/regularOpen',
  D310: '/currency',
  D306: '/custCycle',
};

export const DETAIL_ROUTES: readonly DetailRoute[] = [...new Set(Object.values(TEMPLATE_ROUTES)), '/gear', '/regularColsedPrivate'];

/** The detail page for a product, or null when its template is not one the store shows. */
export function detailRouteOf(product: Pick<Product, 'prdTemplate' | 'prdCategory' | 'isPrivate'>): DetailRoute | null {
  const route = TEMPLATE_ROUTES[product.prdTemplate];
  if (!route) return null;
  if (product.isPrivate) return '/regularColsedPrivate';
  if (product.prdTemplate === 'D100' && product.prdCategory === '1') return '/gear'; // category 1: the KD100 tiered family
  return route;
}

/** The net-value families: their detail shows the latest net value (queryManyQuotation) and a net-value chart. */
export const NET_VALUE_ROUTES: readonly DetailRoute[] = ['/netWorth', '/regularColsed', '/regularColsedPrivate', '/regularOpen'];

export const isNetValueRoute = (route: DetailRoute | null): boolean => route !== null && NET_VALUE_ROUTES.includes(route);

/** The pages that chart the product's performance: the net-value families and cash management (t100010 / t100012). */
export const CHART_ROUTES: readonly DetailRoute[] = [...NET_VALUE_ROUTES, '/currency'];

export const hasPerformanceChart = (route: DetailRoute | null): boolean => route !== null && CHART_ROUTES.includes(route);

/** A page about one product: its route with the product's code in the query (every product page carries it). */
export const withPrdCode = (path: string, prdCode: string): string => `${path}?prdCode=${encodeURIComponent(prdCode)}`;
