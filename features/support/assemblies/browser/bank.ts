import { type BankAnswer, payloadOf } from '../../bank-answer';
import { publishedRecord } from '../../published-texts';
import type { BankTasks } from '../../tasks/bank';
import type { FaultRule, SectionName } from '../../tasks/views';
import type { BrowserSession } from './session';

/** The mock bank, through its control API, as the browser assembly's scenarios set it up and read it. */
export class BrowserBank implements BankTasks {
  constructor(private readonly session: BrowserSession) {}

  async useFaults(rules: FaultRule[]): Promise<void> {
    this.session.holdsBeyondTimeout(rules);
    await this.session.control('POST', '/__mock/faults', { rules });
  }

  async setProductStatus(prdCode: string, prdStatus: string): Promise<void> {
    await this.session.control('POST', '/__mock/product-status', { prdCode, prdStatus });
  }

  async clearFaults(): Promise<void> {
    await this.session.control('DELETE', '/__mock/faults');
  }

  async usePersona(id: string): Promise<void> {
    await this.session.control('POST', '/__mock/persona', { id });
  }

  async requestCount(pathEnd: string): Promise<number> {
    // The identity check leaves 0.5 s after a page shows: a quiet moment before it is no sign that all calls are made.
    await this.session.signInSettled();
    await this.session.quiet();
    return this.session.requests.filter((path) => path.endsWith(pathEnd)).length;
  }

  traceRecords(until?: (records: Array<Record<string, string>>) => boolean): Promise<Array<Record<string, string>>> {
    return this.session.traceRecords(until);
  }

  bankProducts(): Promise<Array<Record<string, string>>> {
    return this.session.bankProducts();
  }

  async publishText(section: SectionName, prdCode: string, html: string): Promise<void> {
    const record = publishedRecord(section, prdCode, html);
    await this.#publish(prdCode, record, record);
  }

  async publishSynopsis(prdCode: string, sections: Array<{ title: string; content: string }>): Promise<void> {
    await this.#publish(prdCode, { synopsis: sections }, { id: prdCode, synopsis: sections });
  }

  async offerChartMetrics(prdCode: string, labels: string[]): Promise<void> {
    const chartLabels = labels.join(',');
    await this.#publish(prdCode, { chartLabels }, { id: prdCode, chartLabels });
  }

  async offerChartPeriods(prdCode: string, labels: string[]): Promise<void> {
    const chartPeriods = labels.join(',');
    await this.#publish(prdCode, { chartPeriods }, { id: prdCode, chartPeriods });
  }

  /** Changes a product's published texts, or adds them (with empty others) where the bank has none yet. */
  async #publish(prdCode: string, change: object, added: object): Promise<void> {
    const patched = await this.session.send('PATCH', `/__mock/db/rules/${prdCode}`, change);
    if (patched.status === 404) await this.session.control('POST', '/__mock/db/rules', { content: '', riskWarning: '', benchmarkRules: '', ...added });
    else if (!patched.ok) throw new Error(`mock bank rules: ${patched.status}`);
  }

  async bankAnswer(method: 'GET' | 'POST', path: string, params: Record<string, unknown>): Promise<unknown> {
    const query = method === 'GET' ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : '';
    const body = (await this.session.control(method, `${path}${query}`, method === 'POST' ? params : undefined)) as BankAnswer;
    return payloadOf(path, body);
  }

  async bankOrders(): Promise<Array<Record<string, string>>> {
    // The scenario's own: the seeded history (mock-server/seed/deals.ts) is all dated before today.
    const { today } = await this.session.bankState();
    return ((await this.session.control('GET', '/__mock/db/orders')) as Array<Record<string, string>>).filter((order) => order.orderDate === today);
  }

  async confirmPendingOrders(): Promise<void> {
    await this.session.control('POST', '/__mock/confirm-orders');
  }

  async bankHoldings(): Promise<Array<{ prdCode: string; amt: string }>> {
    // The mock bank keeps volumes and counts a share as one yuan: amt = vol.
    return ((await this.session.bankCustomer())?.holdings ?? []).map(({ prdCode, vol }) => ({ prdCode, amt: vol }));
  }

  async bankHolding(prdCode: string): Promise<Record<string, string> | null> {
    return (await this.session.bankCustomer())?.holdings.find((holding) => holding.prdCode === prdCode) ?? null;
  }

  async bankPlans(): Promise<Array<Record<string, string>>> {
    // The scenario's own: default's seeded plans (mock-server/seed/plans.ts) were all made before today.
    const { persona, today } = await this.session.bankState();
    return ((await this.session.control('GET', '/__mock/db/plans')) as Array<Record<string, string>>).filter((plan) => plan.customer === persona && plan.createdAt === today);
  }

  async bankMaturityWay(prdCode: string): Promise<string> {
    return (await this.session.bankCustomer())?.maturityWays[prdCode] ?? '1';
  }
}
