import type { Page, Request } from 'playwright-core';
import { eventually } from '../../patience';
import type { RequestWatch } from './request-watch';

/** SPEC §9: the store gives up on a call the bank has not answered in 30 s. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How close to the 30 s the page's clock is read: before, the call must still be on its way; after,
 * it must have been given up. The moment the call left is taken when its request event reaches the
 * runner, which on a busy host can be more than 0.5 s after the page sent it (and started its 30 s):
 * a fresh-clone run saw the home list's call already given up at "29.5 s". So the earlier reading
 * leaves 2 s; a store that gives up at 20 s, or 28, is still caught.
 */
const STILL_ON_ITS_WAY_MS = 2_000;
const GIVEN_UP_AFTER_MS = 500;

/** A fault the bank holds an answer back with (its path and method, as the control API matches them). */
export interface HeldAnswer {
  path: string;
  method?: string;
  delayMs?: number;
}

/**
 * The bank's answers held back past the store's 30 s: the page's clock (Playwright's, running as
 * real time) is moved on by the 30 s once the bank holds the call, so the store gives up as it
 * would after 30 s of waiting, while the bank's side (an order taken, its late answer) is as it
 * would be. SPEC §9's rule is a time: the scenario reads the page's own clock.
 */
export class TimeoutsOnPageClock {
  /** The bank answers to be held back past the store's timeout, waiting for the page's call. */
  #waiting: HeldAnswer[] = [];
  /** Calls the store gave up on before its 30 s had passed on the page's clock, or not at 30 s. */
  readonly wrong: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly pageClock: boolean,
    private readonly requests: RequestWatch,
    /** The faults the bank still holds (its control API's state). */
    private readonly bankFaults: () => Promise<HeldAnswer[]>,
  ) {
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const rule = this.#waiting.find((held) => path.endsWith(held.path) && (!held.method || held.method.toUpperCase() === request.method()));
      if (!rule) return;
      this.#waiting.splice(this.#waiting.indexOf(rule), 1);
      void this.#timeOut(rule, request, Date.now());
    });
  }

  /** The bank will hold these answers back; those past the store's 30 s are timed out on the page's clock. */
  hold(rules: readonly HeldAnswer[]): void {
    const held = rules.filter((rule) => (rule.delayMs ?? 0) >= REQUEST_TIMEOUT_MS);
    if (held.length === 0) return;
    if (!this.pageClock) throw new Error('a call that times out needs the page\'s clock from the first page on: the scenario\'s steps name 超时 (world.ts)');
    this.#waiting.push(...held);
  }

  /**
   * Once the bank has taken the call (its fault used up: the answer is being held), the page's
   * clock is paused 2 s short of 30 s after the call left, when the call must still be on its
   * way, then 0.5 s past, when the store must have given it up; then it runs on. A store that gives
   * up sooner or later is recorded in `wrong`. (Between moves the clock runs as real time, so the
   * page's time when the call left is the real time then plus the page's lead.)
   */
  async #timeOut(rule: HeldAnswer, request: Request, left: number): Promise<void> {
    const stillWaiting = (faults: HeldAnswer[]) => faults.some((fault) => fault.path === rule.path && fault.delayMs === rule.delayMs);
    await eventually(this.bankFaults, (faults) => !stillWaiting(faults));
    const path = new URL(request.url()).pathname;
    try {
      const leftOnPage = left + (await this.page.evaluate(() => Date.now())) - Date.now();
      await this.page.clock.pauseAt(leftOnPage + REQUEST_TIMEOUT_MS - STILL_ON_ITS_WAY_MS);
      // A call given up in that move would be gone in a moment (nothing else moves: the clock is paused).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { inFlight, givenUp } = this.requests;
      const held = [...inFlight].find((call) => new URL(call.url()).pathname === path);
      if (!held) this.wrong.push(`gave up on ${path} before 30 s`);
      await this.page.clock.pauseAt(leftOnPage + REQUEST_TIMEOUT_MS + GIVEN_UP_AFTER_MS);
      // Given up, not answered (the bank answers 1 s later, in real time).
      if (held) await eventually(async () => inFlight.has(held), (going) => !going);
      if (held && !givenUp.has(held)) this.wrong.push(`did not give up on ${path} at 30 s`);
      await this.page.clock.resume();
    } catch {
      // a page closed or gone elsewhere meanwhile has nothing left to time out
    }
  }
}
