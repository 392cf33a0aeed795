import { credentialsIn } from '../../credentials';
import type { SecurityTasks } from '../../tasks/security';
import { browserOnly, type DomainSession } from './session';

/** Security checks (features/security.feature): what the store sent, logged and kept. */
export class DomainSecurity implements SecurityTasks {
  constructor(private readonly session: DomainSession) {}

  async placesExposing(secret: string): Promise<string[]> {
    const { bank, addressesShown, logged } = this.session;
    const places: Array<[string, string[]]> = [
      ['address', [...addressesShown, ...bank.addresses]], ['console', logged], ['sessionStorage', this.#sessionStorage()], ['trace', await this.#traces()],
    ];
    return places.filter(([, texts]) => texts.some((shown) => shown.includes(secret))).map(([place]) => place);
  }

  /** Here: what the store sent the bank, its session storage and the trace records (no console, no local storage). */
  async placesShowing(text: string): Promise<string[]> {
    const places: Array<[string, string[]]> = [['request', this.session.bank.sentBodies], ['storage', this.#sessionStorage()], ['trace', await this.#traces()]];
    return places.flatMap(([place, texts]) => texts.filter((shown) => shown.includes(text)).map(() => place));
  }

  #sessionStorage(): string[] {
    return [...this.session.sessionStore.values.values()];
  }

  async #traces(): Promise<string[]> {
    return (await this.session.traceRecords()).map((record) => JSON.stringify(record));
  }

  async credentialsSent(): Promise<string[]> {
    return credentialsIn(this.session.bank.sentBodies);
  }

  async customerIdNumber(): Promise<string> {
    return this.session.customer()!.idNo;
  }

  async carryHostileText(markup: string): Promise<void> {
    await this.session.bank.control('POST', '/__mock/hostile-text', { markup });
  }

  pageHeaders(): Promise<Record<string, string>> {
    return browserOnly('response headers');
  }

  apiHeaders(): Promise<Record<string, string>> {
    return browserOnly('response headers');
  }

  policyViolations(): Promise<string[]> {
    return browserOnly('the Content-Security-Policy');
  }

  inlineScriptRuns(): Promise<boolean> {
    return browserOnly('running script');
  }

  hostileTextOutcome(): Promise<{ ran: string[]; runnable: string[]; shownAsText: number }> {
    return browserOnly('running script');
  }
}
