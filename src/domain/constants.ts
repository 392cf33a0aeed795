/** SPEC §9 fixed values and limits. One source for code, mock-independent. */
export const LIMITS = {
  loaderAfterNavigationMs: 700,
  toastMs: 2000,
} as const;

/** SPEC §9 pull-to-refresh and load-more. */
export const PULL = {
  pullDownThreshold: 50,
  releaseTextAbove: 90,
  pullUpThreshold: 100,
  refreshDelayMs: 1000,
  pullUpFinishMs: 500,
} as const;

/** SPEC §9 swiper: a slide every 3 s, a swipe of 50 px turns it, the move takes 300 ms. */
export const SWIPER = {
  intervalMs: 3000,
  threshold: 50,
  durationMs: 300,
} as const;
