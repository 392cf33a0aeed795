import axios, { type AxiosAdapter, type AxiosInstance, isAxiosError } from 'axios';
import {
  type ApiFamily,
  type CallOutcome,
  fromTransportFailure,
  interpretEnvelope,
  type TransportFailure,
} from '../../domain/errors/call-outcome';
import type { RequestActivity } from '../../application/ports/request-activity';
import { earlyOutcome, type EarlyAnswers } from './early-answers';

/** SPEC §7 base paths. */
export const H5_QUERY_BASE = '/h5/api/query/';
export const DBANK_BASE = '/api/dbank/';

/** SPEC §9: a call the bank has not answered in 30 s has failed. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpClientOptions {
  activity: RequestActivity;
  baseURL?: string;
  timeoutMs?: number;
  /** Replaces the network (the fast test assembly talks to the mock bank in process). */
  adapter?: AxiosAdapter;
  /** The first screen's answers, asked for with the HTML (issue 19). */
  early?: EarlyAnswers;
}

type Params = Record<string, string | number | undefined>;

/**
 * The one way to the bank: a 30 s timeout, both base paths, envelope unwrapping and the error
 * catalogue. Every call resolves to a CallOutcome; nothing here ever throws to the caller.
 */
export class HttpClient {
  private readonly axios: AxiosInstance;

  constructor(private readonly options: HttpClientOptions) {
    this.axios = axios.create({
      baseURL: options.baseURL ?? '',
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      adapter: options.adapter,
      headers: { 'Content-Type': 'application/json' },
      // A body that is not JSON stays a string and is judged malformed by the catalogue.
      transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: false },
    });
  }

  /** GET an h5 query (t100001 …): its `result`. */
  query(code: string, params: Params): Promise<CallOutcome<unknown>> {
    return this.send('h5', { method: 'GET', url: `${H5_QUERY_BASE}${code}`, params });
  }

  /** POST a dbank call: `buyPrd` under /api/dbank/, or an absolute path such as /wxShare. */
  post(path: string, body: object): Promise<CallOutcome<unknown>> {
    return this.send('dbank', { method: 'POST', url: this.dbankUrl(path), data: body });
  }

  /** GET a dbank call (the statements f100004 …). */
  get(path: string, params: Params): Promise<CallOutcome<unknown>> {
    return this.send('dbank', { method: 'GET', url: this.dbankUrl(path), params });
  }

  private dbankUrl(path: string): string {
    return path.startsWith('/') ? path : `${DBANK_BASE}${path}`;
  }

  private async send(family: ApiFamily, request: { method: string; url: string; params?: Params; data?: object }): Promise<CallOutcome<unknown>> {
    this.options.activity.started();
    try {
      const early = request.method === 'GET' ? this.options.early?.take(this.axios.getUri(request)) : undefined;
      if (early) return await earlyOutcome(family, early, this.axios.defaults.timeout ?? REQUEST_TIMEOUT_MS);
      const response = await this.axios.request({ ...request, responseType: 'json' });
      return interpretEnvelope(family, response.data);
    } catch (error) {
      return fromTransportFailure(transportFailureOf(error));
    } finally {
      this.options.activity.ended();
    }
  }
}

export function transportFailureOf(error: unknown): TransportFailure {
  if (!isAxiosError(error)) return { kind: 'unknown', detail: error instanceof Error ? error.message : String(error) };
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout' };
  if (error.response) return { kind: 'status', status: error.response.status };
  return { kind: 'dropped' };
}
