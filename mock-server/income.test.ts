import { beforeEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { createMockBank, type MockBank } from './bank';
import { shareOut } from './handlers/income';
import { redemption } from './test-requests';
import { add, decimalText, parseAmount, subtract, ZERO } from '../src/domain/money/money';

const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';
const TWO_DECIMALS = /^-?\d+\.\d{2}$/;
let bank: MockBank;

type Answer<T> = { success: boolean; code: string; msg: string; response: T | null };
type IncomeLine = { incomeDate: string; income: string; tenThousandIncome: string; sevenDayRatio: string };
type DailyIncome = { prdCode: string; prdName: string; prdTemplate: string; lineList: IncomeLine[]; totNum: number };
type AssetLine = { date: string; totAsset: string };
type Dividend = { divDate: string; prdCode: string; prdName: string; amt: string; divMode: string };
type Payout = { payDate: string; prdCode: string; prdName: string; principal: string; income: string; amt: string; cardNo: string };

const call = async <T>(name: string, body: Record<string, unknown>) =>
  (await bank.handle({ method: 'POST', path: `/api/dbank/${name}`, query: {}, body })).body as Answer<T>;
const account = { accType: '2', idType: '0' };
const daily = (prdCode: string, offSet = 0, queryNum = 20) => call<DailyIncome>('listDailyIncome', { ...account, prdCode, offSet, queryNum });
const assets = (days: unknown = 30) => call<{ lineList: AssetLine[]; totNum: number }>('listHisAssets', { ...account, days });
const dividends = (offSet = 0, queryNum = 20) => call<{ lineList: Dividend[]; totNum: number }>('listDividends', { ...account, offSet, queryNum });
const payouts = (offSet = 0, queryNum = 20) => call<{ lineList: Payout[]; totNum: number }>('listMaturityPayouts', { ...account, offSet, queryNum });
const usePersona = (id: string) => bank.handle({ method: 'POST', path: '/__mock/persona', query: {}, body: { id } });
const holding = (prdCode: string) => bank.db.get('customers').find({ id: bank.persona }).value()!.holdings.find((h) => h.prdCode === prdCode)!;
const sum = (texts: string[]) => decimalText(texts.reduce((total, text) => add(total, parseAmount(text)!), ZERO));

/** Every day of a holding, page by page as the store asks (99 at a time here). */
async function allDays(prdCode: string): Promise<IncomeLine[]> {
  const first = (await daily(prdCode, 0, 99)).response!;
  const days = [...first.lineList];
  while (days.length < first.totNum) days.push(...(await daily(prdCode, days.length, 99)).response!.lineList);
  return days;
}

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('listDailyIncome', () => {
  it('answers a cash-management holding day by day, newest first, yesterday earning 昨日收益, with that day\'s 万份收益 and 七日年化', async () => {
    const answer = (await daily('CUR0000001')).response!;
    expect(answer).toMatchObject({ prdCode: 'CUR0000001', prdName: '天天宝货币A', prdTemplate: 'D310', totNum: 289 });
    expect(answer.lineList).toHaveLength(20);
    // yesterday is the product's navDate: its seven-day yield is the product's yield, its 万份收益 what t100012 publishes.
    const published = (await bank.handle({ method: 'GET', path: '/h5/api/query/t100012', query: { prdCode: 'CUR0000001', type: '1' }, body: undefined })).body as Answer<never> & { result: { lineList: Array<{ issDate: string; tenThousandIncomeFormat: string }> } };
    const latest = published.result.lineList.find((point) => point.issDate === YESTERDAY)!;
    expect(answer.lineList[0]).toEqual({ incomeDate: YESTERDAY, income: '1.52', tenThousandIncome: latest.tenThousandIncomeFormat, sevenDayRatio: '1.8520' });
    expect(answer.lineList.map((line) => line.incomeDate)).toEqual(Array.from({ length: 20 }, (_, k) => dayjs(YESTERDAY).subtract(k, 'day').format('YYYY-MM-DD')));
    for (const line of answer.lineList) {
      expect(line.income).toMatch(TWO_DECIMALS);
      expect(line.tenThousandIncome).toMatch(/^\d+\.\d{4}$/);
      expect(line.sevenDayRatio).toMatch(/^\d+\.\d{4}$/);
    }
  });

  it.each([
    ['CUR0000001', 289, '2026-02-06'],
    ['NWD0000001', 159, '2026-06-16'],
    ['EXP0000001', 27, '2026-10-26'],
    ['ROPN000001', 104, '2026-08-10'],
  ])('%s earns from the day after its buyDate to yesterday (%i days), the days adding up exactly to 累计收益', async (prdCode, days, first) => {
    const lines = await allDays(prdCode);
    expect(lines).toHaveLength(days);
    expect(lines[0]).toMatchObject({ incomeDate: YESTERDAY, income: holding(prdCode).lastIncome });
    expect(lines[lines.length - 1].incomeDate).toBe(first);
    expect(sum(lines.map((line) => line.income))).toBe(holding(prdCode).totalIncome);
  });

  it('publishes no 万份收益 or 七日年化 for a product other than cash management', async () => {
    const lines = (await daily('NWD0000001')).response!.lineList;
    expect(lines[0]).toEqual({ incomeDate: YESTERDAY, income: '2.10', tenThousandIncome: '', sevenDayRatio: '' });
    expect(lines.every((line) => line.tenThousandIncome === '' && line.sevenDayRatio === '')).toBe(true);
  });

  it('is the same on every call, and keeps its history when the customer redeems today', async () => {
    const before = await allDays('NWD0000001');
    expect(await allDays('NWD0000001')).toEqual(before);
    const redeemed = await call('redemPrd', redemption('NWD0000001', '5000.00'));
    expect(redeemed.success).toBe(true);
    expect(await allDays('NWD0000001')).toEqual(before);
  });

  it('pages by offSet and queryNum, with totNum of every day', async () => {
    const all = await allDays('CUR0000001');
    const page = (await daily('CUR0000001', 280, 20)).response!;
    expect(page.totNum).toBe(289);
    expect(page.lineList).toEqual(all.slice(280));
  });

  it('refuses a product the customer does not hold: E2A02 您没有持有该产品', async () => {
    expect(await daily('GEAR000001')).toMatchObject({ success: false, code: 'E2A02', msg: '您没有持有该产品' });
    expect(await daily('NOSUCH0001')).toMatchObject({ success: false, code: 'E2A02', msg: '您没有持有该产品' });
    await usePersona('new-customer');
    expect(await daily('CUR0000001')).toMatchObject({ success: false, code: 'E2A02', msg: '您没有持有该产品' });
  });

  it.each([
    [{ ...account, offSet: 0, queryNum: 20 }, '参数错误：prdCode 不能为空'],
    [{ ...account, prdCode: 'CUR 0001', offSet: 0, queryNum: 20 }, '参数错误：prdCode 格式不正确'],
    [{ ...account, prdCode: 'CUR0000001', offSet: 0, queryNum: 100 }, '参数错误：queryNum 必须是1到99之间的整数'],
    [{ ...account, prdCode: 'CUR0000001', offSet: -1, queryNum: 20 }, '参数错误：offSet 必须是0到100000之间的整数'],
    [{ accType: '1', idType: '0', prdCode: 'CUR0000001', offSet: 0, queryNum: 20 }, '参数错误：accType 必须是 2'],
  ])('refuses %j with E0400', async (body, msg) => {
    expect(await call('listDailyIncome', body)).toMatchObject({ success: false, code: 'E0400', msg });
  });
});

describe('listHisAssets', () => {
  it('answers the last 30 days, oldest first, today\'s total the holdings\' market value (总资产)', async () => {
    const lines = (await assets()).response!;
    expect(lines.totNum).toBe(30);
    expect(lines.lineList.map((line) => line.date)).toEqual(Array.from({ length: 30 }, (_, k) => dayjs(TODAY).subtract(29 - k, 'day').format('YYYY-MM-DD')));
    expect(lines.lineList.at(-1)).toEqual({ date: TODAY, totAsset: '105000.00' });
    for (const line of lines.lineList) expect(line.totAsset).toMatch(TWO_DECIMALS);
  });

  it('grows from one day to the next by the income of that day when no deal moved shares', async () => {
    const lines = (await assets()).response!.lineList;
    const at = (date: string) => parseAmount(lines.find((line) => line.date === date)!.totAsset)!;
    // Yesterday every holding earned its 昨日收益 (16.49 in all); no deal was made yesterday or today.
    expect(decimalText(subtract(at(YESTERDAY), at('2026-11-20')))).toBe('16.49');
    expect(decimalText(at(TODAY))).toBe(decimalText(at(YESTERDAY)));
    // Ten days before: a day's income is the sum of the holdings' days.
    const day = '2026-11-12';
    const incomes = await Promise.all(['CUR0000001', 'NWD0000001', 'EXP0000001', 'ROPN000001'].map(async (code) => (await allDays(code)).find((line) => line.incomeDate === day)?.income ?? '0.00'));
    expect(decimalText(subtract(at(day), at('2026-11-11')))).toBe(sum(incomes));
  });

  it('follows a redemption today: the shares leave today\'s total, not yesterday\'s', async () => {
    expect((await call('redemPrd', redemption('NWD0000001', '5000.00'))).success).toBe(true);
    const lines = (await assets(7)).response!.lineList;
    expect(lines.slice(-2)).toEqual([{ date: YESTERDAY, totAsset: '105000.00' }, { date: TODAY, totAsset: '100000.00' }]);
  });

  it('has no history for a customer who never held anything', async () => {
    await usePersona('new-customer');
    expect((await assets()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it.each([[6], [91], ['30天'], [null]])('refuses days %j with E0400', async (days) => {
    expect(await assets(days)).toMatchObject({ success: false, code: 'E0400', msg: '参数错误：days 必须是7到90之间的整数' });
  });

  it('refuses a request without days with E0400', async () => {
    expect(await call('listHisAssets', account)).toMatchObject({ success: false, code: 'E0400', msg: '参数错误：days 不能为空' });
  });
});

describe('listDividends', () => {
  it('answers the monthly dividends of the net-value holdings (D311, D301), newest first, each on the shares held that day', async () => {
    const answer = (await dividends()).response!;
    expect(answer.totNum).toBe(8);
    expect(answer.lineList[0]).toEqual({ divDate: '2026-11-01', prdCode: 'NWD0000001', prdName: '日开净值1号', amt: '43.50', divMode: '0' });
    expect(new Set(answer.lineList.map((line) => line.prdCode))).toEqual(new Set(['NWD0000001', 'ROPN000001']));
    const dates = answer.lineList.map((line) => line.divDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const line of answer.lineList) {
      expect(line.amt).toMatch(TWO_DECIMALS);
      expect(line.divDate > holding(line.prdCode).buyDate && line.divDate < TODAY).toBe(true);
    }
  });

  it('pays by the holding\'s dividend method', async () => {
    expect((await call('modifyDivMode', { ...account, prdCode: 'NWD0000001', divMode: '1' })).success).toBe(true);
    const lines = (await dividends()).response!.lineList;
    expect(lines.filter((line) => line.prdCode === 'NWD0000001').every((line) => line.divMode === '1')).toBe(true);
    expect(lines.filter((line) => line.prdCode === 'ROPN000001').every((line) => line.divMode === '0')).toBe(true);
  });

  it('pages, and has none for new-customer', async () => {
    expect((await dividends(6, 20)).response).toEqual({ lineList: (await dividends()).response!.lineList.slice(6), totNum: 8 });
    await usePersona('new-customer');
    expect((await dividends()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('refuses a bad page with E0400', async () => {
    expect(await dividends(0, 0)).toMatchObject({ success: false, code: 'E0400', msg: '参数错误：queryNum 必须是1到99之间的整数' });
  });
});

describe('listMaturityPayouts', () => {
  it('answers the term investments that matured: principal and income (the yield over the term, rounded down) paid to the signed card, newest first', async () => {
    expect((await payouts()).response).toEqual({
      totNum: 3,
      lineList: [
        { payDate: '2026-01-16', prdCode: 'CYC0000001', prdName: '月月享28天', principal: '10000.00', income: '22.63', amt: '10022.63', cardNo: '6222021234567890123' },
        { payDate: '2025-12-28', prdCode: 'NOG3M1A001', prdName: '稳盈3个月A', principal: '30000.00', income: '228.12', amt: '30228.12', cardNo: '6222021234567890123' },
        { payDate: '2025-10-08', prdCode: 'REXP000001', prdName: '周期定开91天', principal: '20000.00', income: '160.55', amt: '20160.55', cardNo: '6222021234567890123' },
      ],
    });
  });

  it('pages, and has none for new-customer', async () => {
    expect((await payouts(1, 1)).response).toMatchObject({ totNum: 3, lineList: [{ prdCode: 'NOG3M1A001' }] });
    await usePersona('new-customer');
    expect((await payouts()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('refuses a missing account with E0400', async () => {
    expect(await call('listMaturityPayouts', { offSet: 0, queryNum: 20 })).toMatchObject({ success: false, code: 'E0400', msg: '参数错误：accType 必须是 2' });
  });
});

describe('shareOut', () => {
  it('shares fen out exactly by weight, the fen left over going to the largest remainders', () => {
    expect(shareOut(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(shareOut(10n, [3n, 1n])).toEqual([8n, 2n]);
    expect(shareOut(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
    expect(shareOut(5n, [0n, 0n])).toEqual([3n, 2n]);
    expect(shareOut(5n, [])).toEqual([]);
    const parts = shareOut(35468n, [7n, 13n, 0n, 999n, 5n]);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(35468n);
    expect(parts[2]).toBe(0n);
  });
});
