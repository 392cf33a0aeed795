import { REPORT_PATH, securityHeaders } from '../../../../scripts/security-headers';
import { STORE_POLICY_NAME } from '../../../../src/infrastructure/trusted-types/store-policy';
import { credentialsIn } from '../../credentials';
import type { RouteSample } from '../../route-samples';
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

  /**
   * Here: what the store sent the bank, what it logged (the logger the container is given stands for
   * the console), what it keeps in the session store and on the phone (the Preferences port: the
   * local storage), and the trace records.
   */
  async placesShowing(text: string): Promise<string[]> {
    const { bank, logged } = this.session;
    const storage = [...this.#sessionStorage(), JSON.stringify({ elderMode: this.session.preferences.elderMode() })];
    const places: Array<[string, string[]]> = [['request', bank.sentBodies], ['console', logged], ['storage', storage], ['trace', await this.#traces()]];
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

  /**
   * No browser runs the policy here, so the walk cannot be made: what is checked is that the policy
   * the build sends would make every violation a report at the bank's collector (and the collector,
   * which takes both report forms, holds none).
   */
  async policyReportsAfterEveryRoute(_samples: readonly RouteSample[]): Promise<string[]> {
    const headers = securityHeaders();
    const policy = new Map(headers['Content-Security-Policy'].split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));
    const expected: Array<[string, string | undefined, string]> = [
      ['require-trusted-types-for', policy.get('require-trusted-types-for'), "'script'"],
      ['trusted-types', policy.get('trusted-types'), `${STORE_POLICY_NAME} default`],
      ['report-uri', policy.get('report-uri'), REPORT_PATH],
    ];
    const wrong = expected.filter(([, actual, wanted]) => actual !== wanted).map(([name, actual, wanted]) => `${name} is ${actual ?? 'missing'}, not ${wanted}`);
    const reports = (await this.session.bank.control('GET', REPORT_PATH)) as Array<Record<string, string>>;
    return [...wrong, ...reports.map((report) => `${report.directive} ${report.blocked} ${report.sample} @ ${report.page}`)];
  }

  tamperWithLazyScripts(): Promise<void> {
    return browserOnly('the scripts on their way');
  }

  tamperedScripts(): Promise<{ sent: number; ran: number }> {
    return browserOnly('the scripts on their way');
  }

  policyReportsReceived(): Promise<string[]> {
    return browserOnly('the policy\'s reports');
  }

  inlineScriptRuns(): Promise<boolean> {
    return browserOnly('running script');
  }

  hostileTextOutcome(): Promise<{ ran: string[]; runnable: string[]; shownAsText: number }> {
    return browserOnly('running script');
  }
}
