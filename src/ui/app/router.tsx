import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DETAIL_ROUTES, type DetailRoute } from '../../domain/catalog/template-route';
import { HISTORY_ROUTES, SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from '../../domain/catalog/sub-pages';
import { HomePage } from '../pages/browse/HomePage';
import { Spinner } from '../components/LoadingIndicator';
import { StoreShell } from './StoreShell';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page in a chunk of its own, loaded by the router before it shows the route (React Router's
 * route `lazy`): on a first load the chunk is fetched alongside the entry's work, and the page
 * renders once, whole, instead of suspending (React holds a revealed Suspense boundary back for
 * up to 300 ms); on a tap the current page stays until the next one is ready.
 */
const lazyPage = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** One lazy page on each of several routes (the per-type sub pages of SPEC §2). */
const routesOf = (paths: readonly string[], load: () => PageModule): RouteObject[] => paths.map((path) => ({ path, ...lazyPage(load) }));

const detailRoute = (route: DetailRoute): RouteObject => ({
  path: route,
  lazy: async () => {
    const { default: DetailPage } = await import('../pages/detail/DetailPage');
    return { element: <DetailPage route={route} /> };
  },
});

/** SPEC §2 routes built so far. The home list is in the entry chunk (it is the first paint); the rest load per route. */
export const routes: RouteObject[] = [
  {
    element: <StoreShell />,
    // A first load of a lazy page: the indicator until its chunk is there.
    HydrateFallback: Spinner,
    children: [
      { index: true, element: <HomePage /> },
      { path: '/list', ...lazyPage(() => import('../pages/browse/ProductListPage')) },
      { path: '/onemtufm', ...lazyPage(() => import('../pages/browse/OneMinutePage')) },
      { path: '/wxPrdDetail', ...lazyPage(() => import('../pages/detail/WxPrdDetailPage')) },
      ...DETAIL_ROUTES.map(detailRoute),
      ...routesOf(SYNOPSIS_ROUTES, () => import('../pages/detail/sub/SynopsisPage')),
      ...routesOf(TRADE_RULE_ROUTES, () => import('../pages/detail/sub/TradeRulePage')),
      { path: '/poundage', ...lazyPage(() => import('../pages/detail/sub/FeesPage')) },
      ...routesOf(HISTORY_ROUTES, () => import('../pages/detail/sub/HistoryPage')),
      { path: '/contrast', ...lazyPage(() => import('../pages/detail/sub/ContrastPage')) },
      { path: '/pdf', ...lazyPage(() => import('../pages/detail/pdf/PdfPage')) },
      { path: '/buy', ...lazyPage(() => import('../pages/purchase/BuyPage')) },
      { path: '/shareTypeError', ...lazyPage(() => import('../pages/entry/ShareTypeErrorPage')) },
      { path: '*', ...lazyPage(() => import('../pages/entry/NotFoundPage')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
