import { type ApiFamily, type CallOutcome, fromTransportFailure, interpretEnvelope } from '../../domain/errors/call-outcome';
import type { EarlyAnswerTable, EarlyOutcome } from './early-requests';

/**
 * Issue 19: the first screen's calls start with the HTML, before the store's script is there
 * (src/early-data.ts, a small script of its own). Each answer waits under its request's key
 * (early-requests.ts) until the store makes that very request; it is then the store's answer, once.
 */
export class EarlyAnswers {
  /** Whether the HTML asked for any answer: a first screen whose reads are on their way without axios. */
  readonly asked: boolean;

  constructor(private readonly table: EarlyAnswerTable = {}) {
    this.asked = Object.keys(table).length > 0;
  }

  /** The answer to this request (its key), already asked for, taken (a second ask goes to the bank). */
  take(key: string): Promise<EarlyOutcome> | undefined {
    const answer = this.table[key];
    delete this.table[key];
    return answer;
  }
}

/**
 * An early answer read as the HTTP client reads the bank's: timed out once 30 s have passed since
 * it left (the early script's timer) or, at the latest, the timeout from the moment the store asks;
 * the same failures, a body that is not JSON judged malformed by the catalogue.
 */
export async function earlyOutcome(family: ApiFamily, answer: Promise<EarlyOutcome>, timeoutMs: number): Promise<CallOutcome<unknown>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  const arrived = await Promise.race([answer, timedOut]).finally(() => clearTimeout(timer));
  if (arrived === 'timeout') return fromTransportFailure({ kind: 'timeout' });
  if (arrived === null) return fromTransportFailure({ kind: 'dropped' });
  if (arrived.status < 200 || arrived.status >= 300) return fromTransportFailure({ kind: 'status', status: arrived.status });
  return interpretEnvelope(family, jsonOrText(arrived.body));
}

function jsonOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

