import type { FaultRule, SectionName } from './views';

/** The mock bank: its control API and what it holds, to compare the pages with. */
export interface BankTasks {
  useFaults(rules: FaultRule[]): Promise<void>;
  /** The bank changes a product's status (prdStatus: 4 suspended, 5 closed period) through its control API. */
  setProductStatus(prdCode: string, status: string): Promise<void>;
  clearFaults(): Promise<void>;
  usePersona(id: string): Promise<void>;
  requestCount(pathEnd: string): Promise<number>;
  /**
   * The store's trace records at the bank, once `until` holds of them (by default, once one has
   * come): the store sends them in batches, in the background.
   */
  traceRecords(until?: (records: Array<Record<string, string>>) => boolean): Promise<Array<Record<string, string>>>;
  /** The products as the mock bank holds them (its raw records). */
  bankProducts(): Promise<Array<Record<string, string>>>;
  /** Replaces a product's published text at the mock bank (the HTML, before any wire encoding). */
  publishText(section: SectionName, prdCode: string, html: string): Promise<void>;
  /** Replaces the metric labels the bank's chart offers for a product (t300001's ylables). */
  offerChartMetrics(prdCode: string, labels: string[]): Promise<void>;
  /** Replaces the period labels the bank's chart offers for a product (t300001's xlables). */
  offerChartPeriods(prdCode: string, labels: string[]): Promise<void>;
  /** Replaces a product's sales material (t200007 sections, HTML) at the mock bank. */
  publishSynopsis(prdCode: string, sections: Array<{ title: string; content: string }>): Promise<void>;
  /** What the bank answers to a call (its result or response), to compare the page with. */
  bankAnswer(method: 'GET' | 'POST', path: string, params: Record<string, unknown>): Promise<unknown>;
  /** The orders the mock bank took today: the scenario's own (its seeded history is older). */
  bankOrders(): Promise<Array<Record<string, string>>>;
  /** The mock bank confirms every pending order (its control API). */
  confirmPendingOrders(): Promise<void>;
  /** The active persona's holdings as the mock bank keeps them. */
  bankHoldings(): Promise<Array<{ prdCode: string; amt: string }>>;
  /** The customer's holding of a product as the mock bank keeps it, or null. */
  bankHolding(prdCode: string): Promise<Record<string, string> | null>;
  /** The plans the mock bank holds for the customer. */
  bankPlans(): Promise<Array<Record<string, string>>>;
  /** The maturity method the mock bank keeps for the customer's holding ('1' redeemed, '0' rolled over). */
  bankMaturityWay(prdCode: string): Promise<string>;
}
