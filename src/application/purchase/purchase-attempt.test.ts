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
import { PurchaseAttempt } from './purchase-attempt';

const PIN = DEVELOPMENT_PIN;
/** SPEC §3's buy payload (the session's fields go only when the session has them). */
const BUY_PAYLOAD = ['channel', 'wxSerialNo', 'openId', 'accessToken', 'accType', 'idType', 'amt', 'uniOrderId', 'prdCode', 'clientManager', 'passwd', 'random', 'divMode', 'isSignature'];
const TERMS = { prdCode: 'CUR0000001', amt: parseAmount('1000.00')!, divMode: '0' as const };

let bank: InProcessBank;
let failures: { present: ReturnType<typeof vi.fn> };
let attempt: PurchaseAttempt;
const sealer = bankPinSealer(cryptoIds);

const orders = () => bank.bank.db.get('orders').value();
const fault = (rule: object) => bank.control('POST', '/__mock/faults', { rules: [rule] });

beforeEach(() => {
  bank = new InProcessBank();
  failures = { present: vi.fn(async () => undefined) };
  const http = new HttpClient({ activity: { started() {}, ended() {} }, adapter: bank.adapter, timeoutMs: 1000 });
  attempt = new PurchaseAttempt(TERMS, new HttpOrderDesk(http), new CustomerSession(new MemorySessionStore()), failures as unknown as PresentFailure, cryptoIds);
});

describe('PurchaseAttempt', () => {
  it('places the order under its one uniOrderId', async () => {
    const outcome = await attempt.submit(await sealer.seal(PIN));
    expect(outcome).toMatchObject({ kind: 'placed', order: { uniOrderId: attempt.uniOrderId, prdName: '天天宝货币A', status: '确认中', amt: { fen: 100_000n } } });
    expect(orders()).toHaveLength(1);
  });

  it('sends one request for a double tap, and never sends a placed order again', async () => {
    const pin = await sealer.seal(PIN);
    const [a, b] = await Promise.all([attempt.submit(pin), attempt.submit(pin)]);
    expect(a).toBe(b);
    await attempt.submit(await sealer.seal(PIN));
    expect(bank.countEndingWith('buyPrd')).toBe(1);
    expect(orders()).toHaveLength(1);
  });

  it('after a timeout, finds the order the bank took instead of ordering again', async () => {
    await fault({ path: 'buyPrd', delayMs: 5000, times: 1 });
    const outcome = await attempt.submit(await sealer.seal(PIN));
    expect(outcome).toMatchObject({ kind: 'placed', order: { uniOrderId: attempt.uniOrderId } });
    expect(bank.countEndingWith('buyPrd')).toBe(1);
    expect(bank.countEndingWith('queryOrder')).toBe(1);
    expect(orders()).toHaveLength(1);
  });

  it('after a dropped connection that never reached the bank, says nothing was bought; sending again keeps the id', async () => {
    await fault({ path: 'buyPrd', drop: true, times: 1 });
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'notReceived', message: PURCHASE_TEXT.notReceived });
    expect(orders()).toHaveLength(0);
    expect(await attempt.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'placed', order: { uniOrderId: attempt.uniOrderId } });
    expect(orders()).toHaveLength(1);
  });

  it('when the bank cannot be asked either, says so, and checking again later finds the order', async () => {
    await fault({ path: 'buyPrd', delayMs: 5000, times: 1 });
    await fault({ path: 'queryOrder', status: 500, times: 1 });
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'unknown', message: PURCHASE_TEXT.unknown });
    expect(await attempt.checkAgain()).toMatchObject({ kind: 'placed' });
    expect(bank.countEndingWith('buyPrd')).toBe(1);
    expect(orders()).toHaveLength(1);
  });

  it("passes on the bank's refusal in its words; a try with the right PIN keeps the id", async () => {
    expect(await attempt.submit(await sealer.seal('000000'))).toEqual({ kind: 'refused', message: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
    expect(await attempt.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'placed', order: { uniOrderId: attempt.uniOrderId } });
  });

  it('on E1014 lets the session be renewed (通知), and orders nothing', async () => {
    await fault({ path: 'buyPrd', code: 'E1014', msg: '客户信息已失效', times: 1 });
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'refused', message: '客户信息已失效' });
    expect(failures.present).toHaveBeenCalledWith({ kind: 'sessionInvalid', message: '客户信息已失效' });
    expect(orders()).toHaveLength(0);
  });

  it('sends the buy payload of SPEC §3, without the PIN', async () => {
    const sent: unknown[] = [];
    const http = new HttpClient({ activity: { started() {}, ended() {} }, adapter: async (config) => (sent.push(JSON.parse(String(config.data))), bank.adapter(config)) });
    const spied = new PurchaseAttempt(TERMS, new HttpOrderDesk(http), new CustomerSession(new MemorySessionStore()), failures as unknown as PresentFailure, cryptoIds);
    await spied.submit(await sealer.seal(PIN));
    expect(Object.keys(sent[0] as object).filter((key) => !BUY_PAYLOAD.includes(key))).toEqual([]);
    expect(sent[0]).toMatchObject({ channel: 'Q', accType: '2', idType: '0', amt: '1000.00', prdCode: 'CUR0000001', divMode: '0', isSignature: '0', uniOrderId: spied.uniOrderId });
    expect(JSON.stringify(sent)).not.toContain(PIN);
  });
});
