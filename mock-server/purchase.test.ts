import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { parseAmount } from '../src/domain/money/money';
import { AMOUNT_MESSAGES } from '../src/domain/errors/form-messages';
import { PIN_ATTEMPTS, PURCHASE_REFUSALS } from './handlers/purchase';
import { DEVELOPMENT_PIN } from './seed/personas';
import { startMockServer, type RunningMockServer } from './server';
import { nextId, purchase } from './test-requests';

const TODAY = '2026-11-22';
let bank: MockBank;

type Answer = { success: boolean; code: string; msg: string; response: Record<string, string> | null };
const buy = async (body: object) => (await bank.handle({ method: 'POST', path: '/api/dbank/buyPrd', query: {}, body })).body as Answer;
const product = (code: string) => bank.db.get('products').find({ prdCode: code }).value()!;
const usePersona = (id: string) => bank.handle({ method: 'POST', path: '/__mock/persona', query: {}, body: { id } });
/** The orders taken today: the seeded history (seed/deals.ts) is all older. */
const placed = () => bank.db.get('orders').filter({ orderDate: TODAY }).value();

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('buyPrd', () => {
  it('records a pending order and takes its amount from what is left, to the fen', async () => {
    const answer = await buy(purchase('CUR0000001', '1000.01'));
    expect(answer).toMatchObject({ success: true, response: { prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: '1000.01', status: '确认中', orderDate: TODAY } });
    expect(product('CUR0000001')).toMatchObject({ remainAmt: '52344678.89', investAmt: '100001000.01' });
    expect(placed()).toHaveLength(1);
  });

  it('keeps the client manager a purchase was sent with on the order, and none for one sent without', async () => {
    await buy({ ...purchase('CUR0000001', '100.00'), clientManager: '800123' });
    await buy({ ...purchase('NWD0000001', '100.00'), clientManager: '' });
    expect(placed().map((order) => [order.prdCode, order.clientManager])).toEqual([['CUR0000001', '800123'], ['NWD0000001', undefined]]);
  });

  it('confirms the next day, or when a product in its subscription period is established', async () => {
    expect((await buy(purchase('EXP0000001', '10000'))).response?.confirmDate).toBe('2026-11-23');
    expect((await buy(purchase('HOT0000001', '10000'))).response?.confirmDate).toBe(product('HOT0000001').estabDate);
  });

  it('answers a retry of the same order with the same order, taking nothing twice', async () => {
    const body = purchase('NWC0000001', '10000');
    const [first, again] = [await buy(body), await buy(body)];
    expect(again).toEqual(first);
    expect(placed()).toHaveLength(1);
    expect(product('NWC0000001').remainAmt).toBe('2345.67');
  });

  it('refuses an order id already used for another purchase', async () => {
    const first = purchase('EXP0000001', '10000');
    await buy(first);
    expect(await buy(purchase('EXP0000001', '20000', { uniOrderId: first.uniOrderId }))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.otherOrder });
  });

  it.each([
    ['abc', AMOUNT_MESSAGES.notANumber],
    ['-10000', AMOUNT_MESSAGES.notANumber],
    ['10,000', AMOUNT_MESSAGES.notANumber],
    ['10000.001', AMOUNT_MESSAGES.notANumber],
    ['9999.99', AMOUNT_MESSAGES.belowMinimum(parseAmount('10000')!)],
    ['12346', AMOUNT_MESSAGES.aboveRemaining(parseAmount('12345.67')!)],
  ])('refuses the amount %s, changing nothing', async (amt, msg) => {
    expect(await buy(purchase('NWC0000001', amt))).toMatchObject({ success: false, msg });
    expect(product('NWC0000001').remainAmt).toBe('12345.67');
    expect(placed()).toHaveLength(0);
  });

  it('refuses an amount off the increment above the minimum', async () => {
    bank.db.get('products').find({ prdCode: 'EXP0000001' }).assign({ pAddAmt: '1000.00' }).write();
    expect(await buy(purchase('EXP0000001', '10500'))).toMatchObject({ success: false, msg: AMOUNT_MESSAGES.notIncrement(parseAmount('1000')!) });
    expect(await buy(purchase('EXP0000001', '11000'))).toMatchObject({ success: true });
  });

  it.each([
    ['SOLD000001', PURCHASE_REFUSALS.soldOut],
    ['STAT400001', PURCHASE_REFUSALS.notOnSale],
    ['STAT500001', PURCHASE_REFUSALS.notOnSale],
    ['IPO0000001', PURCHASE_REFUSALS.preSale],
  ])('refuses %s, which is not on sale', async (code, msg) => {
    expect(await buy(purchase(code, '10000'))).toMatchObject({ success: false, msg });
  });

  it('answers by the status POST /__mock/product-status sets, and checks what it is given', async () => {
    const setStatus = (body: object) => bank.handle({ method: 'POST', path: '/__mock/product-status', query: {}, body });
    expect((await setStatus({ prdCode: 'EXP0000001', prdStatus: '4' })).body).toEqual({ ok: true, prdCode: 'EXP0000001', prdStatus: '4' });
    expect(await buy(purchase('EXP0000001', '10000'))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.notOnSale });
    await setStatus({ prdCode: 'EXP0000001', prdStatus: '0' });
    expect(await buy(purchase('EXP0000001', '10000'))).toMatchObject({ success: true });
    expect((await setStatus({ prdCode: 'NOSUCH0001', prdStatus: '4' })).status).toBe(400);
    expect((await setStatus({ prdCode: 'EXP0000001', prdStatus: '44' })).status).toBe(400);
  });

  it.each([
    ['no-password', 'EXP0000001', PURCHASE_REFUSALS.noPassword],
    ['unsigned', 'EXP0000001', PURCHASE_REFUSALS.unsigned],
    ['card-mismatch', 'EXP0000001', PURCHASE_REFUSALS.cardMismatch],
    ['no-risk-record', 'EXP0000001', PURCHASE_REFUSALS.riskInBranch],
    ['no-risk-record', 'RCLS000001', PURCHASE_REFUSALS.riskOnline],
    ['risk-too-low', 'RCLS000001', PURCHASE_REFUSALS.riskTooLow],
    ['risk-expired', 'EXP0000001', PURCHASE_REFUSALS.riskInBranch],
    ['risk-expired', 'RCLS000001', PURCHASE_REFUSALS.riskOnline],
  ])('refuses %s buying %s', async (persona, code, msg) => {
    await usePersona(persona);
    expect(await buy(purchase(code, '10000'))).toMatchObject({ success: false, msg });
    expect(placed()).toHaveLength(0);
  });

  it('counts a risk record older than a year as none', async () => {
    bank.db.get('customers').find({ id: 'default' }).assign({ riskRecord: { riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2025-11-21', counterRiskFlag: '1' } }).write();
    expect(await buy(purchase('EXP0000001', '10000'))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.riskInBranch });
  });
});

describe('the payment PIN', () => {
  it('is good once per keypad random', async () => {
    const first = purchase('EXP0000001', '10000');
    await buy(first);
    expect(await buy(purchase('EXP0000001', '10000', { random: first.random }))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.staleRandom });
  });

  it('must be sealed with the random the request names', async () => {
    const body = { ...purchase('EXP0000001', '10000'), random: nextId('X') };
    expect(await buy(body)).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.staleRandom });
  });

  it('refuses what the bank cannot open', async () => {
    expect(await buy({ ...purchase('EXP0000001', '10000'), passwd: 'ab'.repeat(120) })).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.unreadablePasswd });
  });

  it('says how many tries are left, locks after five wrong in a row, and stays locked for the right one', async () => {
    for (let wrong = 1; wrong < PIN_ATTEMPTS; wrong += 1) {
      expect(await buy(purchase('EXP0000001', '10000', { pin: '000000' }))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - wrong) });
    }
    expect(await buy(purchase('EXP0000001', '10000', { pin: '000000' }))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.locked });
    expect(await buy(purchase('EXP0000001', '10000'))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.locked });
    expect(placed()).toHaveLength(0);
  });

  it('starts counting again after a right one', async () => {
    await buy(purchase('EXP0000001', '10000', { pin: '000000' }));
    await buy(purchase('EXP0000001', '10000'));
    expect(await buy(purchase('EXP0000001', '10000', { pin: '000000' }))).toMatchObject({ msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
  });

  it('is never in what the bank answers or keeps about the order', async () => {
    const answer = await buy(purchase('EXP0000001', '10000'));
    expect(JSON.stringify([answer, bank.db.get('orders').value()])).not.toContain(DEVELOPMENT_PIN);
  });
});

describe('a lost answer (fault drop with afterHandling)', () => {
  it('takes the order, then drops the connection: the order is there, the answer is not', async () => {
    await bank.handle({ method: 'POST', path: '/__mock/faults', query: {}, body: { rules: [{ path: 'buyPrd', drop: true, afterHandling: true, times: 1 }] } });
    const answer = await bank.handle({ method: 'POST', path: '/api/dbank/buyPrd', query: {}, body: purchase('EXP0000001', '10000') });
    expect(answer).toMatchObject({ drop: true });
    expect(placed()).toHaveLength(1);
  });

  it('is refused without drop', async () => {
    const answer = await bank.handle({ method: 'POST', path: '/__mock/faults', query: {}, body: { rules: [{ path: 'buyPrd', afterHandling: true }] } });
    expect(answer.status).toBe(400);
  });
});

describe('queryOrder', () => {
  const query = async (uniOrderId: string) => (await bank.handle({ method: 'POST', path: '/api/dbank/queryOrder', query: {}, body: { uniOrderId } })).body as Answer;

  it("tells an order's state by its id, and 查询无记录 for one the bank never received", async () => {
    const body = purchase('EXP0000001', '10000');
    const placed = await buy(body);
    expect(await query(body.uniOrderId)).toEqual(placed);
    expect(await query(nextId('O'))).toMatchObject({ success: false, msg: '查询无记录' });
  });
});

describe('over HTTP, all at once', () => {
  let server: RunningMockServer;
  let base = '';
  beforeAll(async () => {
    server = await startMockServer({ port: 0, today: TODAY });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  const post = (body: object) => fetch(`${base}/api/dbank/buyPrd`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Answer>);
  const db = (collection: string) => fetch(`${base}/__mock/db/${collection}`).then((r) => r.json());

  it('20 identical requests of one order make one order; 20 different ones make 20, to the fen', async () => {
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    const one = purchase('CUR0000001', '1000.01');
    const same = await Promise.all(Array.from({ length: 20 }, () => post(one)));
    expect(new Set(same.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const distinct = await Promise.all(Array.from({ length: 20 }, () => post(purchase('CUR0000001', '1000.01'))));
    expect(distinct.every((answer) => answer.success)).toBe(true);
    expect((await db('orders')).filter((order: { orderDate: string }) => order.orderDate === TODAY)).toHaveLength(21);
    const cur = (await db('products')).find((p: { prdCode: string }) => p.prdCode === 'CUR0000001');
    expect(cur.remainAmt).toBe('52324678.69'); // 52,345,678.90 − 21 × 1,000.01
    expect(cur.investAmt).toBe('100021000.21'); // 100,000,000.00 + 21 × 1,000.01
  });
});
