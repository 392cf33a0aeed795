import { type BankAnswer, payloadOf } from '../../bank-answer';
import { publishedRecord } from '../../published-texts';
import type { BankTasks } from '../../tasks/bank';
import type { FaultRule, SectionName } from '../../tasks/views';
import type { DomainSession } from './session';

/** The in-process mock bank: its control API and what it holds. */
export class DomainBank implements BankTasks {
  constructor(private readonly session: DomainSession) {}

  async useFaults(rules: FaultRule[]): Promise<void> {
    await this.session.bank.control('POST', '/__mock/faults', { rules });
  }

  async setProductStatus(prdCode: string, prdStatus: string): Promise<void> {
    await this.session.bank.control('POST', '/__mock/product-status', { prdCode, prdStatus });
  }

  async clearFaults(): Promise<void> {
    await this.session.bank.control('DELETE', '/__mock/faults');
  }

  async usePersona(id: string): Promise<void> {
    await this.session.bank.control('POST', '/__mock/persona', { id });
  }

  async requestCount(pathEnd: string): Promise<number> {
    return this.session.bank.countEndingWith(pathEnd);
  }

  /** Flushed at once (`until` needs no waiting here). */
  traceRecords(): Promise<Array<Record<string, string>>> {
    return this.session.traceRecords();
  }

  async bankProducts(): Promise<Array<Record<string, string>>> {
    return this.session.bank.bank.db.get('products').value() as unknown as Array<Record<string, string>>;
  }

  async publishText(section: SectionName, prdCode: string, html: string): Promise<void> {
    this.#publish(prdCode, publishedRecord(section, prdCode, html));
  }

  async publishSynopsis(prdCode: string, sections: Array<{ title: string; content: string }>): Promise<void> {
    this.#publish(prdCode, { synopsis: sections });
  }

  async offerChartMetrics(prdCode: string, labels: string[]): Promise<void> {
    this.#publish(prdCode, { chartLabels: labels.join(',') });
  }

  async offerChartPeriods(prdCode: string, labels: string[]): Promise<void> {
    this.#publish(prdCode, { chartPeriods: labels.join(',') });
  }

  /** Replaces some of what the bank publishes for a product, starting its record when it has none. */
  #publish(prdCode: string, fields: object): void {
    const rules = this.session.bank.bank.db.get('rules');
    if (rules.find({ id: prdCode }).value()) rules.find({ id: prdCode }).assign(fields).write();
    else rules.push({ id: prdCode, content: '', riskWarning: '', benchmarkRules: '', ...fields }).write();
  }

  async bankAnswer(method: 'GET' | 'POST', path: string, params: Record<string, unknown>): Promise<unknown> {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) : {};
    const answer = await this.session.bank.bank.handle({ method, path, query, body: method === 'POST' ? params : undefined });
    return payloadOf(path, answer.body as BankAnswer);
  }

  async bankOrders(): Promise<Array<Record<string, string>>> {
    // The scenario's own: the seeded history (mock-server/seed/deals.ts) is all dated before today.
    const today = await this.#today();
    return this.session.bank.bank.db.get('orders').value().filter((order) => order.orderDate === today) as unknown as Array<Record<string, string>>;
  }

  async confirmPendingOrders(): Promise<void> {
    await this.session.bank.control('POST', '/__mock/confirm-orders');
  }

  async bankHoldings(): Promise<Array<{ prdCode: string; amt: string }>> {
    // The mock bank keeps volumes and counts a share as one yuan: amt = vol.
    return (this.session.customer()?.holdings ?? []).map(({ prdCode, vol }) => ({ prdCode, amt: vol }));
  }

  async bankHolding(prdCode: string): Promise<Record<string, string> | null> {
    const holding = this.session.customer()?.holdings.find((h) => h.prdCode === prdCode);
    return holding ? (holding as unknown as Record<string, string>) : null;
  }

  async bankPlans(): Promise<Array<Record<string, string>>> {
    // The scenario's own: default's seeded plans (mock-server/seed/plans.ts) were all made before today.
    const today = await this.#today();
    const { bank } = this.session.bank;
    return bank.db.get('plans').filter({ customer: bank.persona, createdAt: today }).value() as unknown as Array<Record<string, string>>;
  }

  async bankMaturityWay(prdCode: string): Promise<string> {
    return this.session.customer()?.maturityWays[prdCode] ?? '1';
  }

  /** The mock bank's today. */
  async #today(): Promise<string> {
    return ((await this.session.bank.control('GET', '/__mock/state')) as { today: string }).today;
  }
}
