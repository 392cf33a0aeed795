import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { nextId, planAdd, planUpdate, purchase, redemption } from './test-requests';

const TODAY = '2026-11-22';
let bank: MockBank;

type Answer = { success: boolean; code: string; msg: string; response: Record<string, string> | null };
const post = async (name: string, body: object) => (await bank.handle({ method: 'POST', path: `/api/dbank/${name}`, query: {}, body })).body as Answer;
const order = (uniOrderId: string) => bank.db.get('orders').find({ uniOrderId }).value();
const plan = (planNo: string) => bank.db.get('plans').find({ planNo }).value();

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('the carried channel code (SPEC §9: 02, 03, 1, A), beside channel Q', () => {
  it('is recorded on a purchase and answered where the deal is read', async () => {
    const body = { ...purchase('CUR0000001', '1000'), channelCode: '1' };
    expect((await post('buyPrd', body)).response).toMatchObject({ uniOrderId: body.uniOrderId, channelCode: '1' });
    expect(order(body.uniOrderId)?.channelCode).toBe('1');
    expect((await post('queryOrder', { uniOrderId: body.uniOrderId })).response).toMatchObject({ channelCode: '1' });
  });

  it('is recorded on a redemption, a quick redemption and a cancel', async () => {
    const slow = { ...redemption('CUR0000001', '100'), channelCode: '03' };
    const fast = { ...redemption('CUR0000001', '100'), channelCode: 'A' };
    expect((await post('redemPrd', slow)).success).toBe(true);
    expect((await post('fastRedemPrd', fast)).success).toBe(true);
    expect([order(slow.uniOrderId)?.channelCode, order(fast.uniOrderId)?.channelCode]).toEqual(['03', 'A']);
    const cancelled = await post('cancelCusDeal', { assoSerial: slow.uniOrderId, uniOrderId: nextId('C'), channelCode: '02' });
    expect(cancelled.response).toMatchObject({ channelCode: '03', cancelChannelCode: '02' });
  });

  it('is recorded on a plan as it is made, and at its last change', async () => {
    const made = await post('autoInvestAdd', { ...planAdd('NWD0000001', '1000', '1', '3'), channelCode: '1' });
    const planNo = made.response!.planNo;
    expect(made.response).toMatchObject({ channelCode: '1' });
    expect((await post('autoInvestUpdate', { ...planUpdate(planNo, { status: '0' }), channelCode: '02' })).response).toMatchObject({ channelCode: '1', updateChannelCode: '02' });
    expect(plan(planNo)).toMatchObject({ channelCode: '1', updateChannelCode: '02' });
  });

  it.each([
    ['buyPrd', () => purchase('CUR0000001', '1000')],
    ['redemPrd', () => redemption('CUR0000001', '100')],
    ['autoInvestAdd', () => planAdd('NWD0000001', '1000', '1', '3')],
  ])('%s without a code, or with one the bank does not know, is refused and nothing is made', async (call, request) => {
    for (const channelCode of [undefined, '', 'Q', '01', 'a']) {
      const body = { ...request(), channelCode };
      const answer = await post(call, body);
      expect(answer).toMatchObject({ success: false, code: 'E0400' });
      expect(answer.msg).toContain('channelCode（来源渠道）');
      expect(answer.msg).toContain('02、03、1、A');
      expect(order(body.uniOrderId) ?? plan(body.uniOrderId)).toBeUndefined();
    }
  });

  it('refuses a cancel or a plan change without a code', async () => {
    const body = redemption('CUR0000001', '100');
    await post('redemPrd', body);
    expect(await post('cancelCusDeal', { assoSerial: body.uniOrderId, uniOrderId: nextId('C') })).toMatchObject({ success: false, code: 'E0400' });
    expect(order(body.uniOrderId)?.status).toBe('确认中');
    const planNo = (await post('autoInvestAdd', planAdd('NWD0000001', '1000', '1', '3'))).response!.planNo;
    expect(await post('autoInvestUpdate', { ...planUpdate(planNo, { status: '0' }), channelCode: 'X' })).toMatchObject({ success: false, code: 'E0400' });
    expect(plan(planNo)?.status).toBe('1');
  });
});
