import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DETAIL_ROUTES, type DetailRoute } from '../../domain/catalog/template-route';
import { HISTORY_ROUTES, SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from '../../domain/catalog/sub-pages';
import { HomePage } from '../pages/browse/HomePage';
import { StoreShell } from './StoreShell';

const loadDetailPage = () => import('../pages/detail/DetailPage');
// A shared link opens a detail page first: fetch its chunk with the entry's, not after it.
if ((DETAIL_ROUTES as readonly string[]).includes(window.location.pathname) || window.location.pathname === '/wxPrdDetail') void loadDetailPage();
const DetailPage = lazy(loadDetailPage);

const page = (load: () => Promise<{ default: ComponentType }>): ReactNode => {
  const Page = lazy(load);
  return <Suspense fallback={null}><Page /></Suspense>;
};

/** One lazy page on each of several routes (the per-type sub pages of SPEC §2). */
const routesOf = (paths: readonly string[], load: () => Promise<{ default: ComponentType }>): RouteObject[] => paths.map((path) => ({ path, element: page(load) }));

const detailRoute = (route: DetailRoute): RouteObject => ({
  path: route,
  element: <Suspense fallback={null}><DetailPage route={route} /></Suspense>,
});

/** SPEC §2 routes built so far. The home list is in the entry chunk (it is the first paint); the rest load per route. */
export const routes: RouteObject[] = [
  {
    element: <StoreShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '/list', element: page(() => import('../pages/browse/ProductListPage')) },
      { path: '/onemtufm', element: page(() => import('../pages/browse/OneMinutePage')) },
      { path: '/wxPrdDetail', element: page(() => import('../pages/detail/WxPrdDetailPage')) },
      ...DETAIL_ROUTES.map(detailRoute),
      ...routesOf(SYNOPSIS_ROUTES, () => import('../pages/detail/sub/SynopsisPage')),
      ...routesOf(TRADE_RULE_ROUTES, () => import('../pages/detail/sub/TradeRulePage')),
      { path: '/poundage', element: page(() => import('../pages/detail/sub/FeesPage')) },
      ...routesOf(HISTORY_ROUTES, () => import('../pages/detail/sub/HistoryPage')),
      { path: '/contrast', element: page(() => import('../pages/detail/sub/ContrastPage')) },
      { path: '/pdf', element: page(() => import('../pages/detail/pdf/PdfPage')) },
      { path: '/buy', element: page(() => import('../pages/purchase/BuyPage')) },
      { path: '/shareTypeError', element: page(() => import('../pages/entry/ShareTypeErrorPage')) },
      { path: '*', element: page(() => import('../pages/entry/NotFoundPage')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
