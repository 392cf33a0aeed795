/** SPEC §9 fixed values and limits. One source for code, mock-independent. */
export const LIMITS = {
  homeListSize: 5,
  productListPageSize: 10,
  loaderAfterNavigationMs: 700,
  toastMs: 2000,
  randomIdLength: 20,
  /** SPEC §5, §9: the payment password is exactly 6 digits. */
  pinLength: 6,
  /** History pages (net values, past periods), as SPEC §9's history deals. */
  historyPageSize: 20,
} as const;

/** SPEC §9 pull-to-refresh and load-more. */
export const PULL = {
  pullDownThreshold: 50,
  releaseTextAbove: 90,
  pullUpThreshold: 100,
  refreshDelayMs: 1000,
  pullUpFinishMs: 500,
} as const;

/** SPEC §9 sorting of the product list: by yield (1, default) or by benchmark (3) with a direction. */
export type SortType = '1' | '3';
export type SortOrder = 'desc' | 'asc';
export interface ListSort {
  sortType: SortType;
  sortOrder: SortOrder;
}
export const DEFAULT_SORT: ListSort = { sortType: '1', sortOrder: 'desc' };

/** SPEC §9 swiper: a slide every 3 s, a swipe of 50 px turns it, the move takes 300 ms. */
export const SWIPER = {
  intervalMs: 3000,
  threshold: 50,
  durationMs: 300,
} as const;
