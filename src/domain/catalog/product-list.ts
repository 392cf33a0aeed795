/** The product lists: the home page's short lists and /list's pages, and how /list sorts. */

/** SPEC §9: the home page shows 5 products of each type. */
export const HOME_LIST_SIZE = 5;

/** /list loads its products 10 at a time. */
export const PRODUCT_LIST_PAGE_SIZE = 10;

/** SPEC §9 sorting of the product list: by yield (1, default) or by benchmark (3) with a direction. */
export type SortType = '1' | '3';
export type SortOrder = 'desc' | 'asc';
export interface ListSort {
  sortType: SortType;
  sortOrder: SortOrder;
}
export const DEFAULT_SORT: ListSort = { sortType: '1', sortOrder: 'desc' };
