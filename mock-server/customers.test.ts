import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { startMockServer, type RunningMockServer } from './server';
import { purchase, redemption } from './test-requests';

const TODAY = '2026-11-22';
let bank: MockBank;

type Answer = { success: boolean; code: string; msg: string; response: Record<string, string> | null; customers?: string[]; added?: number };
const post = async (path: string, body: object, customer?: string) => (await bank.handle({ method: 'POST', path, query: {}, body, customer })).body as Answer;
const holding = (customer: string, prdCode: string) => bank.db.get('customers').find({ id: customer }).value()?.holdings.find((h) => h.prdCode === prdCode)?.vol;

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('POST /__mock/customers', () => {
  it('adds load-0001… as copies of a persona, each with its own holdings; asking again adds nothing', async () => {
    expect(await post('/__mock/customers', { from: 'default', count: 3 })).toMatchObject({ ok: true, customers: ['load-0001', 'load-0002', 'load-0003'], added: 3 });
    await post('/api/dbank/redemPrd', redemption('CUR0000001', '100.00'), 'load-0002');
    expect([holding('load-0001', 'CUR0000001'), holding('load-0002', 'CUR0000001'), holding('default', 'CUR0000001')]).toEqual(['20000.00', '19900.00', '20000.00']);

    expect(await post('/__mock/customers', { from: 'default', count: 3 })).toMatchObject({ added: 0 });
    expect(holding('load-0002', 'CUR0000001')).toBe('19900.00');
    expect(bank.db.get('personas').value().map((p) => p.id)).not.toContain('load-0001');
  });

  it.each([
    [{ from: 'nobody', count: 3 }, '没有这个模拟客户：nobody'],
    [{ from: 'default', count: 0 }, '参数错误：count 必须是1到9999之间的整数'],
  ])('refuses %j', async (body, msg) => {
    expect(await post('/__mock/customers', body)).toMatchObject({ success: false, code: 'E0400', msg: expect.stringContaining(msg) });
  });
});

describe('X-Mock-Customer', () => {
  it('makes one request act as that customer, leaving the active persona as it is', async () => {
    await post('/__mock/customers', { from: 'default', count: 1 });
    const order = (await post('/api/dbank/buyPrd', purchase('CUR0000001', '10.00'), 'load-0001')).response!;
    expect(bank.db.get('orders').find({ uniOrderId: order.uniOrderId }).value()?.customer).toBe('load-0001');
    expect(bank.persona).toBe('default');
    expect(await post('/api/dbank/queryOrder', { uniOrderId: order.uniOrderId })).toMatchObject({ success: false, code: 'E0001' });
  });

  it('refuses an unknown customer, never answering as another', async () => {
    expect(await post('/api/dbank/custInfo', { accType: '2', idType: '0' }, 'load-0001')).toEqual({
      success: false, code: 'E0400', msg: '没有这个模拟客户：load-0001（请求头 X-Mock-Customer）', response: null,
    });
  });

  describe('over HTTP', () => {
    let server: RunningMockServer;
    beforeAll(async () => {
      server = await startMockServer({ port: 0, today: TODAY });
    });
    afterAll(() => server.close());

    it('is read from the request header', async () => {
      const custInfo = (customer: string) => fetch(`http://127.0.0.1:${server.port}/api/dbank/custInfo`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Mock-Customer': customer }, body: JSON.stringify({ accType: '2', idType: '0' }),
      }).then((response) => response.json() as Promise<Answer>);
      expect(await custInfo('unsigned')).toMatchObject({ success: true, response: { cusNm: '王芳' } });
      expect(await custInfo('nobody')).toMatchObject({ success: false, code: 'E0400' });
    });
  });
});
