import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { durationMs } from './clock';
import { nextId, purchase } from './test-requests';

const TODAY = '2026-11-22';
let bank: MockBank;

type Answer = { success: boolean; code: string; msg: string; response: Record<string, string> | null };
const call = async (path: string, body: object) => (await bank.handle({ method: 'POST', path, query: {}, body })).body as Answer;
const control = async (method: string, path: string, body?: object) => bank.handle({ method, path, query: {}, body });
const moveClock = (body: object) => control('POST', '/__mock/clock', body);
const product = (code: string) => bank.db.get('products').find({ prdCode: code }).value()!;
const holding = (code: string) => bank.db.get('customers').find({ id: 'default' }).value()!.holdings.find((h) => h.prdCode === code);
const cancel = (assoSerial: string) => call('/api/dbank/cancelCusDeal', { channelCode: '02', assoSerial, uniOrderId: nextId('C') });
const order = (id: string) => call('/api/dbank/queryOrder', { uniOrderId: id });
const transit = () => call('/api/dbank/transitCash', { accType: '2', idType: '0', offSet: 0, queryNum: 20 });

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('the bank clock (POST /__mock/clock)', () => {
  it('reads ISO 8601 durations of days, hours, minutes and seconds', () => {
    expect(durationMs('PT23H59M')).toBe((23 * 60 + 59) * 60_000);
    expect(durationMs('P1DT1M')).toBe((24 * 60 + 1) * 60_000);
    expect(durationMs('-PT1H')).toBe(-3_600_000);
    expect(durationMs('PT')).toBeNull();
    expect(durationMs('P1M')).toBeNull();
    expect(durationMs('1h')).toBeNull();
  });

  it('moves on, is set, returns to real time, and the state and today follow it; a reset restores it', async () => {
    const before = bank.now().getTime();
    await moveClock({ advance: 'P2D' });
    expect(bank.now().getTime() - before).toBeGreaterThanOrEqual(2 * 86_400_000);
    const state = (await control('GET', '/__mock/state')).body as { today: string; clock: { moved: boolean } };
    expect(state).toMatchObject({ today: '2026-11-24', clock: { moved: true } });
    await moveClock({ at: '2027-01-05T08:00:00+08:00' });
    expect(((await control('GET', '/__mock/state')).body as { today: string }).today).toBe('2027-01-05');
    await moveClock({ real: true });
    expect(((await control('GET', '/__mock/state')).body as { today: string }).today).toBe(TODAY);
    await moveClock({ advance: 'P1D' });
    await control('POST', '/__mock/reset');
    expect(((await control('GET', '/__mock/state')).body as { clock: { moved: boolean } }).clock.moved).toBe(false);
  });

  it('refuses what it cannot read', async () => {
    expect((await moveClock({ advance: '24h' })).status).toBe(400);
    expect((await moveClock({ at: 'tomorrow' })).status).toBe(400);
    expect((await moveClock({})).status).toBe(400);
  });
});

describe('cooling-off of a private purchase', () => {
  const buyPrivate = async () => {
    const body = purchase('RCLSP00002', '1000000');
    const answer = await call('/api/dbank/buyPrd', body);
    expect(answer.success).toBe(true);
    return { id: body.uniOrderId, deal: answer.response! };
  };

  it('ends 24 hours after the purchase; the purchase is held at once, marked with it', async () => {
    const { deal } = await buyPrivate();
    expect(new Date(deal.coolingOffEnd).getTime() - new Date(deal.orderTime).getTime()).toBe(24 * 3_600_000);
    expect(deal).toMatchObject({ status: '确认中', cancelable: '1', confirmDate: '2026-11-23' });
    expect(holding('RCLSP00002')).toMatchObject({ vol: '1000000.00', coolingOffEnd: deal.coolingOffEnd });
    expect(product('RCLSP00002').remainAmt).toBe('51345678.90');
  });

  it('an ordinary purchase has none', async () => {
    const answer = await call('/api/dbank/buyPrd', purchase('RCLS000001', '10000'));
    expect(answer.response).not.toHaveProperty('coolingOffEnd');
  });

  it('the confirmation run leaves it alone', async () => {
    const { id } = await buyPrivate();
    await control('POST', '/__mock/confirm-orders');
    expect((await order(id)).response).toMatchObject({ status: '确认中', cancelable: '1' });
    expect(holding('RCLSP00002')?.vol).toBe('1000000.00');
  });

  it('at 23 h 59 min a cancel refunds it whole: the amount back to the product, the holding gone, the money in transit', async () => {
    const { id } = await buyPrivate();
    await moveClock({ advance: 'PT23H59M' });
    const answer = await cancel(id);
    expect(answer).toMatchObject({ success: true, response: { status: '已撤单', arrivalDate: '2026-11-24' } });
    expect(product('RCLSP00002').remainAmt).toBe('52345678.90');
    expect(holding('RCLSP00002')).toBeUndefined();
    expect((await transit()).response).toMatchObject({ totNum: 1, lineList: [{ uniOrderId: id, transType: '购买', status: '已撤单', amt: '1000000.00' }] });
  });

  it('at 24 h 1 min the purchase is confirmed and a cancel is refused with E2B04, even called directly', async () => {
    const { id, deal } = await buyPrivate();
    await moveClock({ advance: 'PT24H1M' });
    expect((await order(id)).response).toMatchObject({ status: '确认成功', cancelable: '0' });
    const end = deal.coolingOffEnd.slice(0, 16).replace('T', ' ');
    expect(await cancel(id)).toMatchObject({ success: false, code: 'E2B04', msg: `冷静期已于${end}结束，该笔交易已确认，不能撤单` });
    expect(product('RCLSP00002').remainAmt).toBe('51345678.90');
    expect(holding('RCLSP00002')).toEqual(expect.not.objectContaining({ coolingOffEnd: expect.anything() }));
    expect(holding('RCLSP00002')?.vol).toBe('1000000.00');
  });
});
