import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank, type MockRequest } from './bank';
import type { SeedProduct } from './seed/products';

const TODAY = '2026-11-22';
let bank: MockBank;

const call = (method: string, path: string, params: Partial<Pick<MockRequest, 'query' | 'body'>> = {}) =>
  bank.handle({ method, path, query: params.query ?? {}, body: params.body ?? {} });
const list = (path: string, query: Record<string, string> = {}) =>
  call('GET', path, { query: { offSet: '0', queryNum: '10', channel: 'Q', ...query } });
/** The union of what these tests read from a payload. */
type Payload = { lineList: SeedProduct[]; totNum: number; prdDetail: SeedProduct; content: string; benchmarkRules: string; cusNm: string; empFlg: string };
const payload = (answer: { body?: unknown }) => answer.body as { success: boolean; code: string; msg: string; result: Payload; response: Payload };

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('envelopes (SPEC §7)', () => {
  it('answers h5 queries with result and the other calls with response', async () => {
    const h5 = payload(await list('/h5/api/query/t100001'));
    expect(h5).toMatchObject({ success: true, code: '000000' });
    expect(h5.result.lineList).toHaveLength(10);
    const dbank = payload(await call('POST', '/api/dbank/custInfo', { body: { accType: '2', idType: '0' } }));
    expect(dbank.success).toBe(true);
    expect(dbank.response.cusNm).toBe('张晓明');
    expect(dbank.response).not.toHaveProperty('pin');
  });

  it('answers an unknown product with E0101 无此产品', async () => {
    expect(payload(await call('GET', '/h5/api/query/t100003', { query: { prdCode: 'NOSUCH0001' } }))).toMatchObject({ success: false, code: 'E0101', msg: '无此产品', result: null });
  });

  it('refuses missing or ill-typed parameters with a Chinese message, changing nothing', async () => {
    const answers = await Promise.all([
      list('/h5/api/query/t100001', { queryNum: '0' }),
      list('/h5/api/query/t100001', { channel: 'X' }),
      list('/h5/api/query/t100001', { sortType: '9' }),
      call('GET', '/h5/api/query/t100003', { query: { prdCode: '../etc' } }),
      call('POST', '/api/dbank/custInfo', { body: { accType: '1', idType: '0' } }),
      call('POST', '/api/dbank/behavior', { body: { records: 'lots' } }),
    ]);
    for (const answer of answers) expect(payload(answer)).toMatchObject({ success: false, code: 'E0400', msg: expect.stringMatching(/^参数错误：/) });
    expect(bank.db.get('behaviors').value()).toEqual([]);
  });

  it('names an unknown path (404) and a wrong method (405)', async () => {
    expect(await call('GET', '/api/dbank/nothing')).toMatchObject({ status: 404, body: { code: 'E0404' } });
    expect(await call('POST', '/h5/api/query/t100003')).toMatchObject({ status: 405, body: { code: 'E0405' } });
  });

  it('survives garbage requests', async () => {
    const answer = await bank.handle({ method: undefined, path: undefined, query: {}, body: 'not json' } as unknown as MockRequest);
    expect(answer.status).toBe(404);
  });
});

describe('contract files (SPEC §7 /contractFile.json)', () => {
  it('lists the files every holding is under, as t100011 lines, each one a served PDF', async () => {
    const answer = (await call('GET', '/contractFile.json')).body as { response: { lineList: Array<{ insName: string; webAddress: string }> } };
    const { lineList } = answer.response;
    expect(lineList.map((line) => line.insName)).toEqual(['理财产品销售协议书']);
    for (const line of lineList) expect((await call('GET', line.webAddress)).status).toBe(200);
  });
});

describe('product lists (SPEC §9)', () => {
  it('pages the shelf without private placements and counts it', async () => {
    const first = payload(await list('/h5/api/query/t100001')).result;
    const second = payload(await list('/h5/api/query/t100001', { offSet: '10' })).result;
    const codes = [...first.lineList, ...second.lineList].map((p) => p.prdCode);
    expect(new Set(codes).size).toBe(20);
    expect(codes).not.toContain('RCLSP00001');
    const shelf = bank.db.get('products').value().filter((p) => p.prdKind === 'term' && p.isPrivate !== '1');
    expect(first.totNum).toBe(shelf.length);
  });

  it('sorts by yield (high first) and by the benchmark upper bound either way, products without one last', async () => {
    // By the rate the bank keeps: a product too young to publish a figure keeps its place (past-performance.test.ts).
    const rate = new Map(bank.db.get('products').value().map((p) => [p.prdCode, Number(p.yearClientRatio)]));
    const yields = payload(await list('/h5/api/query/t100001', { queryNum: '100' })).result.lineList.map((p) => rate.get(p.prdCode));
    expect(yields).toEqual([...yields].sort((a, b) => b! - a!));
    const top = (p: SeedProduct) => Number.parseFloat(p.formatModelComment.split('-').pop() ?? '');
    for (const sortOrder of ['asc', 'desc']) {
      const lines = payload(await list('/h5/api/query/t100001', { queryNum: '100', sortType: '3', sortOrder })).result.lineList;
      const tops = lines.map(top).filter((n) => !Number.isNaN(n));
      expect(tops).toEqual([...tops].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a)));
      expect(lines.slice(tops.length).every((p) => Number.isNaN(top(p)))).toBe(true);
    }
  });

  it('serves url-encoded trading rules (t200001), an empty text for a product without them, E0101 for no product', async () => {
    const rules = async (prdCode: string) => payload(await call('GET', '/h5/api/query/t200001', { query: { prdCode } }));
    expect(decodeURIComponent((await rules('EXP0000001')).result.content)).toContain('<h3>申购规则</h3><p>起购金额1万元');
    expect((await rules('HOT0000001')).result.content).toBe('');
    expect(await rules('NOSUCH0001')).toMatchObject({ success: false, code: 'E0101' });
  });

  it('serves the risk warning for the product\'s risk level, an empty text for a product without one', async () => {
    const warning = async (prdCode: string) => payload(await call('GET', '/h5/api/query/t100009', { query: { prdCode } })).result.content;
    expect(await warning('RCLS000001')).toContain('本产品风险等级为中风险(R3)，适合风险承受能力评估为C3及以上的投资者');
    expect(await warning('HOT0000001')).toBe('');
  });

  it('serves the benchmark basis (t100019) as benchmarkRules, empty for a product without a benchmark', async () => {
    const basis = async (prdCode: string) => payload(await call('GET', '/h5/api/query/t100019', { query: { prdCode } })).result.benchmarkRules;
    expect(await basis('EXP0000001')).toContain('本产品业绩比较基准为3.10%-3.60%（年化）');
    expect(await basis('NWC0000001')).toBe('');
  });

  it('serves a tiered product\'s rates by showPrdRate (lineList, retNum) and keeps them out of t100003', async () => {
    const rates = payload(await call('POST', '/api/dbank/showPrdRate', { body: { prdCode: 'GEAR000001', offSet: 0, queryNum: 2 } })).response as unknown as { lineList: unknown[]; retNum: number };
    expect(rates).toEqual({ lineList: [{ minHoldDays: 1, maxHoldDays: 6, formatClientRatio: '1.50%' }, { minHoldDays: 7, maxHoldDays: 29, formatClientRatio: '2.10%' }], retNum: 4 });
    expect(payload(await call('GET', '/h5/api/query/t100003', { query: { prdCode: 'GEAR000001' } })).result.prdDetail).not.toHaveProperty('tiers');
    expect(payload(await call('POST', '/api/dbank/showPrdRate', { body: { prdCode: 'GEAR000001' } })).code).toBe('E0400');
  });

  it('dates the product before sale ten days after today', async () => {
    const ipo = payload(await call('GET', '/h5/api/query/t100003', { query: { prdCode: 'IPO0000001' } })).result.prdDetail;
    expect(ipo.ipoStartDate).toBe('20261202');
  });
});

describe('faults', () => {
  const detail = () => call('GET', '/h5/api/query/t100003', { query: { prdCode: 'EXP0000001' } });
  const addFaults = (rules: unknown) => call('POST', '/__mock/faults', { body: { rules } });

  it('answers an HTTP status, a business code, a dropped connection and a malformed body', async () => {
    await addFaults([{ path: '/t100003', status: 500, times: 1 }]);
    expect((await detail()).status).toBe(500);
    await addFaults([{ path: '/t100003', code: 'E1014', msg: '会话已失效', times: 1 }]);
    expect(payload(await detail())).toMatchObject({ success: false, code: 'E1014', msg: '会话已失效' });
    await addFaults([{ path: '/t100003', drop: true, times: 1 }]);
    expect(await detail()).toMatchObject({ drop: true });
    await addFaults([{ path: '/t100003', malformed: true, times: 1 }]);
    expect((await detail()).rawBody).toMatch(/^<html>/);
    expect(payload(await detail()).success).toBe(true);
  });

  it('keeps the payload under the messaging gateway\'s WX0000', async () => {
    await addFaults([{ path: '/t100003', code: 'WX0000', msg: '交易成功', times: 1 }]);
    expect(payload(await detail())).toMatchObject({ success: false, code: 'WX0000', result: { prdDetail: { prdCode: 'EXP0000001' } } });
  });

  it('uses up times, honours the method and keeps delaying a normal answer', async () => {
    await addFaults([{ method: 'POST', path: '/t100003', status: 503 }, { path: '/t100003', delayMs: 50, times: 2 }]);
    expect(await detail()).toMatchObject({ status: 200, delayMs: 50 });
    expect(await detail()).toMatchObject({ status: 200, delayMs: 50 });
    expect(await detail()).not.toHaveProperty('delayMs');
  });

  it('refuses a malformed rule and keeps the rules in force', async () => {
    expect((await addFaults([{ status: 999 }])).status).toBe(400);
    expect((await addFaults('all')).status).toBe(400);
    expect((payload(await call('GET', '/__mock/state')) as unknown as { faults: unknown[] }).faults).toEqual([]);
  });

  it('are cleared by DELETE and by reset', async () => {
    await addFaults([{ path: '/t100003', status: 500 }]);
    await call('DELETE', '/__mock/faults');
    expect((await detail()).status).toBe(200);
    await addFaults([{ path: '/t100003', status: 500 }]);
    await call('POST', '/__mock/reset');
    expect((await detail()).status).toBe(200);
  });
});

describe('personas and the control API', () => {
  it('switches the customer answering custInfo, refuses an unknown persona, and reset returns to the default', async () => {
    await call('POST', '/__mock/persona', { body: { id: 'no-password' } });
    expect(payload(await call('POST', '/api/dbank/custInfo', { body: { accType: '2', idType: '0' } })).response.empFlg).toBe('0');
    expect((await call('POST', '/__mock/persona', { body: { id: 'nobody' } })).status).toBe(400);
    expect(bank.persona).toBe('no-password');
    await call('POST', '/__mock/reset');
    expect(bank.persona).toBe('default');
  });

  it('lists every persona, the newest last, and exposes the collections by GET', async () => {
    const ids = ((await call('GET', '/__mock/personas')).body as Array<{ id: string }>).map((p) => p.id);
    expect(ids).toEqual(bank.db.get('customers').value().map((c) => c.id));
    expect(ids.slice(0, 12)).toContain('no-id-number');
    expect(ids).toEqual(expect.arrayContaining(['elder', 'not-qualified']));
    expect((await call('GET', '/__mock/db/products')).status).toBe(200);
    expect((await call('GET', '/__mock/db/nothing')).status).toBe(404);
  });

  it('keeps behaviour records with only the trace fields, as text', async () => {
    await call('POST', '/api/dbank/behavior', { body: { records: [{ behaviorNo: 'A', event: 'click', value: 3, extra: 'x' }] } });
    expect(bank.db.get('behaviors').value()).toEqual([{ behaviorNo: 'A', behaviorStpNo: '', event: 'click', value: '3', time: '', version: '', isUseful: '' }]);
  });

  it('sends the messaging login back to a same-origin page with openId and accessToken, never elsewhere', async () => {
    const answer = await call('GET', '/wx/login', { query: { redirect: '/wxPrdDetail?prdCode=EXP0000001' } });
    expect(answer.status).toBe(302);
    const back = new URL(answer.redirect ?? '', 'http://store.local');
    expect(back.pathname).toBe('/wxPrdDetail');
    expect(back.searchParams.get('openId')).toMatch(/^o[0-9a-f]{24}$/);
    expect(back.searchParams.get('accessToken')).toMatch(/^[0-9a-f]{24}$/);
    expect((await call('GET', '/wx/login', { query: { redirect: '//evil.example/' } })).status).toBe(200);
    expect(payload(await call('GET', '/wx/login', { query: { redirect: 'https://evil.example/' } })).code).toBe('E0400');
  });
});
