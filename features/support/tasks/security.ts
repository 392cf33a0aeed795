import type { RouteSample } from '../route-samples';

/** Security checks (features/security.feature). */
export interface SecurityTasks {
  /**
   * Where a secret shows outside the request bodies: 'address' (a request's URL, or an address the
   * store put in the address bar), 'console', 'localStorage', 'sessionStorage', 'trace'.
   */
  placesExposing(secret: string): Promise<string[]>;
  /**
   * Where a text turns up in what the store sent, logged or kept since the scenario began:
   * requests (address and body), console lines, local and session storage, trace records.
   */
  placesShowing(text: string): Promise<string[]>;
  /** The credentials the store sent the bank (tokenId, openId, accessToken values). */
  credentialsSent(): Promise<string[]>;
  /** The active customer's full ID number, as the bank keeps it. */
  customerIdNumber(): Promise<string>;
  /** The page's response headers, by lower-case name (browser only). */
  pageHeaders(): Promise<Record<string, string>>;
  /** A bank answer's response headers, by lower-case name (browser only). */
  apiHeaders(): Promise<Record<string, string>>;
  /** What the Content-Security-Policy has blocked so far, one line each (browser only). */
  policyViolations(): Promise<string[]>;
  /**
   * Opens each route sample (after its reset, persona and setup) with every collapsed section and
   * popup open, under the production build's policy (unlike the hostile-text walk, which ignores
   * it); then every policy report the bank's collector received, one line each (`directive blocked
   * sample @ page`). Domain (no browser runs the policy): what is wrong with the policy the build
   * sends for reports to mean anything — Trusted Types not required, a policy other than the
   * store's one and the default one allowed, no report-uri to the collector — and any
   * report the collector holds.
   */
  policyReportsAfterEveryRoute(samples: readonly RouteSample[]): Promise<string[]>;
  /** The policy reports the bank's collector has received since the scenario began, once the first has come (browser only). */
  policyReportsReceived(): Promise<string[]>;
  /**
   * From now on every script the page loads on demand (each lazy chunk: not the page's own tags)
   * reaches the browser with code added on the way, which would count itself if it ran (browser only).
   */
  tamperWithLazyScripts(): Promise<void>;
  /** How many tampered scripts the browser was sent, and how many of them ran (browser only). */
  tamperedScripts(): Promise<{ sent: number; ran: number }>;
  /** Puts an inline script into the page; whether it ran (browser only). */
  inlineScriptRuns(): Promise<boolean>;
  /** From now on, every text the bank answers carries this markup (the mock bank's hostile-text control). */
  carryHostileText(markup: string): Promise<void>;
  /**
   * Opens each route sample (after its reset, persona and setup) with every collapsed section and popup open;
   * then which corpus entries ran, what the pages hold that could run later (on* attributes,
   * javascript: links, frames), and how often the markup was shown as plain text (browser only).
   */
  hostileTextOutcome(samples: readonly RouteSample[]): Promise<{ ran: string[]; runnable: string[]; shownAsText: number }>;
}
