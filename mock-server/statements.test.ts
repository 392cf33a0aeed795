import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { add, decimalText, parseAmount, ZERO } from '../src/domain/money/money';

const TODAY = '2026-11-22';
let bank: MockBank;

type Answer<T> = { success: boolean; code: string; msg: string; response: T | null };
type Summary = { sendDate: string; title: string; totAsset: string; monthIncome: string };
type Position = { prdCode: string; prdName: string; vol: string; amt: string; income: string };
type Deal = { date: string; transType: string; prdCode: string; prdName: string; amt: string; vol: string; status: string };

/** GET query values arrive as text, as over HTTP. */
const get = async <T>(name: string, query: Record<string, string>) =>
  (await bank.handle({ method: 'GET', path: `/api/dbank/${name}`, query, body: undefined })).body as Answer<T>;
const list = (startDate = '2025-11-01', endDate = TODAY, queryNum = '12') =>
  get<{ lineList: Summary[]; totNum: number }>('f100004', { startDate, endDate, offSet: '0', queryNum });
const positions = (sendDate: string) => get<{ sendDate: string; totAsset: string; monthIncome: string; lineList: Position[]; totNum: number }>('f100005', { sendDate, offSet: '0', queryNum: '99' });
const deals = (sendDate: string) => get<{ sendDate: string; lineList: Deal[]; totNum: number }>('f100006', { sendDate, offSet: '0', queryNum: '99' });
const usePersona = (id: string) => bank.handle({ method: 'POST', path: '/__mock/persona', query: {}, body: { id } });
const total = (texts: string[]) => decimalText(texts.reduce((sum, text) => add(sum, parseAmount(text)!), ZERO));
const holdings = () => bank.db.get('customers').find({ id: 'default' });

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('f100004: the statement list', () => {
  it('lists one statement per finished month in which default held something, newest first', async () => {
    const answer = await list();
    expect(answer.success).toBe(true);
    expect(answer.response!.lineList.map((line) => line.sendDate)).toEqual(['2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04', '2026-03', '2026-02']);
    expect(answer.response!.totNum).toBe(9);
    expect(answer.response!.lineList[0]).toEqual({ sendDate: '2026-10', title: '2026年10月对账单', totAsset: '108500.00', monthIncome: '155.64' });
  });

  it('works out income per day held, rounded down to the fen: 20,000.00 at 1.8520% for March (31 days) and from 5 February (24 days)', async () => {
    const lines = (await list()).response!.lineList;
    expect(lines.find((line) => line.sendDate === '2026-03')).toMatchObject({ totAsset: '20000.00', monthIncome: '31.45' });
    expect(lines.find((line) => line.sendDate === '2026-02')).toMatchObject({ totAsset: '20000.00', monthIncome: '24.35' });
  });

  it('keeps to the months between startDate and endDate, and to offSet and queryNum', async () => {
    expect((await list('2026-05-15', '2026-08-01')).response!.lineList.map((line) => line.sendDate)).toEqual(['2026-08', '2026-07', '2026-06', '2026-05']);
    expect((await list(undefined, undefined, '3')).response).toMatchObject({ totNum: 9, lineList: [{ sendDate: '2026-10' }, { sendDate: '2026-09' }, { sendDate: '2026-08' }] });
  });

  it('has no statement for new-customer', async () => {
    await usePersona('new-customer');
    expect((await list()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it.each([
    [{ endDate: TODAY, offSet: '0', queryNum: '12' }, '参数错误：startDate 不能为空'],
    [{ startDate: '2026/01/01', endDate: TODAY, offSet: '0', queryNum: '12' }, '参数错误：startDate 格式不正确'],
    [{ startDate: '2026-02-30', endDate: TODAY, offSet: '0', queryNum: '12' }, '参数错误：startDate 不是有效的日期'],
    [{ startDate: '2026-11-01', endDate: '2026-10-01', offSet: '0', queryNum: '12' }, '参数错误：开始日期不能晚于结束日期'],
    [{ startDate: '2025-11-01', endDate: TODAY, offSet: '0', queryNum: '0' }, '参数错误：queryNum 必须是1到999之间的整数'],
  ])('refuses %j with E0400', async (query, msg) => {
    expect(await get('f100004', query)).toMatchObject({ success: false, code: 'E0400', msg });
  });
});

describe('f100005: a month\'s positions', () => {
  it('answers every product held that month: its volume (= amount) at the month\'s end and its income, adding up to the totals', async () => {
    const answer = (await positions('2026-10')).response!;
    expect(answer.lineList.map((p) => [p.prdCode, p.prdName, p.vol, p.amt])).toEqual([
      ['CUR0000001', '天天宝货币A', '23500.00', '23500.00'],
      ['EXP0000001', '安心收益180天', '50000.00', '50000.00'],
      ['NWD0000001', '日开净值1号', '15000.00', '15000.00'],
      ['ROPN000001', '定开净值季季开', '20000.00', '20000.00'],
    ]);
    expect(answer).toMatchObject({ sendDate: '2026-10', totAsset: total(answer.lineList.map((p) => p.amt)), monthIncome: total(answer.lineList.map((p) => p.income)), totNum: 4 });
  });

  it.each([
    ['2026-11', 'the current month is not over'],
    ['2026-01', 'before the first deal'],
    ['2027-03', 'a month to come'],
  ])('answers 查询无记录 (E0001) for %s: %s', async (sendDate) => {
    expect(await positions(sendDate)).toMatchObject({ success: false, code: 'E0001', msg: '查询无记录' });
  });

  it.each([['2026-13'], ['2026-1'], ['']])('refuses the month %j with E0400', async (sendDate) => {
    expect(await positions(sendDate)).toMatchObject({ success: false, code: 'E0400' });
  });

  it('counts what a holding has beyond its deals from its buyDate, or without one from the 10th six months back', async () => {
    const held = holdings().value()!.holdings;
    holdings().assign({ holdings: [...held, { prdCode: 'NWC0000001', vol: '1000.00', buyDate: '2026-09-15' }, { prdCode: 'NOG3M1A001', vol: '500.00', amt: '500.00' }] as unknown as typeof held }).write();
    expect((await positions('2026-09')).response!.lineList).toContainEqual(expect.objectContaining({ prdCode: 'NWC0000001', vol: '1000.00' }));
    expect((await positions('2026-08')).response!.lineList.map((p) => p.prdCode)).not.toContain('NWC0000001');
    expect((await positions('2026-05')).response!.lineList).toContainEqual(expect.objectContaining({ prdCode: 'NOG3M1A001', vol: '500.00' }));
    expect((await deals('2026-09')).response!.lineList).toContainEqual({ date: '2026-09-15', transType: '购买', prdCode: 'NWC0000001', prdName: '稳享净值180天', amt: '1000.00', vol: '1000.00', status: '确认成功' });
  });
});

describe('f100006: a month\'s transactions', () => {
  it('answers the month\'s deals newest first, whatever became of them', async () => {
    const answer = (await deals('2026-10')).response!;
    expect(answer.totNum).toBe(9);
    expect(answer.lineList.map((d) => d.date)).toEqual([...answer.lineList.map((d) => d.date)].sort().reverse());
    expect(answer.lineList[0]).toEqual({ date: '2026-10-29', transType: '快速赎回', prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: '1000.00', vol: '1000.00', status: '交易成功' });
    expect(answer.lineList.map((d) => d.status)).toContain('已撤单');
  });

  it('answers an empty list for a month with a statement and no deal', async () => {
    expect((await deals('2026-03')).response).toEqual({ sendDate: '2026-03', lineList: [], totNum: 0 });
  });

  it('answers 查询无记录 for a month without a statement', async () => {
    await usePersona('new-customer');
    expect(await deals('2026-10')).toMatchObject({ success: false, code: 'E0001', msg: '查询无记录' });
  });
});
