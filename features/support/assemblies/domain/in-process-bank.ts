import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createMockBank, type MockBank } from '../../../../mock-server/bank';

/**
 * The mock bank in this process, under the store's real HTTP client: the fast assembly runs
 * the same gateways, envelopes and faults as the browser, with no network and no waiting.
 */
export class InProcessBank {
  readonly bank: MockBank = createMockBank();
  readonly requests: string[] = [];
  /** Every request's address and body as sent. */
  readonly sentBodies: string[] = [];
  /** Every request's address, with its query (what a browser would put in the URL). */
  readonly addresses: string[] = [];

  readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = new URL(config.url ?? '/', 'http://store.local');
    const params = Object.entries((config.params ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
    const query = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(params.map(([k, v]) => [k, String(v)])) };
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    this.requests.push(url.pathname);
    this.addresses.push(`${url.pathname}?${new URLSearchParams(query as Record<string, string>)}`);
    this.sentBodies.push(`${url.pathname}${url.search} ${JSON.stringify(query)} ${typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? '')}`);
    const answer = await this.bank.handle({ method: (config.method ?? 'get').toUpperCase(), path: url.pathname, query, body });
    if (answer.drop) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    // Timing belongs to the browser assembly: here a delay only matters when it outlasts the timeout.
    if (config.timeout && (answer.delayMs ?? 0) >= config.timeout) throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config);
    const response: AxiosResponse = {
      data: answer.rawBody ?? JSON.stringify(answer.body ?? null),
      status: answer.status,
      statusText: String(answer.status),
      headers: answer.headers ?? {},
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };

  countEndingWith(pathEnd: string): number {
    return this.requests.filter((path) => path.endsWith(pathEnd)).length;
  }

  async control(method: string, path: string, body?: unknown): Promise<unknown> {
    const answer = await this.bank.handle({ method, path, query: {}, body });
    if (answer.status >= 400) throw new Error(`mock bank ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}
