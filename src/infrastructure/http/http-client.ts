import type { AxiosAdapter, AxiosError } from 'axios';
import type { createAxios } from './axios-core';
import {
  type ApiFamily,
  type CallOutcome,
  fromTransportFailure,
  interpretEnvelope,
  type TransportFailure,
} from '../../domain/errors/call-outcome';
import type { RequestActivity } from '../../application/ports/request-activity';
import { earlyOutcome, type EarlyAnswers } from './early-answers';
import { REQUEST_TIMEOUT_MS, requestKey } from './early-requests';
import { addressOf, DBANK_BASE, H5_QUERY_BASE, type Params } from './addresses';


export interface HttpClientOptions {
  activity: RequestActivity;
  baseURL?: string;
  timeoutMs?: number;
  /** Replaces the network (the fast test assembly talks to the mock bank in process). */
  adapter?: AxiosAdapter;
  /** The first screen's answers, asked for with the HTML (issue 19). */
  early?: EarlyAnswers;
}

/**
 * axios is in a chunk of its own, loaded as the store starts (not with the entry chunk): the first
 * render does not need it, and its evaluation leaves the entry's long task (issue 19 items 3 and 5).
 */
let axiosCore: Promise<typeof import('./axios-core')> | null = null;
export const loadAxios = () => (axiosCore ??= import('./axios-core').catch((error: unknown) => {
  axiosCore = null; // a chunk that did not arrive is asked for again by the next call
  throw error;
}));

/** Loads axios ahead of the first call; its failure is that call's, which loads again. */
export const preloadAxios = (): void => void loadAxios().catch(() => undefined);

/**
 * The one way to the bank: a 30 s timeout, both base paths, envelope unwrapping and the error
 * catalogue. Every call resolves to a CallOutcome; nothing here ever throws to the caller.
 */
export class HttpClient {
  private axios: Promise<ReturnType<typeof createAxios>> | null = null;

  constructor(private readonly options: HttpClientOptions) {}

  private instance(): Promise<ReturnType<typeof createAxios>> {
    const { options } = this;
    return (this.axios ??= loadAxios().then(({ createAxios }) => createAxios({
      baseURL: options.baseURL ?? '',
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      adapter: options.adapter,
      headers: { 'Content-Type': 'application/json' },
      // The bank's calls carry no XSRF cookie (the session is the bank's): not reading document.cookie
      // spares each call a synchronous trip to the browser's cookie store (11 ms on the first).
      withXSRFToken: false,
      // A body that is not JSON stays a string and is judged malformed by the catalogue.
      transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: false },
    })));
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
      const early = this.options.early?.take(requestKeyOf(request));
      if (early) return await earlyOutcome(family, early, this.options.timeoutMs ?? REQUEST_TIMEOUT_MS);
      const axios = await this.instance();
      const response = await withinTimeout(this.options.timeoutMs ?? REQUEST_TIMEOUT_MS, (signal) => axios.request({ ...request, responseType: 'json', signal }));
      return interpretEnvelope(family, response.data);
    } catch (error) {
      return fromTransportFailure(error === TIMED_OUT ? { kind: 'timeout' } : transportFailureOf(error));
    } finally {
      this.options.activity.ended();
    }
  }
}

const TIMED_OUT = Symbol('timed out');

/**
 * The request, abandoned once the timeout has passed on the page's own clock (a timer of the page,
 * as the early answers' is), not only on the transport's: a phone's clock or a scenario's tells the
 * 30 s. axios keeps the same timeout for a transport with no page of its own (the fast assembly's).
 */
async function withinTimeout<T>(timeoutMs: number, request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abandon = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abandon.abort();
  }, timeoutMs);
  try {
    return await request(abandon.signal);
  } catch (error) {
    throw timedOut ? TIMED_OUT : error;
  } finally {
    clearTimeout(timer);
  }
}

/** A request's key among the early answers: its address as axios writes it, and a POST's body as axios sends it (JSON). */
const requestKeyOf = ({ method, url, params, data }: { method: string; url: string; params?: Params; data?: object }): string =>
  requestKey(method, addressOf(url, params), data && JSON.stringify(data));

/** axios's own test (`isAxiosError`): its errors carry the mark. */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export function transportFailureOf(error: unknown): TransportFailure {
  if (!isAxiosError(error)) return { kind: 'unknown', detail: error instanceof Error ? error.message : String(error) };
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout' };
  if (error.response) return { kind: 'status', status: error.response.status };
  return { kind: 'dropped' };
}
