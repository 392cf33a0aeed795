/**
 * Rules that are themselves a time (SPEC §9: the loading indicator's 0.7 s, the identity check's
 * 0.5 s), read on the page's own clock: the scenario holds the clock and moves it, so what the
 * page shows at 0.699 s and at 0.7 s is the same on a quiet or a busy host. Only a browser runs
 * the page's timers (they live in the router and the shell's components).
 */
export interface PageClockTasks {
  /** The page's time is the scenario's clock from the next page load on (it runs as real time until held): no timer of the page is left outside it. */
  takePageClock(): Promise<void>;
  /** Holds the page's clock from now on: the page's time moves only when a task moves it. */
  holdPageClock(): Promise<void>;
  /** Enters the store by this link with the page's clock held from before the first load, moved only as far as the first page needs to show. */
  enterWithPageClockHeld(link: Record<string, string>): Promise<void>;
  /** Moves the held clock only as far as the page needs to show the next page; the moment it shows is what later times count from. */
  untilNextPageShows(): Promise<void>;
  /** Moves the held clock to this long after the page showed (it cannot go back). */
  pageClockAt(ms: number): Promise<void>;
  /** Whether the loading indicator shows now. */
  loadingShowsNow(): Promise<boolean>;
  /** How many times the page has asked the bank who the customer is (calls ending so), once what it set off has gone. */
  identityChecksNow(call: string): Promise<number>;
}
