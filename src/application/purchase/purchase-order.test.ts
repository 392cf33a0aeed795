import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessBank } from '../../../features/support/assemblies/domain/in-process-bank';
import { PIN_ATTEMPTS, PURCHASE_REFUSALS } from '../../../mock-server/handlers/purchase';
import { DEVELOPMENT_PIN } from '../../../mock-server/seed/personas';
import { parseAmount } from '../../domain/money/money';
import { PURCHASE_TEXT } from '../../domain/purchase/order';
import { HttpClient } from '../../infrastructure/http/http-client';
import { HttpOrderDesk } from '../../infrastructure/http/http-order-desk';
import { bankPinSealer } from '../../infrastructure/crypto/sm2-pin-sealer';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import { cryptoIds } from '../../infrastructure/system/system-adapters';
import { CustomerSession } from '../session/customer-session';
import type { PresentFailure } from '../session/present-failure';
import { ConfirmedOrders } from '../orders/confirmed-order';
import { purchaseKind, type OrderTerms } from './purchase-order';
import { SignOrder } from './sign-order';
import type { NativeBridge } from '../ports/native-bridge';
import { BrowserStandInBridge, MOCK_BANK_SCREENS } from '../../infrastructure/bridge/browser-stand-in-bridge';
import { HttpCertificateAuthority } from '../../infrastructure/http/http-certificate-authority';
import { PURCHASE_MESSAGES } from '../../domain/errors/messages';

const PIN = DEVELOPMENT_PIN;
/** SPEC §3's buy payload (the session's fields go only when the session has them). */
const BUY_PAYLOAD = ['channel', 'wxSerialNo', 'openId', 'accessToken', 'accType', 'idType', 'amt', 'uniOrderId', 'prdCode', 'clientManager', 'passwd', 'random', 'divMode', 'isSignature', 'channelCode'];
const TERMS: OrderTerms = { prdCode: 'CUR0000001', amt: parseAmount('1000.00')!, divMode: '0' };

let bank: InProcessBank;
let failures: { present: ReturnType<typeof vi.fn> };
let attempt: ReturnType<typeof attemptFor>;
const sealer = bankPinSealer(cryptoIds);

/** This test's orders: the seeded history is all confirmed, cancelled or done. */
const orders = () => bank.bank.db.get('orders').filter({ status: '确认中' }).value();
const fault = (rule: object) => bank.control('POST', '/__mock/faults', { rules: [rule] });

/** The stand-in bridge over the in-process mock bank: the customer's registered phone, as the bank app gives it. */
const standIn = () => new BrowserStandInBridge(cryptoIds, {
  ...MOCK_BANK_SCREENS,
  deviceNo: async () => ((await bank.control('GET', '/__mock/native/device')) as { deviceNo: string }).deviceNo,
});
/** A signature purchase's signer over the mock bank, signing with this bridge. */
const signerFor = (http: HttpClient, bridge: NativeBridge = standIn()) =>
  new SignOrder(new HttpCertificateAuthority(http), bridge, new MemorySessionStore(), cryptoIds);
/** A page's purchases over the mock bank, with these terms confirmed. */
function attemptFor(terms: OrderTerms, http: HttpClient, bridge?: NativeBridge) {
  const kind = purchaseKind(new HttpOrderDesk(http), new CustomerSession(new MemorySessionStore()), signerFor(http, bridge));
  const orders = new ConfirmedOrders(kind, cryptoIds, failures as unknown as PresentFailure);
  orders.confirm(terms);
  return orders;
}
let http: HttpClient;

beforeEach(() => {
  bank = new InProcessBank();
  failures = { present: vi.fn(async () => undefined) };
  http = new HttpClient({ activity: { started() {}, ended() {} }, adapter: bank.adapter, timeoutMs: 1000 });
  attempt = attemptFor(TERMS, http);
});

describe('a purchase as a confirmed order', () => {
  it('places the order under its one uniOrderId', async () => {
    const outcome = await attempt.submit(await sealer.seal(PIN));
    expect(outcome).toMatchObject({ kind: 'done', held: { uniOrderId: attempt.current!.id, prdName: '天天宝货币A', status: '确认中', amt: { fen: 100_000n } } });
    expect(orders()).toHaveLength(1);
  });

  it('sends one request for a double tap, and never sends a placed order again', async () => {
    const pin = await sealer.seal(PIN);
    const [a, b] = await Promise.all([attempt.submit(pin), attempt.submit(pin)]);
    expect([a?.kind, b]).toEqual(['done', null]);
    await attempt.submit(await sealer.seal(PIN));
    expect(bank.countEndingWith('buyPrd')).toBe(1);
    expect(orders()).toHaveLength(1);
  });

  it('after a timeout, finds the order the bank took instead of ordering again', async () => {
    await fault({ path: 'buyPrd', delayMs: 5000, times: 1 });
    const outcome = await attempt.submit(await sealer.seal(PIN));
    expect(outcome).toMatchObject({ kind: 'done', held: { uniOrderId: attempt.current!.id } });
    expect(bank.countEndingWith('buyPrd')).toBe(1);
    expect(bank.countEndingWith('queryOrder')).toBe(1);
    expect(orders()).toHaveLength(1);
  });

  it('after a dropped connection that never reached the bank, says nothing was bought; sending again keeps the id', async () => {
    await fault({ path: 'buyPrd', drop: true, times: 1 });
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'notReceived', message: PURCHASE_TEXT.notReceived });
    expect(orders()).toHaveLength(0);
    expect(await attempt.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'done', held: { uniOrderId: attempt.current!.id } });
    expect(orders()).toHaveLength(1);
  });

  it('when the bank cannot be asked either, says so, and checking again later finds the order', async () => {
    await fault({ path: 'buyPrd', delayMs: 5000, times: 1 });
    await fault({ path: 'queryOrder', status: 500, times: 1 });
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'unknown', message: PURCHASE_TEXT.unknown });
    expect(await attempt.checkAgain()).toMatchObject({ kind: 'done' });
    expect(bank.countEndingWith('buyPrd')).toBe(1);
    expect(orders()).toHaveLength(1);
  });

  it("passes on the bank's refusal in its words; a try with the right PIN keeps the id", async () => {
    expect(await attempt.submit(await sealer.seal('000000'))).toEqual({ kind: 'refused', message: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
    expect(await attempt.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'done', held: { uniOrderId: attempt.current!.id } });
  });

  it('on E1014 lets the session be renewed (通知), and orders nothing', async () => {
    await fault({ path: 'buyPrd', code: 'E1014', msg: '客户信息已失效', times: 1 });
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'refused', message: '客户信息已失效' });
    expect(failures.present).toHaveBeenCalledWith({ kind: 'sessionInvalid', message: '客户信息已失效' });
    expect(orders()).toHaveLength(0);
  });

  it('sends the buy payload of SPEC §3, without the PIN', async () => {
    const sent: unknown[] = [];
    const spied = attemptFor(TERMS, new HttpClient({ activity: { started() {}, ended() {} }, adapter: async (config) => (sent.push(JSON.parse(String(config.data))), bank.adapter(config)) }));
    await spied.submit(await sealer.seal(PIN));
    expect(Object.keys(sent[0] as object).filter((key) => !BUY_PAYLOAD.includes(key))).toEqual([]);
    // SPEC §9: the channel stays Q; where the customer came from travels beside it (A: this session never entered).
    expect(sent[0]).toMatchObject({ channel: 'Q', channelCode: 'A', accType: '2', idType: '0', amt: '1000.00', prdCode: 'CUR0000001', divMode: '0', isSignature: '0', uniOrderId: spied.current!.id });
    expect(JSON.stringify(sent)).not.toContain(PIN);
  });

  it("sends the link's client manager with the order (SPEC §3 clientManager, §6 employeeNo)", async () => {
    const sent: Array<Record<string, unknown>> = [];
    const spy = new HttpClient({ activity: { started() {}, ended() {} }, adapter: async (config) => (sent.push(JSON.parse(String(config.data))), bank.adapter(config)) });
    const session = new CustomerSession(new MemorySessionStore());
    session.begin({ shareType: '01', clientManager: '800123', ignored: [] });
    const managed = new ConfirmedOrders(purchaseKind(new HttpOrderDesk(spy), session, signerFor(spy)), cryptoIds, failures as unknown as PresentFailure);
    managed.confirm(TERMS);
    await managed.submit(await sealer.seal(PIN));
    expect(sent[0]).toMatchObject({ clientManager: '800123' });
  });

  it('is one order for the same product and amount, another for another amount or product', () => {
    const kind = purchaseKind(new HttpOrderDesk(http), new CustomerSession(new MemorySessionStore()), signerFor(http));
    const page = new ConfirmedOrders(kind, cryptoIds, failures as unknown as PresentFailure);
    const ids = [TERMS, { ...TERMS }, { ...TERMS, amt: parseAmount('1000.01')! }, { ...TERMS, prdCode: 'NWD0000001' }].map((terms) => page.confirm(terms).id);
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('a signature (CA) purchase', () => {
  const SIGNED_TERMS: OrderTerms = { prdCode: 'ROPN000001', amt: parseAmount('10000.00')!, divMode: '0', isSignature: true };

  it('opens, authorises and signs the transaction, then orders with the code and the signed data', async () => {
    expect(await attemptFor(SIGNED_TERMS, http).submit(await sealer.seal(PIN))).toMatchObject({ kind: 'done', held: { prdCode: 'ROPN000001' } });
    expect(['jsRequest', 'getJsAuth', 'crtInfQuery', 'buyPrd'].map((call) => bank.countEndingWith(call))).toEqual([1, 1, 1, 1]);
    expect(bank.bank.db.get('jsOrders').value()).toMatchObject([{ used: true }]);
  });

  it('keeps its signature for a try with another PIN', async () => {
    const signed = attemptFor(SIGNED_TERMS, http);
    expect(await signed.submit(await sealer.seal('000000'))).toMatchObject({ kind: 'refused' });
    expect(await signed.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'done' });
    expect(bank.countEndingWith('getJsAuth')).toBe(1);
  });

  it('says 获取授权码失败！ when getJsAuth says no, and orders nothing', async () => {
    await fault({ path: 'getJsAuth', code: 'E3001', msg: '交易流水号无效', times: 1 });
    expect(await attemptFor(SIGNED_TERMS, http).submit(await sealer.seal(PIN))).toEqual({ kind: 'refused', message: PURCHASE_MESSAGES.authCodeFailed });
    expect(orders()).toHaveLength(0);
  });

  it('says 用户信息异常，请重新登陆 (no final punctuation) when the bank app cannot sign', async () => {
    const refusing: NativeBridge = Object.assign(standIn(), { sign: async () => ({ ok: false as const, code: '9001', message: '证书不可用' }) });
    expect(await attemptFor(SIGNED_TERMS, http, refusing).submit(await sealer.seal(PIN))).toEqual({ kind: 'refused', message: '用户信息异常，请重新登陆' });
    expect(bank.countEndingWith('buyPrd')).toBe(0);
  });
});
