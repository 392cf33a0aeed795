import { CATALOGUE_MESSAGES, NETWORK_MESSAGES, SERVER_CODES } from './messages';

/**
 * What any call to the bank comes to, after the error catalogue (SPEC §8) has been applied.
 * Adapters return these; nothing raw reaches the application or the UI.
 */
export type CallOutcome<T> =
  | { kind: 'ok'; value: T }
  /** A failed h5 query or "no such product": resolves to false. */
  | { kind: 'absent' }
  /** 查询无记录 / no such customer: a plain message, not an error. */
  | { kind: 'message'; message: string }
  /** E1014: re-authenticate per mode, then 通知 with the server message. */
  | { kind: 'sessionInvalid'; message: string }
  /** Any other server error: 通知 with the server message. */
  | { kind: 'serverError'; code: string; message: string }
  /** The network or the HTTP layer failed: the catalogue's text. */
  | { kind: 'networkError'; message: string };

export type Failure<T = never> = Exclude<CallOutcome<T>, { kind: 'ok' }>;

export const ok = <T>(value: T): CallOutcome<T> => ({ kind: 'ok', value });

export type ApiFamily = 'h5' | 'dbank';

/** How the transport failed, before the catalogue gives it words. */
export type TransportFailure =
  | { kind: 'timeout' }
  | { kind: 'status'; status: number }
  | { kind: 'dropped' }
  | { kind: 'malformed' }
  | { kind: 'unknown'; detail: string };

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  504: NETWORK_MESSAGES.notFound,
  404: NETWORK_MESSAGES.notFound,
  403: NETWORK_MESSAGES.forbidden,
  555: NETWORK_MESSAGES.duplicate,
};

const withPrefix = (detail: string) => `${NETWORK_MESSAGES.errorPrefix}：${detail}`;

export function networkMessageOf(failure: TransportFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return NETWORK_MESSAGES.timeout;
    case 'status':
      return STATUS_MESSAGES[failure.status] ?? withPrefix(`服务暂时不可用（${failure.status}）`);
    case 'dropped':
      return withPrefix('网络连接已中断，请稍后重试');
    case 'malformed':
      return withPrefix('服务返回的数据无法识别，请稍后重试');
    case 'unknown':
      return withPrefix(failure.detail || '未知错误');
  }
}

export const fromTransportFailure = (failure: TransportFailure): Failure => ({
  kind: 'networkError',
  message: networkMessageOf(failure),
});

interface Envelope {
  success: boolean;
  code?: string;
  msg?: string;
  result?: unknown;
  response?: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';

/**
 * Response unwrapping (SPEC §7) and the server half of the catalogue (SPEC §8):
 * h5 queries give `result`, the others `response` when success is true.
 */
export function interpretEnvelope(family: ApiFamily, body: unknown): CallOutcome<unknown> {
  if (!isEnvelope(body)) return fromTransportFailure({ kind: 'malformed' });
  const code = String(body.code ?? '');
  const message = String(body.msg ?? '');
  if (body.success || code === SERVER_CODES.resolvesNormally) {
    return ok(family === 'h5' ? body.result : body.response);
  }
  if (code === SERVER_CODES.duplicate || message === SERVER_CODES.duplicate) return fromTransportFailure({ kind: 'status', status: 555 });
  if (message === CATALOGUE_MESSAGES.noRecord) return { kind: 'message', message };
  if (family === 'h5' || message.includes(CATALOGUE_MESSAGES.noSuchProductFragment)) return { kind: 'absent' };
  if (message.includes(CATALOGUE_MESSAGES.noSuchCustomerFragment)) return { kind: 'message', message };
  if (code === SERVER_CODES.sessionInvalid) return { kind: 'sessionInvalid', message: message || code };
  return { kind: 'serverError', code, message: message || withPrefix(code || '未知错误') };
}
