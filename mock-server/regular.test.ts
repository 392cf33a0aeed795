import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';

const TODAY = '2026-11-23';
let bank: MockBank;

type Line = Record<string, string | number>;
type Answer<T> = { success: boolean; code: string; msg: string; response: T | null };
type Cycles = { lineList: Line[]; totNum: number };
const post = async <T>(name: string, body: object) => (await bank.handle({ method: 'POST', path: `/api/dbank/${name}`, query: {}, body })).body as Answer<T>;
const cycles = (prdCode: string, page: object = { offSet: 0, queryNum: 999 }) => post<Cycles>('listCustCycles', { accType: '2', idType: '0', prdCode, ...page });
const usePersona = (id: string) => bank.handle({ method: 'POST', path: '/__mock/persona', query: {}, body: { id } });
const customer = (id: string) => bank.db.get('customers').find({ id }).value()!;
const product = (prdCode: string) => bank.db.get('products').find({ prdCode }).value()!;

beforeEach(async () => {
  bank = createMockBank({ today: TODAY });
  await usePersona('regular-holder');
});

describe('the regular-holder persona', () => {
  it('holds one product of each regular family and no demand product', () => {
    const holdings = customer('regular-holder').holdings;
    expect(holdings.map((h) => [h.prdCode, product(h.prdCode).prdTemplate, h.vol])).toEqual([
      ['EXP0000001', 'D100', '30000.00'], ['REXP000001', 'D102', '20000.00'], ['RCLS000001', 'D303', '50000.00'],
      ['ROPN000001', 'D301', '15000.00'], ['CYC0000001', 'D306', '10000.00'],
    ]);
    expect(holdings.every((h) => product(h.prdCode).prdKind === 'term' && h.vol === h.cost)).toBe(true);
  });

  it('bought the term products in their subscription period and the periodic ones before their current period began', () => {
    for (const h of customer('regular-holder').holdings) {
      const p = product(h.prdCode);
      expect(h.buyDate >= p.formatIpoStartDate, h.prdCode).toBe(true);
      if (p.endDate) expect(h.buyDate <= p.formatIpoEndDate, h.prdCode).toBe(true);
      if (p.curCycleDate && p.prdTemplate !== 'D306') expect(h.buyDate < p.curCycleDate, h.prdCode).toBe(true);
    }
  });

  it('is listed with the other personas, and leaves them as they were', async () => {
    const personas = (await bank.handle({ method: 'GET', path: '/__mock/personas', query: {}, body: undefined })).body as Array<{ id: string; description: string }>;
    expect(personas.find((p) => p.id === 'regular-holder')?.description).toMatch(/^定期理财客户/);
    expect(customer('default').holdings.map((h) => h.prdCode)).toEqual(['CUR0000001', 'NWD0000001', 'EXP0000001', 'ROPN000001']);
  });

  it('answers its term holdings in listHoldingShare, 125,000.00 in all', async () => {
    const answer = await post<{ lineList: Line[]; totPrdValue: string; totNum: number }>('listHoldingShare', { accType: '2', idType: '0', offSet: 0, queryNum: 99, currentFlag: '1' });
    expect(answer.response).toMatchObject({ totPrdValue: '125000.00', totNum: 5 });
    expect((await post<{ totNum: number }>('listHoldingShare', { accType: '2', idType: '0', offSet: 0, queryNum: 99, currentFlag: '0' })).response).toMatchObject({ totNum: 0 });
  });
});

describe('listCustCycles', () => {
  it('answers the customer\'s cycles newest first, from the day after the purchase, exact to the fen', async () => {
    // Bought 2026-10-24: the first 28-day cycle ran 10-25 to 11-22, the second began 11-22.
    expect(await cycles('CYC0000001')).toEqual({
      success: true, code: expect.any(String), msg: expect.any(String), response: {
        lineList: [
          { cycleNo: 2, startDate: '2026-11-22', endDate: '2026-12-20', vol: '10000.00', amt: '10000.00', income: '0.80', status: '运行中' },
          // 10,000.00 × 2.95% × 28 / 365 = 22.6301… → 22.63
          { cycleNo: 1, startDate: '2026-10-25', endDate: '2026-11-22', vol: '10000.00', amt: '10000.00', income: '22.63', status: '已结束' },
        ],
        totNum: 2,
      },
    });
  });

  it('pages them', async () => {
    expect((await cycles('CYC0000001', { offSet: 1, queryNum: 1 })).response).toEqual({ lineList: [expect.objectContaining({ cycleNo: 1 })], totNum: 2 });
  });

  it('moves on with the bank\'s today', async () => {
    bank = createMockBank({ today: '2027-01-20' });
    await usePersona('regular-holder');
    // The seed is relative to today: still bought 30 days before it, so still two cycles.
    expect((await cycles('CYC0000001')).response?.totNum).toBe(2);
    const holdings = customer('regular-holder').holdings.map((h) => (h.prdCode === 'CYC0000001' ? { ...h, buyDate: '2026-10-24' } : h));
    bank.db.get('customers').find({ id: 'regular-holder' }).assign({ holdings }).write();
    const lines = (await cycles('CYC0000001')).response!.lineList;
    expect(lines.map((line) => [line.cycleNo, line.startDate, line.status])).toEqual([
      [4, '2027-01-17', '运行中'], [3, '2026-12-20', '已结束'], [2, '2026-11-22', '已结束'], [1, '2026-10-25', '已结束'],
    ]);
    expect(lines[0].income).toBe('2.42'); // 3 days: 10,000.00 × 2.95% × 3 / 365 = 2.4246… → 2.42
  });

  it('has none for a held product that is not a cycle product', async () => {
    expect((await cycles('ROPN000001')).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('refuses a product the customer does not hold (E2A02), an unknown product (E0101) and bad parameters (E0400)', async () => {
    await usePersona('default');
    expect(await cycles('CYC0000001')).toMatchObject({ success: false, code: 'E2A02', msg: '您没有持有该产品' });
    expect(await cycles('NOPE000001')).toMatchObject({ success: false, code: 'E0101', msg: '无此产品' });
    expect(await post('listCustCycles', { accType: '2', idType: '0', offSet: 0, queryNum: 20 })).toMatchObject({ success: false, code: 'E0400', msg: '参数错误：prdCode 不能为空' });
    expect(await post('listCustCycles', { accType: '1', idType: '0', prdCode: 'CYC0000001', offSet: 0, queryNum: 20 })).toMatchObject({ success: false, code: 'E0400' });
    expect(await cycles('CYC0000001', { offSet: 0, queryNum: 1000 })).toMatchObject({ success: false, code: 'E0400' });
    expect(await cycles('CYC0000001', { offSet: -1, queryNum: 20 })).toMatchObject({ success: false, code: 'E0400' });
  });
});
