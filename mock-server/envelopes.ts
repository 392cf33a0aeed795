/** The bank's answer envelopes (SPEC §7): h5 queries carry `result`, the others `response`. */
export type Family = 'h5' | 'dbank';

export interface MockResponse {
  status: number;
  body?: unknown;
  rawBody?: string;
  /** A binary body (a PDF), sent as it is with the Content-Type of `headers`. */
  file?: Buffer;
  headers?: Record<string, string>;
  delayMs?: number;
  drop?: boolean;
  redirect?: string;
}

export const familyOf = (path: string): Family => (path.startsWith('/h5/api/query/') ? 'h5' : 'dbank');

const payloadKey = (family: Family) => (family === 'h5' ? 'result' : 'response');

export const success = (family: Family, payload: unknown): MockResponse => ({
  status: 200,
  body: { success: true, code: '000000', msg: '成功', [payloadKey(family)]: payload },
});

export const failure = (family: Family, code: string, msg: string, status = 200): MockResponse => ({
  status,
  body: { success: false, code, msg, [payloadKey(family)]: null },
});

/** A request the mock bank refuses for its parameters; thrown by validators, answered by the router. */
export class BadRequest extends Error {
  constructor(message: string, readonly code = 'E0400') {
    super(message);
  }
}

export const NO_SUCH_PRODUCT = new BadRequest('无此产品', 'E0101');

/** A business refusal: the error envelope with the bank's code and the customer's words. */
export const refuse = (message: string, code: string): never => {
  throw new BadRequest(message, code);
};
