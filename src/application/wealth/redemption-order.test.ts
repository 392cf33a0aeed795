import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessBank } from '../../../features/support/assemblies/domain/in-process-bank';
import { PIN_ATTEMPTS, PURCHASE_REFUSALS } from '../../../mock-server/handlers/purchase';
import { DEVELOPMENT_PIN } from '../../../mock-server/seed/personas';
import { parseShares } from '../../domain/holdings/shares';
import { DEAL_TEXT } from '../../domain/holdings/deal';
import { HttpClient } from '../../infrastructure/http/http-client';
import { HttpWealthDesk } from '../../infrastructure/http/http-wealth-desk';
import { bankPinSealer } from '../../infrastructure/crypto/sm2-pin-sealer';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import { cryptoIds } from '../../infrastructure/system/system-adapters';
import { CustomerSession } from '../session/customer-session';
import type { PresentFailure } from '../session/present-failure';
import { ConfirmedOrders } from '../orders/confirmed-order';
import { redemptionKind, type RedemptionTerms } from './redemption-order';

const PIN = DEVELOPMENT_PIN;
/** SPEC §3's redeem payload, plus the idempotency key (README Decisions). */
const REDEEM_PAYLOAD = ['channel', 'wxSerialNo', 'openId', 'accessToken', 'accType', 'idType', 'vol', 'prdCode', 'passwd', 'random', 'uniOrderId', 'channelCode'];
const TERMS: RedemptionTerms = { prdCode: 'NWD0000001', vol: parseShares('5000.00')!, fast: false };
const sealer = bankPinSealer(cryptoIds);

let bank: InProcessBank;
let http: HttpClient;
let failures: { present: ReturnType<typeof vi.fn> };
/** A page's redemptions over the mock bank, with these terms confirmed. */
function attemptFor(terms: RedemptionTerms, client = http) {
  const orders = new ConfirmedOrders(redemptionKind(new HttpWealthDesk(client), new CustomerSession(new MemorySessionStore())), cryptoIds, failures as unknown as PresentFailure);
  orders.confirm(terms);
  return orders;
}
const fault = (rule: object) => bank.control('POST', '/__mock/faults', { rules: [rule] });
/** This test's deals: the seeded history is dated before today. */
const pending = () => bank.bank.db.get('orders').filter({ status: '确认中' }).value();
const held = (prdCode: string) => bank.bank.db.get('customers').find({ id: 'default' }).value()!.holdings.find((h) => h.prdCode === prdCode)?.vol;

beforeEach(() => {
  bank = new InProcessBank();
  failures = { present: vi.fn(async () => undefined) };
  http = new HttpClient({ activity: { started() {}, ended() {} }, adapter: bank.adapter, timeoutMs: 1000 });
});

describe('a redemption as a confirmed order', () => {
  it('redeems once under its one uniOrderId, for a double tap too', async () => {
    const attempt = attemptFor(TERMS);
    const pin = await sealer.seal(PIN);
    const [a, b] = await Promise.all([attempt.submit(pin), attempt.submit(pin)]);
    expect(b).toBeNull();
    expect(a).toMatchObject({ kind: 'done', held: { uniOrderId: attempt.current!.id, transType: '赎回', status: '确认中', vol: { hundredths: 500_000n } } });
    expect(bank.countEndingWith('redemPrd')).toBe(1);
    expect(pending()).toHaveLength(1);
    expect(held('NWD0000001')).toBe('10000.00');
  });

  it('after a lost answer, finds the deal the bank took instead of redeeming again', async () => {
    await fault({ path: 'redemPrd', drop: true, afterHandling: true, times: 1 });
    const attempt = attemptFor(TERMS);
    expect(await attempt.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'done', held: { uniOrderId: attempt.current!.id } });
    expect(bank.countEndingWith('queryOrder')).toBe(1);
    expect(pending()).toHaveLength(1);
  });

  it('when the request never arrived, says nothing changed; sending again keeps the id', async () => {
    await fault({ path: 'redemPrd', drop: true, times: 1 });
    const attempt = attemptFor(TERMS);
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'notReceived', message: DEAL_TEXT.notReceived });
    expect(held('NWD0000001')).toBe('15000.00');
    expect(await attempt.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'done', held: { uniOrderId: attempt.current!.id } });
  });

  it('when the bank cannot be asked either, says so; checking again finds the deal', async () => {
    await fault({ path: 'redemPrd', delayMs: 5000, times: 1 });
    await fault({ path: 'queryOrder', status: 500, times: 1 });
    const attempt = attemptFor(TERMS);
    expect(await attempt.submit(await sealer.seal(PIN))).toEqual({ kind: 'unknown', message: DEAL_TEXT.unknown });
    expect(await attempt.checkAgain()).toMatchObject({ kind: 'done' });
    expect(bank.countEndingWith('redemPrd')).toBe(1);
  });

  it("passes on the bank's refusal in its words, and a quick redemption goes to fastRedemPrd", async () => {
    expect(await attemptFor(TERMS).submit(await sealer.seal('000000'))).toEqual({ kind: 'refused', message: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
    const fast = attemptFor({ prdCode: 'CUR0000001', vol: parseShares('100')!, fast: true });
    expect(await fast.submit(await sealer.seal(PIN))).toMatchObject({ kind: 'done', held: { transType: '快速赎回', status: '交易成功' } });
    expect(bank.countEndingWith('fastRedemPrd')).toBe(1);
  });

  it('on E1014 lets the session be renewed, and redeems nothing', async () => {
    await fault({ path: 'redemPrd', code: 'E1014', msg: '客户信息已失效', times: 1 });
    expect(await attemptFor(TERMS).submit(await sealer.seal(PIN))).toEqual({ kind: 'refused', message: '客户信息已失效' });
    expect(failures.present).toHaveBeenCalledWith({ kind: 'sessionInvalid', message: '客户信息已失效' });
    expect(pending()).toHaveLength(0);
  });

  it('is one order per product, volume and mode (docs/decisions.md "Redemption"): another volume or 快速赎回 is another', () => {
    const page = new ConfirmedOrders(redemptionKind(new HttpWealthDesk(http), new CustomerSession(new MemorySessionStore())), cryptoIds, failures as unknown as PresentFailure);
    const ids = [TERMS, { ...TERMS, vol: parseShares('5000')! }, { ...TERMS, vol: parseShares('5000.01')! }, { ...TERMS, fast: true }, { ...TERMS, prdCode: 'CUR0000001' }]
      .map((terms) => page.confirm(terms).id);
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(4);
  });

  it('sends the redeem payload of SPEC §3, without the PIN', async () => {
    const sent: unknown[] = [];
    const spied = attemptFor(TERMS, new HttpClient({ activity: { started() {}, ended() {} }, adapter: async (config) => (sent.push(JSON.parse(String(config.data))), bank.adapter(config)) }));
    await spied.submit(await sealer.seal(PIN));
    expect(Object.keys(sent[0] as object).filter((key) => !REDEEM_PAYLOAD.includes(key))).toEqual([]);
    expect(sent[0]).toMatchObject({ channel: 'Q', channelCode: 'A', accType: '2', idType: '0', vol: '5000.00', prdCode: 'NWD0000001', uniOrderId: spied.current!.id });
    expect(JSON.stringify(sent)).not.toContain(PIN);
  });
});
