import dayjs from 'dayjs';
import low from 'lowdb';
import Memory from 'lowdb/adapters/Memory';
import { BadRequest, failure, familyOf, success, type MockResponse } from './envelopes';
import { Faults, faultAnswer } from './faults';
import { catalogHandlers } from './handlers/catalog';
import type { Db, Handler } from './handlers/context';
import { assertPersona, customerHandlers, messagingLogin, setTradingPassword } from './handlers/customer';
import { servedFile } from './handlers/files';
import { miscHandlers } from './handlers/misc';
import { performanceHandlers } from './handlers/performance';
import { planHandlers } from './handlers/plans';
import { confirmOrders, purchaseHandlers } from './handlers/purchase';
import { riskHandlers } from './handlers/risk';
import { signatureHandlers } from './handlers/signature';
import { maturityHandlers } from './handlers/maturity';
import { statementHandlers } from './handlers/statements';
import { wealthHandlers } from './handlers/wealth';
import { incomeHandlers } from './handlers/income';
import { regularHandlers } from './handlers/regular';
import { asParams } from './params';
import { buildSeed, type MockDb } from './seed/build-seed';

export type { MockResponse } from './envelopes';

export interface MockRequest {
  method: string;
  /** The path without its query string, e.g. /h5/api/query/t100001. */
  path: string;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface MockBank {
  handle(request: MockRequest): Promise<MockResponse>;
  reset(): void;
  readonly db: Db;
  readonly persona: string;
}

const HANDLERS: Record<string, Handler> = {
  ...catalogHandlers, ...performanceHandlers, ...customerHandlers, ...riskHandlers, ...purchaseHandlers, ...planHandlers, ...signatureHandlers, ...maturityHandlers, ...statementHandlers, ...wealthHandlers, ...incomeHandlers, ...regularHandlers, ...miscHandlers,
};
const FILES = '/h5/files/';
const DEFAULT_PERSONA = 'default';
const CONTROL = '/__mock/';

const json = (status: number, body: unknown): MockResponse => ({ status, body });

/**
 * The mock bank without any HTTP: every business call, the control API, the faults and the
 * messaging login. It never throws; what it cannot answer becomes an error envelope.
 */
export function createMockBank(options: { today?: string } = {}): MockBank {
  const today = () => options.today ?? dayjs().format('YYYY-MM-DD');
  const db: Db = low(new Memory<MockDb>('')) as unknown as Db;
  const faults = new Faults();
  let persona = DEFAULT_PERSONA;

  const reset = () => {
    db.setState(buildSeed(today())).write();
    faults.clear();
    persona = DEFAULT_PERSONA;
  };

  const customer = () => db.get('customers').value().find((c) => c.id === persona) ?? db.get('customers').value()[0];

  function control(method: string, path: string, body: unknown): MockResponse {
    const route = `${method} ${path.slice(CONTROL.length - 1)}`;
    switch (route) {
      case 'POST /reset':
        reset();
        return json(200, { ok: true });
      case 'GET /personas':
        return json(200, db.get('personas').value());
      case 'POST /persona':
        persona = assertPersona(db.get('personas').value().map((p) => p.id), asParams(body).id);
        return json(200, { ok: true, persona });
      case 'POST /faults':
        faults.add(body);
        return json(200, { ok: true, faults: faults.list() });
      case 'DELETE /faults':
        faults.clear();
        return json(200, { ok: true });
      case 'GET /state':
        return json(200, { persona, faults: faults.list(), today: today() });
      case 'POST /native/password': // the bank app's set-password screen, called by the store's browser stand-in bridge
        setTradingPassword(db, customer());
        return json(200, { ok: true });
      case 'POST /confirm-orders':
        return json(200, { ok: true, confirmed: confirmOrders(db) });
    }
    const collection = /^GET \/db\/(\w+)$/.exec(route)?.[1];
    if (collection && db.has(collection).value()) return json(200, db.get(collection as keyof MockDb).value());
    return json(404, { success: false, code: 'E0404', msg: `没有这个控制接口：${method} ${path}` });
  }

  function business(request: MockRequest): MockResponse {
    const family = familyOf(request.path);
    if (request.method === 'GET' && request.path === '/wx/login') return messagingLogin(request.query);
    if (request.path.startsWith(FILES)) return servedFile(request.method, request.path.slice(FILES.length));
    const handler = HANDLERS[`${request.method} ${request.path}`];
    if (!handler) {
      const known = Object.keys(HANDLERS).some((key) => key.endsWith(` ${request.path}`));
      return known ? failure(family, 'E0405', `不支持的请求方法：${request.method}`, 405) : failure(family, 'E0404', `接口不存在：${request.path}`, 404);
    }
    return success(family, handler({ db, customer, today, query: asParams(request.query), body: asParams(request.body) }));
  }

  async function handle(request: MockRequest): Promise<MockResponse> {
    const method = String(request.method ?? 'GET').toUpperCase();
    const path = String(request.path ?? '/');
    try {
      if (path.startsWith(CONTROL)) return control(method, path, request.body);
      const rule = faults.take(method, path);
      const normal = () => business({ ...request, method, path });
      const answer = (rule && faultAnswer(rule, path, normal)) ?? normal();
      return rule?.delayMs ? { ...answer, delayMs: rule.delayMs } : answer;
    } catch (error) {
      if (error instanceof BadRequest) return path.startsWith(CONTROL) ? json(400, { success: false, code: error.code, msg: error.message }) : failure(familyOf(path), error.code, error.message);
      return failure(familyOf(path), 'E9999', `模拟银行内部错误：${error instanceof Error ? error.message : String(error)}`, 500);
    }
  }

  reset();
  return {
    handle,
    reset,
    db,
    get persona() {
      return persona;
    },
  };
}
