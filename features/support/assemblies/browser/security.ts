import { credentialsIn } from '../../credentials';
import type { RouteSample } from '../../route-samples';
import type { SecurityTasks } from '../../tasks/security';
import { policyReportsOfEveryRoute, walkEveryRoute } from './route-walk';
import { inlineScriptRuns } from './security-checks';
import type { BrowserSession } from './session';

/** Security checks (features/security.feature): where secrets show, the headers, the policy, hostile text. */
export class BrowserSecurity implements SecurityTasks {
  constructor(private readonly session: BrowserSession) {}

  async placesExposing(secret: string): Promise<string[]> {
    await this.session.quiet();
    const [local, session] = await this.session.page.evaluate(() => [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })]);
    const places: Array<[string, string[]]> = [
      ['address', this.session.addresses.seen.map(decodedAddress)], ['console', this.session.logged], ['localStorage', [local]], ['sessionStorage', [session]],
      ['trace', await this.#traces()],
    ];
    return places.filter(([, texts]) => texts.some((shown) => shown.includes(secret))).map(([place]) => place);
  }

  async placesShowing(text: string): Promise<string[]> {
    const storage = await this.session.page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    const places: Array<[string, string[]]> = [
      ['request', this.session.sent], ['console', this.session.logged], ['storage', [storage]], ['trace', await this.#traces()],
    ];
    return places.flatMap(([place, texts]) => texts.filter((shown) => shown.includes(text)).map(() => place));
  }

  async credentialsSent(): Promise<string[]> {
    return credentialsIn(this.session.sent);
  }

  async customerIdNumber(): Promise<string> {
    return (await this.session.bankCustomer())!.idNo;
  }

  async pageHeaders(): Promise<Record<string, string>> {
    return this.session.documentHeaders;
  }

  async apiHeaders(): Promise<Record<string, string>> {
    await this.session.quiet();
    return this.session.bankAnswerHeaders;
  }

  async policyViolations(): Promise<string[]> {
    await this.session.quiet();
    return this.session.page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
  }

  inlineScriptRuns(): Promise<boolean> {
    return inlineScriptRuns(this.session.page);
  }

  async tamperWithLazyScripts(): Promise<void> {
    const page = await (await this.session.send('GET', '/')).text();
    const ownTags = new Set([...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
    this.session.spendPage();
    await this.session.page.route((url) => url.pathname.startsWith('/assets/') && /\.m?js$/.test(url.pathname) && !ownTags.has(url.pathname), async (route) => {
      const response = await route.fetch();
      this.#tamperedSent += 1;
      await route.fulfill({ response, body: `${await response.text()}\n;globalThis.__tampered = (globalThis.__tampered ?? 0) + 1;` });
    });
  }

  async tamperedScripts(): Promise<{ sent: number; ran: number }> {
    await this.session.quiet();
    return { sent: this.#tamperedSent, ran: await this.session.page.evaluate(() => (globalThis as { __tampered?: number }).__tampered ?? 0) };
  }

  #tamperedSent = 0;

  policyReportsAfterEveryRoute(samples: readonly RouteSample[]): Promise<string[]> {
    return policyReportsOfEveryRoute(this.session, samples);
  }

  policyReportsReceived(): Promise<string[]> {
    return this.session.policyReports(5000);
  }

  carryHostileText(markup: string): Promise<void> {
    return this.session.carryHostileText(markup);
  }

  async hostileTextOutcome(samples: readonly RouteSample[]): Promise<{ ran: string[]; runnable: string[]; shownAsText: number }> {
    return (await walkEveryRoute(this.session, samples)).hostile;
  }

  /** The trace records, one text each. */
  async #traces(): Promise<string[]> {
    return (await this.session.traceRecords()).map((record) => JSON.stringify(record));
  }
}

/** An address as it reads once percent-decoded (a secret could hide encoded). */
function decodedAddress(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}
