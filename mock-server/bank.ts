import dayjs from 'dayjs';
import { deviceOf } from './rules/device';
import low from 'lowdb';
import { BankClock } from './clock';
import { BadRequest, failure, familyOf, success, type MockResponse } from './envelopes';
import { Faults, faultAnswer } from './faults';
import { HostileText } from './hostile-text';
import { PolicyReports } from './policy-reports';
import { catalogHandlers } from './handlers/catalog';
import type { Db, Handler } from './handlers/context';
import { assertPersona, bindCard, cloneCustomers, customerHandlers, messagingLogin, setTradingPassword } from './handlers/customer';
import { servedFile } from './handlers/files';
import { setProductStatus } from './handlers/product-status';
import { miscHandlers } from './handlers/misc';
import { performanceHandlers } from './handlers/performance';
import { planHandlers } from './handlers/plans';
import { confirmOrders, purchaseHandlers } from './handlers/purchase';
import { forgetCoolingOffs, settleCoolingOff } from './handlers/cooling-off';
import { riskHandlers } from './handlers/risk';
import { signatureHandlers } from './handlers/signature';
import { maturityHandlers } from './handlers/maturity';
import { statementHandlers } from './handlers/statements';
import { wealthHandlers } from './handlers/wealth';
import { incomeHandlers } from './handlers/income';
import { investorHandlers } from './handlers/investor';
import { regularHandlers } from './handlers/regular';
import { asParams } from './params';
import { jsonFileStore, memoryStore } from './persistence';
import { buildSeed, type MockDb } from './seed/build-seed';
import type { SeedCustomer } from './seed/personas';

export type { MockResponse } from './envelopes';

export interface MockRequest {
  method: string;
  /** The path without its query string, e.g. /h5/api/query/t100001. */
  path: string;
  query: Record<string, string | undefined>;
  body: unknown;
  /** The customer this one request acts as (the X-Mock-Customer header: load and tests); without it, the active persona. */
  customer?: string;
}

export interface MockBank {
  handle(request: MockRequest): Promise<MockResponse>;
  reset(): void;
  /** Resolves once every change so far is in the data file (MOCK_DB); at once in memory. */
  settled(): Promise<void>;
  readonly db: Db;
  readonly persona: string;
  /** The bank's clock (POST /__mock/clock moves it). */
  now(): Date;
}

const HANDLERS: Record<string, Handler> = {
  ...catalogHandlers, ...performanceHandlers, ...customerHandlers, ...riskHandlers, ...purchaseHandlers, ...planHandlers, ...signatureHandlers, ...maturityHandlers, ...statementHandlers, ...wealthHandlers, ...incomeHandlers, ...regularHandlers, ...investorHandlers, ...miscHandlers,
};
const FILES = '/h5/files/';
const DEFAULT_PERSONA = 'default';
const CONTROL = '/__mock/';

const json = (status: number, body: unknown): MockResponse => ({ status, body });

/**
 * The mock bank without any HTTP: every business call, the control API, the faults and the
 * messaging login. It never throws; what it cannot answer becomes an error envelope.
 */
export function createMockBank(options: { today?: string; dbFile?: string } = {}): MockBank {
  const clock = new BankClock(options.today);
  const now = () => clock.now();
  const today = () => dayjs(now()).format('YYYY-MM-DD');
  const store = options.dbFile ? jsonFileStore(options.dbFile) : memoryStore();
  // Reads the data file: one that is not the bank's throws CorruptDbFile, and the bank does not start.
  const db: Db = low(store as never) as unknown as Db;
  const faults = new Faults();
  const hostile = new HostileText();
  const policyReports = new PolicyReports();
  let persona = DEFAULT_PERSONA;

  const reset = () => {
    clock.reset();
    db.setState(buildSeed(today())).write();
    forgetCoolingOffs(db);
    faults.clear();
    hostile.clear();
    persona = DEFAULT_PERSONA;
  };

  const customerById = (id: string) => db.get('customers').value().find((c) => c.id === id);
  const activeCustomer = () => customerById(persona) ?? db.get('customers').value()[0];

  /** The customer a request acts as: the one X-Mock-Customer names (an unknown id is refused, never replaced), else the active persona. */
  function customerOf(id: string | undefined): () => SeedCustomer {
    if (id === undefined) return activeCustomer;
    if (!customerById(id)) throw new BadRequest(`没有这个模拟客户：${id}（请求头 X-Mock-Customer）`);
    return () => customerById(id)!;
  }

  function control(method: string, path: string, body: unknown, customer: () => SeedCustomer): MockResponse {
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
      case 'POST /customers':
        forgetCoolingOffs(db); // their copied deals may be in a cooling-off
        return json(200, { ok: true, ...cloneCustomers(db, asParams(body)) });
      case 'POST /faults':
        faults.add(body);
        return json(200, { ok: true, faults: faults.list() });
      case 'DELETE /faults':
        faults.clear();
        return json(200, { ok: true });
      case 'POST /hostile-text':
        hostile.set(body);
        return json(200, { ok: true, markup: hostile.current });
      case 'GET /state':
        return json(200, { persona, faults: faults.list(), hostileText: hostile.current, today: today(), clock: clock.state() });
      case 'POST /clock':
        clock.set(asParams(body));
        return json(200, { ok: true, today: today(), clock: clock.state() });
      case 'POST /native/password': // the bank app's set-password screen, called by the store's browser stand-in bridge
        setTradingPassword(db, customer());
        return json(200, { ok: true });
      case 'GET /native/device': // the bank app's device number, asked by the store's browser stand-in bridge
        return json(200, { deviceNo: deviceOf(customer()) });
      case 'POST /native/card': // the bank app's card-binding screen, called by the store's browser stand-in bridge
        return json(200, bindCard(db, customer(), asParams(body)));
      case 'POST /confirm-orders':
        return json(200, { ok: true, confirmed: confirmOrders(db) });
      case 'POST /csp-reports': // the store's policy reports (policy-reports.ts): kept across resets
        return json(200, { ok: true, received: policyReports.receive(body) });
      case 'GET /csp-reports':
        return json(200, policyReports.list());
      case 'DELETE /csp-reports':
        policyReports.clear();
        return json(200, { ok: true });
      case 'POST /product-status':
        return json(200, { ok: true, ...setProductStatus(db, asParams(body)) });
    }
    const collection = /^GET \/db\/(\w+)$/.exec(route)?.[1];
    if (collection && db.has(collection).value()) return json(200, db.get(collection as keyof MockDb).value());
    return json(404, { success: false, code: 'E0404', msg: `没有这个控制接口：${method} ${path}` });
  }

  function business(request: MockRequest, customer: () => SeedCustomer): MockResponse {
    const family = familyOf(request.path);
    if (request.method === 'GET' && request.path === '/wx/login') return messagingLogin(request.query);
    if (request.path.startsWith(FILES)) return servedFile(request.method, request.path.slice(FILES.length));
    const handler = HANDLERS[`${request.method} ${request.path}`];
    if (!handler) {
      const known = Object.keys(HANDLERS).some((key) => key.endsWith(` ${request.path}`));
      return known ? failure(family, 'E0405', `不支持的请求方法：${request.method}`, 405) : failure(family, 'E0404', `接口不存在：${request.path}`, 404);
    }
    return success(family, handler({ db, customer, today, now, query: asParams(request.query), body: asParams(request.body) }));
  }

  function answerOf(request: MockRequest): MockResponse {
    const method = String(request.method ?? 'GET').toUpperCase();
    const path = String(request.path ?? '/');
    try {
      const customer = customerOf(request.customer);
      settleCoolingOff(db, now()); // what the clock has ended is over for every call, the control API's too
      if (path.startsWith(CONTROL)) return control(method, path, request.body, customer);
      const rule = faults.take(method, path);
      const normal = () => business({ ...request, method, path }, customer);
      const answer = hostile.applyTo((rule && faultAnswer(rule, path, normal)) ?? normal());
      return rule?.delayMs ? { ...answer, delayMs: rule.delayMs } : answer;
    } catch (error) {
      if (error instanceof BadRequest) return path.startsWith(CONTROL) ? json(400, { success: false, code: error.code, msg: error.message }) : failure(familyOf(path), error.code, error.message);
      return failure(familyOf(path), 'E9999', `模拟银行内部错误：${error instanceof Error ? error.message : String(error)}`, 500);
    }
  }

  /** The answer goes once its changes are in the data file: a customer never hears of an order the bank could lose. */
  async function handle(request: MockRequest): Promise<MockResponse> {
    const answer = answerOf(request);
    try {
      await store.settled();
      return answer;
    } catch (error) {
      return failure(familyOf(String(request.path ?? '/')), 'E9999', `模拟银行数据未能写入：${error instanceof Error ? error.message : String(error)}`, 500);
    }
  }

  if (!db.getState()) reset();
  store.flush();
  return {
    handle,
    reset,
    settled: store.settled,
    db,
    now,
    get persona() {
      return persona;
    },
  };
}
