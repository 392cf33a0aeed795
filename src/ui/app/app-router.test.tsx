import { describe, expect, it } from 'vitest';
import { DETAIL_ROUTES } from '../../domain/catalog/template-route';
import type { App } from './app';
import { routesByPage } from './app-router';

describe('the router\'s routes, added page by page (issue 19)', () => {
  const routesAt = () => routesByPage({} as App, async () => true, new Map());

  it('gives the routes of the page at a path, all its paths at once, the first time only', () => {
    const at = routesAt();
    expect(at('/regularOpen').map((route) => route.path)).toEqual(DETAIL_ROUTES);
    expect(at('/netWorth')).toEqual([]);
    expect(at('/list').map((route) => route.path)).toEqual(['/list']);
  });

  it('finds a page whatever the case of its path, with or without a trailing slash, as React Router matches it', () => {
    expect(routesAt()('/REGULAROPEN/').map((route) => route.path)).toEqual(DETAIL_ROUTES);
  });

  it('gives the home page its index route, the not-found page its catch-all, and a path of no page nothing', () => {
    const at = routesAt();
    expect(at('/')).toMatchObject([{ index: true }]);
    expect(at('*').map((route) => route.path)).toEqual(['*']);
    expect(at('/nowhere')).toEqual([]);
  });
});
