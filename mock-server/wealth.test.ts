import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { DATE_RANGE_MESSAGES, VOLUME_MESSAGES } from '../src/domain/errors/form-messages';
import { parseAmount } from '../src/domain/money/money';
import { PIN_ATTEMPTS, PURCHASE_REFUSALS } from './handlers/purchase';
import type { SeedOrder } from './seed/deals';
import { WEALTH_REFUSALS } from './handlers/wealth';
import { nextId, purchase, redemption } from './test-requests';

const TODAY = '2026-11-22';
const SIGNED = '6222021234567890123';
let bank: MockBank;

type Line = Record<string, string>;
type Answer<T = Line> = { success: boolean; code: string; msg: string; response: T | null };
type Page = { lineList: Line[]; totNum: number };
const post = async <T = Line>(name: string, body: object) => (await bank.handle({ method: 'POST', path: `/api/dbank/${name}`, query: {}, body })).body as Answer<T>;
/** A dbank call with the store's fixed accType and idType. */
const dbank = <T = Line>(name: string, body: object = {}) => post<T>(name, { accType: '2', idType: '0', ...body });
const control = async (path: string, body: object = {}) => (await bank.handle({ method: 'POST', path: `/__mock/${path}`, query: {}, body })).body;
const usePersona = (id: string) => control('persona', { id });

const holdingsPage = (currentFlag: string, offSet = 0, queryNum = 99) => dbank<Page & { totPrdValue: string }>('listHoldingShare', { offSet, queryNum, currentFlag });
const redeem = (body: object) => post('redemPrd', body);
const fastRedeem = (body: object) => post('fastRedemPrd', body);
const cancel = (assoSerial: string, uniOrderId = nextId('C'), channelCode = '02') => post('cancelCusDeal', { assoSerial, uniOrderId, channelCode });
const history = (startDate: string, endDate: string, offSet = 0, queryNum = 99) => dbank<Page>('listHistoryDeals', { offSet, queryNum, startDate, endDate });
const transit = () => dbank<Page>('transitCash', { offSet: 0, queryNum: 20 });
const pending = () => dbank<Page>('listCurCmons', { offSet: 0, queryNum: 20 });

const holdings = (id = 'default') => bank.db.get('customers').find({ id }).value()!.holdings;
const holding = (prdCode: string, id = 'default') => holdings(id).find((h) => h.prdCode === prdCode);
const product = (prdCode: string) => bank.db.get('products').find({ prdCode }).value()!;
const deals = (id = 'default') => bank.db.get('orders').filter({ customer: id }).value();
const placedToday = () => bank.db.get('orders').filter({ orderDate: TODAY }).value();
const daysAgo = (n: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const TWO_DECIMALS = /^\d+\.\d{2}$/;

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('the seed', () => {
  it('gives default four holdings (amt is not kept: the mock counts a share as one yuan)', () => {
    expect(holdings().map(({ prdCode, vol, cost, totalIncome, lastIncome }) => [prdCode, vol, cost, totalIncome, lastIncome])).toEqual([
      ['CUR0000001', '20000.00', '20000.00', '356.20', '1.52'],
      ['NWD0000001', '15000.00', '15000.00', '402.35', '2.10'],
      ['EXP0000001', '50000.00', '50000.00', '1232.88', '9.59'],
      ['ROPN000001', '20000.00', '20000.00', '610.00', '3.28'],
    ]);
    expect(holdings().every((h) => !('amt' in h) && h.divMode === '0' && h.buyDate < TODAY)).toBe(true);
    expect(holdings('new-customer')).toEqual([]);
  });

  it('gives every persona but new-customer and no-card (no holdings) 26 past deals: 22 in the last 80 days, 4 from 100 to 300 days ago, none pending', () => {
    for (const persona of bank.db.get('personas').value().map((p) => p.id)) {
      const mine = deals(persona);
      if (persona === 'new-customer' || persona === 'no-card') {
        expect(mine).toEqual([]);
        continue;
      }
      expect(mine).toHaveLength(26);
      expect(mine.filter((d) => d.orderDate >= daysAgo(80) && d.orderDate < TODAY)).toHaveLength(22);
      expect(mine.filter((d) => d.orderDate >= daysAgo(300) && d.orderDate <= daysAgo(100))).toHaveLength(4);
      expect(mine.filter((d) => d.status === '已撤单')).toHaveLength(1);
      for (const d of mine) {
        expect(d.status).toBe({ 购买: d.status === '已撤单' ? '已撤单' : '确认成功', 赎回: '确认成功', 快速赎回: '交易成功' }[d.transType]);
        expect(d.uniOrderId).toMatch(/^[0-9A-Za-z]{20}$/);
        expect([d.amt, d.vol]).toEqual([d.vol, d.amt]);
        expect(d.arrivalDate <= TODAY).toBe(true);
      }
      expect(new Set(mine.map((d) => d.transType))).toEqual(new Set(['购买', '赎回', '快速赎回']));
    }
    const ids = bank.db.get('orders').value().map((d) => d.uniOrderId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('adds up, product by product, to the holdings (the cancelled purchase counts for nothing)', () => {
    const net = new Map<string, bigint>();
    for (const d of deals().filter((deal) => deal.status !== '已撤单')) {
      const fen = parseAmount(d.vol)!.fen * (d.transType === '购买' ? 1n : -1n);
      net.set(d.prdCode, (net.get(d.prdCode) ?? 0n) + fen);
    }
    for (const h of holdings()) expect(net.get(h.prdCode)).toBe(parseAmount(h.vol)!.fen);
  });

  it('leaves nothing pending, nothing in transit and the whole quick-redemption quota after a reset', async () => {
    await control('reset');
    expect((await pending()).response).toEqual({ lineList: [], totNum: 0 });
    expect((await transit()).response).toEqual({ lineList: [], totNum: 0 });
    expect((await dbank('fastRedemQuota')).response).toEqual({ dailyLimit: '10000.00', used: '0.00', left: '10000.00' });
  });
});

describe('listHoldingShare', () => {
  it('answers the demand holdings (currentFlag 0) by product code, with the totals', async () => {
    const answer = (await holdingsPage('0')).response!;
    expect(answer.totPrdValue).toBe('35000.00');
    expect(answer.totNum).toBe(2);
    expect(answer.lineList[0]).toEqual({
      prdCode: 'CUR0000001', prdName: '天天宝货币A', prdTemplate: 'D310', currentFlag: '0', vol: '20000.00', amt: '20000.00', cost: '20000.00',
      totalIncome: '356.20', lastIncome: '1.52', nav: '1.0000', navDate: '2026-11-21', divMode: '0', endDate: '', minHoldVol: '0.00',
      canRedeem: '1', redeemNote: '', fastRedeem: '1', riskLevel: 'R1',
    });
    expect(answer.lineList[1]).toMatchObject({ prdCode: 'NWD0000001', prdTemplate: 'D311', amt: '15000.00', canRedeem: '1', fastRedeem: '0', minHoldVol: '0.00' });
  });

  it('answers the term holdings (currentFlag 1): a closed one says why it cannot be redeemed, D301 keeps 1,000 shares', async () => {
    const answer = (await holdingsPage('1')).response!;
    const endDate = product('EXP0000001').endDate;
    expect(endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer).toMatchObject({ totPrdValue: '70000.00', totNum: 2 });
    expect(answer.lineList).toEqual([
      expect.objectContaining({ prdCode: 'EXP0000001', currentFlag: '1', amt: '50000.00', endDate, canRedeem: '0', redeemNote: `该产品封闭期内不可赎回，到期日${endDate}自动赎回至理财签约卡`, fastRedeem: '0', minHoldVol: '0.00' }),
      expect.objectContaining({ prdCode: 'ROPN000001', prdTemplate: 'D301', amt: '20000.00', endDate: '', canRedeem: '1', redeemNote: '', minHoldVol: '1000.00' }),
    ]);
    for (const line of answer.lineList) for (const field of ['vol', 'amt', 'cost', 'totalIncome', 'lastIncome', 'minHoldVol']) expect(line[field]).toMatch(TWO_DECIMALS);
  });

  it('says 到期自动赎回 without a date for a closed holding whose product has none', async () => {
    bank.db.get('products').find({ prdCode: 'EXP0000001' }).assign({ endDate: '' }).write();
    expect((await holdingsPage('1')).response!.lineList[0].redeemNote).toBe('该产品封闭期内不可赎回，到期自动赎回至理财签约卡');
  });

  it('pages, keeping the totals over all holdings of the kind', async () => {
    expect((await holdingsPage('0', 1, 1)).response).toEqual({ lineList: [expect.objectContaining({ prdCode: 'NWD0000001' })], totPrdValue: '35000.00', totNum: 2 });
    expect((await holdingsPage('0', 5, 20)).response).toEqual({ lineList: [], totPrdValue: '35000.00', totNum: 2 });
  });

  it('answers empty lists for new-customer', async () => {
    await usePersona('new-customer');
    for (const flag of ['0', '1']) expect((await holdingsPage(flag)).response).toEqual({ lineList: [], totPrdValue: '0.00', totNum: 0 });
  });

  it.each([
    [{ currentFlag: '2', offSet: 0, queryNum: 99 }],
    [{ currentFlag: '0', offSet: 0, queryNum: 100 }],
    [{ currentFlag: '0', offSet: 0, queryNum: 0 }],
    [{ offSet: 0, queryNum: 20 }],
    [{ currentFlag: '0', offSet: 0, queryNum: 20, accType: '1' }],
  ])('refuses the parameters %j', async (body) => {
    expect(await dbank('listHoldingShare', body)).toMatchObject({ success: false, code: 'E0400' });
  });
});

describe('redemPrd', () => {
  it('takes the shares from the holding and records a pending redemption, to the fen', async () => {
    const body = redemption('CUR0000001', '1000.01');
    const answer = await redeem(body);
    expect(answer).toMatchObject({ success: true });
    expect(answer.response).toEqual({
      uniOrderId: body.uniOrderId, transType: '赎回', prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: '1000.01', vol: '1000.01', divMode: '0',
      status: '确认中', orderDate: TODAY, confirmDate: '2026-11-23', arrivalDate: '2026-11-24', cancelable: '1', channelCode: '02',
    });
    expect(holding('CUR0000001')).toMatchObject({ vol: '18999.99', cost: '18999.99', totalIncome: '356.20' });
    expect(placedToday()).toEqual([expect.objectContaining({ uniOrderId: body.uniOrderId, customer: 'default' })]);
  });

  it('answers a retry of the same redemption with the same deal, taking the shares once', async () => {
    const body = redemption('NWD0000001', '5000');
    const [first, again] = [await redeem(body), await redeem({ ...body, ...redemption('NWD0000001', '5000.00', { uniOrderId: body.uniOrderId }) })];
    expect(again).toEqual(first);
    expect(placedToday()).toHaveLength(1);
    expect(holding('NWD0000001')?.vol).toBe('10000.00');
  });

  it('refuses an order id used for another deal: another volume, a quick redemption, a purchase', async () => {
    const body = redemption('CUR0000001', '100');
    await redeem(body);
    expect(await redeem(redemption('CUR0000001', '100.01', { uniOrderId: body.uniOrderId }))).toMatchObject({ success: false, code: 'E2601', msg: PURCHASE_REFUSALS.otherOrder });
    expect(await fastRedeem(redemption('CUR0000001', '100', { uniOrderId: body.uniOrderId }))).toMatchObject({ success: false, code: 'E2601' });
    expect(await post('buyPrd', purchase('CUR0000001', '100', { uniOrderId: body.uniOrderId }))).toMatchObject({ success: false, code: 'E2601' });
    expect(placedToday()).toHaveLength(1);
    expect(holding('CUR0000001')?.vol).toBe('19900.00');
  });

  it('refuses a product the customer does not hold', async () => {
    expect(await redeem(redemption('NWC0000001', '100'))).toMatchObject({ success: false, code: 'E2A02', msg: WEALTH_REFUSALS.notHeld });
    await usePersona('new-customer');
    expect(await redeem(redemption('CUR0000001', '100'))).toMatchObject({ success: false, code: 'E2A02', msg: '您没有持有该产品' });
  });

  it('refuses a closed term product with its note', async () => {
    expect(await redeem(redemption('EXP0000001', '100'))).toMatchObject({ success: false, code: 'E2A03', msg: WEALTH_REFUSALS.closed(product('EXP0000001').endDate) });
  });

  it.each([
    ['CUR0000001', 'abc', VOLUME_MESSAGES.notANumber],
    ['CUR0000001', '1,000', VOLUME_MESSAGES.notANumber],
    ['CUR0000001', '100.001', VOLUME_MESSAGES.notANumber],
    ['CUR0000001', '-1', VOLUME_MESSAGES.notANumber],
    ['CUR0000001', '0.00', VOLUME_MESSAGES.zero],
    ['CUR0000001', '20000.01', VOLUME_MESSAGES.aboveHeld('20,000.00')],
    ['ROPN000001', '19000.01', VOLUME_MESSAGES.belowRetained('1,000.00')],
  ])('refuses %s volume %s, changing nothing', async (prdCode, vol, msg) => {
    expect(await redeem(redemption(prdCode, vol))).toMatchObject({ success: false, code: 'E2A04', msg });
    expect(placedToday()).toHaveLength(0);
    expect(holding(prdCode)?.vol).toBe('20000.00');
  });

  it('redeems a D301 holding down to its 1,000 retained shares, or all of it (the holding goes)', async () => {
    expect(await redeem(redemption('ROPN000001', '19000'))).toMatchObject({ success: true });
    expect(holding('ROPN000001')?.vol).toBe('1000.00');
    expect(await redeem(redemption('ROPN000001', '1000'))).toMatchObject({ success: true });
    expect(holding('ROPN000001')).toBeUndefined();
    expect((await holdingsPage('1')).response).toMatchObject({ totPrdValue: '50000.00', totNum: 1 });
  });

  it('needs a trading password, after the volume', async () => {
    await usePersona('no-password');
    expect(await redeem(redemption('CUR0000001', 'abc'))).toMatchObject({ code: 'E2A04' });
    expect(await redeem(redemption('CUR0000001', '100'))).toMatchObject({ success: false, code: 'E2101', msg: PURCHASE_REFUSALS.noPassword });
    expect(holding('CUR0000001', 'no-password')?.vol).toBe('20000.00');
  });

  it('checks the PIN as buyPrd does: one-time random, the count of wrong PINs shared with purchases, the lock', async () => {
    const first = redemption('CUR0000001', '100');
    await redeem(first);
    expect(await redeem(redemption('CUR0000001', '100', { random: first.random }))).toMatchObject({ code: 'E2502', msg: PURCHASE_REFUSALS.staleRandom });
    for (let wrong = 1; wrong < PIN_ATTEMPTS; wrong += 1) {
      const buy = await post('buyPrd', purchase('CUR0000001', '100', { pin: '000000' }));
      expect(buy).toMatchObject({ msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - wrong) });
    }
    expect(await redeem(redemption('CUR0000001', '100', { pin: '000000' }))).toMatchObject({ code: 'E2503', msg: PURCHASE_REFUSALS.locked });
    expect(await redeem(redemption('CUR0000001', '100'))).toMatchObject({ code: 'E2503' });
    expect(holding('CUR0000001')?.vol).toBe('19900.00');
  });

  it('says how many tries are left after a wrong PIN, and changes nothing', async () => {
    expect(await redeem(redemption('CUR0000001', '100', { pin: '000000' }))).toMatchObject({ code: 'E2504', msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
    expect(holding('CUR0000001')?.vol).toBe('20000.00');
    expect(placedToday()).toHaveLength(0);
  });

  it.each([
    ['uniOrderId', { uniOrderId: 'short' }],
    ['random', { random: 'short' }],
    ['passwd', { passwd: 'not hex' }],
    ['vol', { vol: '' }],
    ['accType', { accType: '1' }],
    ['channel', { channel: undefined }],
    ['channelCode', { channelCode: undefined }],
    ['channelCode', { channelCode: 'Q' }],
  ])('refuses a bad %s (E0400)', async (_name, change) => {
    expect(await redeem({ ...redemption('CUR0000001', '100'), ...change })).toMatchObject({ success: false, code: 'E0400' });
  });
});

describe('fastRedemPrd and fastRedemQuota', () => {
  it('redeems a cash-management holding at once, within the daily quota across redemptions', async () => {
    const first = redemption('CUR0000001', '6000');
    expect((await fastRedeem(first)).response).toEqual({
      uniOrderId: first.uniOrderId, transType: '快速赎回', prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: '6000.00', vol: '6000.00', divMode: '0',
      status: '交易成功', orderDate: TODAY, confirmDate: TODAY, arrivalDate: TODAY, cancelable: '0', quotaLeft: '4000.00', channelCode: '02',
    });
    expect((await dbank('fastRedemQuota')).response).toEqual({ dailyLimit: '10000.00', used: '6000.00', left: '4000.00' });
    expect(await fastRedeem(redemption('CUR0000001', '4000.01'))).toMatchObject({ success: false, code: 'E2A06', msg: VOLUME_MESSAGES.aboveFastQuota(parseAmount('4000')!) });
    expect((await fastRedeem(redemption('CUR0000001', '4000'))).response).toMatchObject({ status: '交易成功', quotaLeft: '0.00' });
    expect((await dbank('fastRedemQuota')).response).toEqual({ dailyLimit: '10000.00', used: '10000.00', left: '0.00' });
    expect(await fastRedeem(redemption('CUR0000001', '0.01'))).toMatchObject({ code: 'E2A06', msg: '超过今日快速赎回剩余额度0.00元' });
    expect(holding('CUR0000001')?.vol).toBe('10000.00');
  });

  it('answers a retry with the same deal, using the quota once', async () => {
    const body = redemption('CUR0000001', '3000');
    const [first, again] = [await fastRedeem(body), await fastRedeem(body)];
    expect(again).toEqual(first);
    expect((await dbank('fastRedemQuota')).response).toMatchObject({ left: '7000.00' });
    expect(holding('CUR0000001')?.vol).toBe('17000.00');
  });

  it('counts neither ordinary redemptions nor earlier days, and the quota is per customer', async () => {
    await redeem(redemption('CUR0000001', '5000'));
    expect((await dbank('fastRedemQuota')).response).toMatchObject({ used: '0.00' });
    await fastRedeem(redemption('CUR0000001', '1000'));
    await usePersona('unsigned');
    expect((await dbank('fastRedemQuota')).response).toMatchObject({ left: '10000.00' });
  });

  it('refuses a product other than cash management, before the volume', async () => {
    expect(await fastRedeem(redemption('NWD0000001', 'abc'))).toMatchObject({ success: false, code: 'E2A05', msg: WEALTH_REFUSALS.noFastRedemption });
    expect(await fastRedeem(redemption('EXP0000001', '100'))).toMatchObject({ code: 'E2A03' });
    expect(await fastRedeem(redemption('NWC0000001', '100'))).toMatchObject({ code: 'E2A02' });
  });

  it('checks the volume and the quota before the PIN', async () => {
    expect(await fastRedeem(redemption('CUR0000001', '20000.01', { pin: '000000' }))).toMatchObject({ code: 'E2A04' });
    expect(await fastRedeem(redemption('CUR0000001', '10000.01', { pin: '000000' }))).toMatchObject({ code: 'E2A06' });
    expect(bank.db.get('customers').find({ id: 'default' }).value()!.wrongPins).toBe(0);
  });

  it('refuses fastRedemQuota without the fixed account values', async () => {
    expect(await post('fastRedemQuota', { accType: '2' })).toMatchObject({ success: false, code: 'E0400' });
  });
});

describe('cancelCusDeal', () => {
  it('cancels a pending redemption: the shares and their cost go back, exactly', async () => {
    const before = holding('CUR0000001');
    const body = redemption('CUR0000001', '1234.56');
    await redeem(body);
    const answer = await cancel(body.uniOrderId);
    expect(answer.response).toMatchObject({ uniOrderId: body.uniOrderId, transType: '赎回', status: '已撤单', cancelledAt: TODAY, cancelable: '0' });
    expect(holding('CUR0000001')).toEqual(before);
    expect((await pending()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('recreates a holding a full redemption had emptied, as it was', async () => {
    const before = holding('ROPN000001');
    const body = redemption('ROPN000001', '20000');
    await redeem(body);
    expect(holding('ROPN000001')).toBeUndefined();
    await cancel(body.uniOrderId);
    expect(holding('ROPN000001')).toEqual(before);
  });

  it('puts back the exact cost of a partial redemption whose cost does not divide evenly', async () => {
    bank.db.get('customers').find({ id: 'default' }).assign({ holdings: holdings().map((h) => (h.prdCode === 'NWD0000001' ? { ...h, cost: '15231.17' } : h)) }).write();
    const before = holding('NWD0000001');
    const body = redemption('NWD0000001', '3333.33');
    await redeem(body);
    expect(holding('NWD0000001')).toMatchObject({ vol: '11666.67', cost: '11846.47' }); // 15,231.17 − 3,384.70: the part taken, 15,231.17 × 3,333.33 / 15,000, rounded down to the fen
    await cancel(body.uniOrderId);
    expect(holding('NWD0000001')).toEqual(before);
  });

  it('cancels a pending purchase: the amount goes back to what is left of the product, to the fen', async () => {
    const { remainAmt, investAmt } = product('CUR0000001');
    const body = purchase('CUR0000001', '1000.01');
    await post('buyPrd', body);
    expect((await cancel(body.uniOrderId)).response).toMatchObject({ transType: '购买', status: '已撤单' });
    expect(product('CUR0000001')).toMatchObject({ remainAmt, investAmt });
    expect(await control('confirm-orders')).toEqual({ ok: true, confirmed: 0 });
    expect(holding('CUR0000001')?.vol).toBe('20000.00');
  });

  it('answers a retry of the same cancel with the same deal; its id cannot name another cancel or deal', async () => {
    const body = redemption('CUR0000001', '100');
    await redeem(body);
    const cancelId = nextId('C');
    const [first, again] = [await cancel(body.uniOrderId, cancelId), await cancel(body.uniOrderId, cancelId)];
    expect(again).toEqual(first);
    expect(holding('CUR0000001')?.vol).toBe('20000.00');
    const other = redemption('CUR0000001', '200');
    await redeem(other);
    expect(await cancel(other.uniOrderId, cancelId)).toMatchObject({ success: false, code: 'E2601', msg: PURCHASE_REFUSALS.otherOrder });
    expect(await redeem(redemption('CUR0000001', '300', { uniOrderId: cancelId }))).toMatchObject({ code: 'E2601' });
    expect(await cancel(other.uniOrderId, other.uniOrderId)).toMatchObject({ code: 'E2601' });
  });

  it('refuses a cancelled deal under another cancel id, a confirmed one, and one that is not the customer\'s', async () => {
    const body = redemption('CUR0000001', '100');
    await redeem(body);
    await cancel(body.uniOrderId);
    expect(await cancel(body.uniOrderId)).toMatchObject({ success: false, code: 'E2B03', msg: WEALTH_REFUSALS.cancelled });
    expect(holding('CUR0000001')?.vol).toBe('20000.00');

    const confirmed = deals().find((d) => d.status === '确认成功')!;
    expect(await cancel(confirmed.uniOrderId)).toMatchObject({ code: 'E2B02', msg: WEALTH_REFUSALS.confirmed });
    const fast = redemption('CUR0000001', '100');
    await fastRedeem(fast);
    expect(await cancel(fast.uniOrderId)).toMatchObject({ code: 'E2B02' });

    expect(await cancel(nextId('X'))).toMatchObject({ code: 'E2B01', msg: WEALTH_REFUSALS.noSuchDeal });
    const mine = redemption('CUR0000001', '100');
    await redeem(mine);
    await usePersona('no-risk-record');
    expect(await cancel(mine.uniOrderId)).toMatchObject({ code: 'E2B01' });
  });

  it.each([
    [{ uniOrderId: nextId('C') }],
    [{ assoSerial: nextId('X') }],
    [{ assoSerial: 'short', uniOrderId: nextId('C') }],
    [{ assoSerial: nextId('X'), uniOrderId: nextId('C'), accType: '1' }],
  ])('refuses the parameters %j (E0400)', async (body) => {
    expect(await post('cancelCusDeal', body)).toMatchObject({ success: false, code: 'E0400' });
  });

  it('takes the fixed account values too', async () => {
    const body = redemption('CUR0000001', '100');
    await redeem(body);
    expect(await dbank('cancelCusDeal', { assoSerial: body.uniOrderId, uniOrderId: nextId('C'), channelCode: '02' })).toMatchObject({ success: true });
  });
});

describe('listCurCmons and queryOrder', () => {
  it('lists every pending deal, purchases and redemptions, newest first, each cancelable', async () => {
    const buy = purchase('CUR0000001', '1000');
    const sell = redemption('NWD0000001', '500');
    await post('buyPrd', buy);
    await redeem(sell);
    await fastRedeem(redemption('CUR0000001', '100'));
    const answer = (await pending()).response!;
    expect(answer.totNum).toBe(2);
    expect(answer.lineList).toEqual([
      expect.objectContaining({ uniOrderId: sell.uniOrderId, transType: '赎回', vol: '500.00', amt: '500.00', status: '确认中', cancelable: '1' }),
      expect.objectContaining({ uniOrderId: buy.uniOrderId, transType: '购买', vol: '1000.00', status: '确认中', cancelable: '1' }),
    ]);
  });

  it('answers any deal of the customer by its id', async () => {
    const sell = redemption('NWD0000001', '500');
    const placed = await redeem(sell);
    expect(await post('queryOrder', { uniOrderId: sell.uniOrderId })).toEqual(placed);
    const seeded = deals().find((d) => d.transType === '快速赎回')!;
    expect((await post('queryOrder', { uniOrderId: seeded.uniOrderId })).response).toMatchObject({ transType: '快速赎回', status: '交易成功' });
    await usePersona('new-customer');
    expect(await post('queryOrder', { uniOrderId: sell.uniOrderId })).toMatchObject({ success: false, msg: '查询无记录' });
  });
});

describe('POST /__mock/confirm-orders and transitCash', () => {
  it('confirms a pending redemption, whose money is then in transit to the signed card until its arrival date', async () => {
    const sell = redemption('NWD0000001', '2500.50');
    await redeem(sell);
    await post('buyPrd', purchase('CUR0000001', '1000'));
    expect((await transit()).response).toEqual({ lineList: [], totNum: 0 });
    expect(await control('confirm-orders')).toEqual({ ok: true, confirmed: 2 });
    expect(holding('NWD0000001')?.vol).toBe('12499.50');
    expect(holding('CUR0000001')?.vol).toBe('21000.00');
    expect((await transit()).response).toEqual({
      lineList: [{
        uniOrderId: sell.uniOrderId, transType: '赎回', prdCode: 'NWD0000001', prdName: '日开净值1号', amt: '2500.50', vol: '2500.50', status: '确认成功',
        orderDate: TODAY, confirmDate: '2026-11-23', arrivalDate: '2026-11-24', cardNo: SIGNED,
      }],
      totNum: 1,
    });
    expect(await cancel(sell.uniOrderId)).toMatchObject({ code: 'E2B02' });
    bank.db.get('orders').find({ uniOrderId: sell.uniOrderId }).assign({ arrivalDate: TODAY }).write();
    expect((await transit()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('lists newest first and pages', async () => {
    const bodies = [redemption('NWD0000001', '1'), redemption('CUR0000001', '2')];
    for (const body of bodies) await redeem(body);
    await control('confirm-orders');
    bank.db.get('orders').find({ uniOrderId: bodies[1].uniOrderId }).assign({ orderDate: daysAgo(1), arrivalDate: '2026-11-23' }).write();
    const answer = (await transit()).response!;
    expect(answer.lineList.map((line) => line.uniOrderId)).toEqual(bodies.map((b) => b.uniOrderId));
    expect((await dbank('transitCash', { offSet: 1, queryNum: 1 })).response).toEqual({ lineList: [answer.lineList[1]], totNum: 2 });
    expect(await dbank('transitCash', { offSet: 0 })).toMatchObject({ success: false, code: 'E0400' });
  });

  it('answers an empty list for new-customer', async () => {
    await usePersona('new-customer');
    expect((await transit()).response).toEqual({ lineList: [], totNum: 0 });
  });
});

describe('listHistoryDeals', () => {
  it('answers the deals between two dates, inclusive, newest first, the pending ones cancelable', async () => {
    const sell = redemption('CUR0000001', '100');
    await redeem(sell);
    const last80 = (await history(daysAgo(80), TODAY)).response!;
    expect(last80.totNum).toBe(23);
    expect(last80.lineList[0]).toMatchObject({ uniOrderId: sell.uniOrderId, status: '确认中', cancelable: '1' });
    expect(last80.lineList.slice(1).every((line) => line.cancelable === '0')).toBe(true);
    const dates = last80.lineList.map((line) => line.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(last80.lineList.filter((line) => line.status === '已撤单')).toEqual([expect.objectContaining({ transType: '购买', prdCode: 'EXP0000001', cancelledAt: daysAgo(27) })]);
    expect((await history(daysAgo(300), daysAgo(100))).response!.totNum).toBe(4);
    expect((await history(daysAgo(3), daysAgo(3))).response).toEqual({ lineList: [expect.objectContaining({ orderDate: daysAgo(3), transType: '购买', amt: '1800.00' })], totNum: 1 });
    expect(JSON.stringify(last80)).not.toContain('"customer"');
  });

  it('pages, at most 99 at once', async () => {
    const all = (await history(daysAgo(365), TODAY)).response!;
    expect(all.totNum).toBe(26);
    expect((await history(daysAgo(365), TODAY, 20, 20)).response).toEqual({ lineList: all.lineList.slice(20), totNum: 26 });
    expect(await history(daysAgo(365), TODAY, 0, 100)).toMatchObject({ success: false, code: 'E0400' });
  });

  it.each([
    ['2026-2-01', TODAY, 'startDate'],
    [TODAY, '2026-02-30', 'endDate'],
    ['2026/11/01', TODAY, 'startDate'],
    ['', TODAY, 'startDate'],
    [TODAY, '2026-11-222', 'endDate'],
  ])('refuses %s – %s naming %s', async (startDate, endDate, field) => {
    const answer = await history(startDate, endDate);
    expect(answer).toMatchObject({ success: false, code: 'E0400' });
    expect(answer.msg).toContain(field);
  });

  it('refuses a start after the end', async () => {
    expect(await history(TODAY, daysAgo(1))).toMatchObject({ success: false, code: 'E0400', msg: DATE_RANGE_MESSAGES.order });
    expect(DATE_RANGE_MESSAGES.order).toBe('开始日期不能晚于结束日期');
  });

  it('answers an empty list for new-customer', async () => {
    await usePersona('new-customer');
    expect((await history(daysAgo(365), TODAY)).response).toEqual({ lineList: [], totNum: 0 });
  });
});

describe('modifyDivMode', () => {
  it('changes the dividend method of a held net-value product, and answers its holding line', async () => {
    expect((await dbank('modifyDivMode', { prdCode: 'NWD0000001', divMode: '1' })).response).toMatchObject({ prdCode: 'NWD0000001', divMode: '1', amt: '15000.00' });
    expect(holding('NWD0000001')?.divMode).toBe('1');
    expect((await holdingsPage('0')).response!.lineList[1].divMode).toBe('1');
    expect((await dbank('modifyDivMode', { prdCode: 'ROPN000001', divMode: '1' })).response).toMatchObject({ divMode: '1' });
    expect(holding('NWD0000001', 'unsigned')?.divMode).toBe('0');
  });

  it('keeps the new method for shares redeemed later', async () => {
    await dbank('modifyDivMode', { prdCode: 'NWD0000001', divMode: '1' });
    expect((await redeem(redemption('NWD0000001', '10'))).response).toMatchObject({ divMode: '1' });
  });

  it('refuses a product not held, one that is not net-value, and an unknown method', async () => {
    expect(await dbank('modifyDivMode', { prdCode: 'NWC0000001', divMode: '1' })).toMatchObject({ success: false, code: 'E2A02', msg: WEALTH_REFUSALS.notHeld });
    for (const prdCode of ['CUR0000001', 'EXP0000001']) {
      expect(await dbank('modifyDivMode', { prdCode, divMode: '1' })).toMatchObject({ success: false, code: 'E2A07', msg: WEALTH_REFUSALS.noDivMode });
    }
    expect(await dbank('modifyDivMode', { prdCode: 'NWD0000001', divMode: '2' })).toMatchObject({ success: false, code: 'E0400' });
    expect(holding('NWD0000001')?.divMode).toBe('0');
  });
});

describe('the deals as kept', () => {
  it('keep the bank\'s bookkeeping out of every answer', async () => {
    const body = redemption('ROPN000001', '20000');
    const answer = await redeem(body);
    const kept = bank.db.get('orders').find({ uniOrderId: body.uniOrderId }).value() as SeedOrder;
    expect(kept).toMatchObject({ customer: 'default', costTaken: '20000.00', closedHolding: expect.objectContaining({ prdCode: 'ROPN000001' }) });
    expect(Object.keys(answer.response!)).not.toEqual(expect.arrayContaining(['customer']));
    expect(JSON.stringify(answer)).not.toMatch(/costTaken|closedHolding|customer/);
  });
});
