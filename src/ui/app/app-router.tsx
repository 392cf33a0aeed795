import { useEffect, type ComponentType } from 'react';
import { when } from 'mobx';
import { createBrowserRouter, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/LoadingIndicator';
import { afterShown, nextTask } from '../view-models/pause';
import { decideEntry, identifyCustomer } from '../compose/first-load';
import type { App } from './app';
import { openPage, type OpenedPage } from './open-page';
import { PAGES, type Page, type PageView } from './pages';
import { ROUTES, showsWithoutEntry, type Query } from './router';
import { StoreShell } from './StoreShell';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The pages showing, by path: a page navigated to again at its own path keeps its view-model. */
type Showing = Map<string, OpenedPage>;

const addressOf = (request: Request): { path: string; query: Query } => {
  const url = new URL(request.url);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

/** The entry decision of this page load, made once, in a task of its own (the store's navigator is attached by then). */
function entrance(app: App): (request: Request) => Promise<boolean> {
  let decided: Promise<boolean> | null = null;
  return (request) => {
    decided ??= nextTask().then(() => {
      const { path, query } = addressOf(request);
      return decideEntry(app, path, query);
    });
    return decided;
  };
}

/**
 * A route's loader: once the entry is decided, the table opens the page (its view-model made and
 * its load started, in parallel with the page's chunk). An address the entry decision left, or a
 * navigation since superseded, opens nothing.
 */
const pageLoader = (page: Page, path: string, app: App, entered: (request: Request) => Promise<boolean>, showing: Showing) =>
  async ({ request }: LoaderFunctionArgs): Promise<OpenedPage | null> => {
    await nextTask();
    const mayShow = showsWithoutEntry(path) || (await entered(request));
    if (!mayShow || request.signal.aborted) return null;
    const opened = await openPage(page, app, path, addressOf(request).query, showing.get(path));
    await when(() => page.ready(opened.viewModel));
    return opened;
  };

/**
 * SPEC §9: the identity check waits until a page has been shown for 0.5 s, so the redirects of an
 * entry (a shared link to its product, an address without its tokens) ask the bank once, after them.
 */
const IDENTITY_CHECK_DEBOUNCE_MS = 500;

/** The routed page: the table's view-model, the query and the table's load again, given to the page's component. */
function routedPage(page: Page, app: App, showing: Showing, view: PageView<unknown>): ComponentType {
  function ShownPage({ opened }: { opened: OpenedPage }) {
    useEffect(() => {
      const timer = setTimeout(() => void identifyCustomer(app), IDENTITY_CHECK_DEBOUNCE_MS);
      return () => clearTimeout(timer);
    }, []);
    useEffect(() => afterShown(() => void opened.shown()), [opened]);
    useEffect(() => {
      showing.set(opened.path, opened);
      return () => void (showing.get(opened.path) === opened && showing.delete(opened.path));
    }, [opened]);
    const { viewModel, query, path } = opened;
    useEffect(() => () => page.leave(viewModel), [viewModel]);
    return view.render({ viewModel, query, path, reload: () => void page.load(viewModel, query, path) });
  }
  return function RoutedPage() {
    const opened = useLoaderData<OpenedPage | null>();
    return opened && <ShownPage opened={opened} />;
  };
}

function pageRoutes(page: Page, app: App, entered: (request: Request) => Promise<boolean>, showing: Showing): RouteObject[] {
  const index = page.routes.some((route) => route.index);
  return page.paths.map((path) => ({
    ...(index ? { index: true } : { path }),
    loader: pageLoader(page, path, app, entered, showing),
    // React Router's route `lazy`: the chunk arrives beside the loader's work, and the page renders once, whole.
    // It asks for the chunk in a task of its own, not in the router's first one (issue 19 item 5).
    lazy: async () => {
      await nextTask();
      return { Component: routedPage(page, app, showing, await page.chunk()) };
    },
  }));
}

/** The shell's route: each page's routes are added under it. */
const SHELL_ROUTE_ID = 'store';

/** React Router matches paths whatever their case and with or without a trailing slash. */
const routeKey = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * The routes of the page at a path, the first time it is asked for (none for a path of no page or
 * of a page added already).
 */
export function routesByPage(app: App, entered: (request: Request) => Promise<boolean>, showing: Showing): (path: string) => RouteObject[] {
  const pageAt = new Map(Object.values<Page>(PAGES).flatMap((page) => page.paths.map((path) => [routeKey(path), page] as const)));
  const added = new Set<Page>();
  return (path) => {
    const page = pageAt.get(routeKey(path));
    if (!page || added.has(page)) return [];
    added.add(page);
    return pageRoutes(page, app, entered, showing);
  };
}

/**
 * The store's router, built from the page table: the entry decision first, then each page its chunk
 * and its data. It starts with the routes of the address's page and the not-found page's, and adds
 * a page's when an address of it is first opened (React Router's patchRoutesOnNavigation): the
 * router's first task, on the first page's critical path, then ranks and matches a few routes
 * instead of the table's 89 (8–19 ms → 4–6 ms on this machine, unthrottled; issue 19 item 5).
 */
export function createAppRouter(app: App): AppRouter {
  const entered = entrance(app);
  const showing: Showing = new Map();
  const routesAt = routesByPage(app, entered, showing);
  return createBrowserRouter(
    [
      {
        id: SHELL_ROUTE_ID,
        element: <StoreShell />,
        // A first load: the indicator until the entry is decided and the page's chunk is there.
        HydrateFallback: Spinner,
        loader: ({ request }) => entered(request),
        // Only the first load decides the entry mode; later navigation keeps it (SPEC §9).
        shouldRevalidate: () => false,
        children: [...routesAt(window.location.pathname), ...routesAt(ROUTES.notFound.path)],
      },
    ],
    { patchRoutesOnNavigation: ({ path, patch }) => patch(SHELL_ROUTE_ID, routesAt(path)) },
  );
}

/**
 * The store's own navigation (a view-model's go, replace or back) while the router is still moving
 * to a page waits until that page shows: its data may come before its chunk, and the page leads on
 * from where it was shown, as when pages asked for their data once mounted.
 */
export function storeNavigation(router: AppRouter) {
  return (to: string | number, options?: { replace?: boolean }): void => {
    const go = () => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options));
    if (router.state.navigation.state === 'idle') return go();
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      stop();
      go();
    });
  };
}
