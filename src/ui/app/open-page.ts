import type { App } from './app';
import { PAGES, type Page, type PageName } from './pages';
import type { Query } from './router';

/*
 * Opening a page of the table (pages.ts) at an address: the router's loaders and the fast test
 * assembly both open pages this way, after the entry decision.
 */

/** The page the table serves at this path, by name; null for an address no route serves. */
export function pageAt(path: string): { name: PageName; page: Page } | null {
  const found = (Object.entries(PAGES) as Array<[PageName, Page]>).find(([, candidate]) => candidate.paths.includes(path));
  return found ? { name: found[0], page: found[1] } : null;
}

/** A page opened at an address: its view-model and the query it was loaded with. */
export interface OpenedPage {
  readonly page: Page;
  readonly path: string;
  readonly query: Query;
  readonly viewModel: unknown;
  /** The table's load, under way or done. */
  readonly loading: Promise<void>;
  /** What the page does once it has been painted after this load (nothing when it was not loaded again). */
  readonly shown: () => Promise<void>;
}

/** The parameters of the address that the page reads. */
const readQuery = (page: Page, query: Query): Query => Object.fromEntries(page.params.flatMap((name) => (query[name] === undefined ? [] : [[name, query[name]]])));

/**
 * Opens a page at an address: what the page asks at once goes out, the table makes its view-model
 * and loads it with the query the page reads. The page showing at this very path keeps its
 * view-model and loads it again only when that query changed, as a page component did with its own
 * while it stayed mounted.
 */
export async function openPage(page: Page, app: App, path: string, address: Query, showing?: OpenedPage | null): Promise<OpenedPage> {
  const query = readQuery(page, address);
  const kept = showing?.page === page && showing.path === path ? showing : null;
  const changed = !kept || page.params.some((name) => query[name] !== kept.query[name]);
  const asked = changed ? page.ask(app, query, path) : undefined;
  const viewModel = kept ? kept.viewModel : await page.make(app, path);
  const loading = changed ? page.load(viewModel, query, path, asked) : Promise.resolve();
  const shown = changed ? () => loading.then(() => page.shown(viewModel)) : () => Promise.resolve();
  return { page, path, query, viewModel, loading, shown };
}
