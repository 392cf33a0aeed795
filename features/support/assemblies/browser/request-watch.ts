import type { Page, Request } from 'playwright-core';
import { CEILING_MS } from '../../patience';

/**
 * A page's requests on their way (the bank's calls and the build's files: a page whose chunk is
 * still coming has not asked the bank yet), and whether the page has gone quiet.
 */
export class RequestWatch {
  readonly inFlight = new Set<Request>();
  /** The requests that ended without an answer (given up, or their connection lost). */
  readonly givenUp = new WeakSet<Request>();
  #started = 0;
  #onQuiet: Array<() => void> = [];

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.#started += 1;
    });
    page.on('requestfinished', (request) => this.#ended(request));
    page.on('requestfailed', (request) => {
      this.givenUp.add(request);
      this.#ended(request);
    });
  }

  #ended(request: Request): void {
    if (!this.inFlight.delete(request) || this.inFlight.size > 0) return;
    this.#onQuiet.splice(0).forEach((resume) => resume());
  }

  /**
   * The page has gone quiet: nothing on its way, and the page has drawn twice and run a task since,
   * with no request started meanwhile, so what the answers bring (a chunk's page and its calls, a
   * dialog, a toast, a new state) is on screen.
   */
  async quiet(): Promise<void> {
    const deadline = Date.now() + CEILING_MS;
    let started: number;
    do {
      if (this.inFlight.size > 0) {
        await new Promise<void>((resume) => {
          this.#onQuiet.push(resume);
          setTimeout(resume, Math.max(0, deadline - Date.now()));
        });
      }
      started = this.#started;
      // A page on its way to another address has no frames to wait for: the loop looks again.
      await this.page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(drawn))))).catch(() => undefined);
    } while ((this.inFlight.size > 0 || this.#started !== started) && Date.now() < deadline);
  }
}
