import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { parseAmount } from '../../domain/money/money';
import { HttpClient } from './http-client';
import { HttpIncomeDesk } from './http-income-desk';

/** A desk over a transport that records what was sent and answers the envelope given. */
function desk(body: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: JSON.stringify(body), status: 200, statusText: '', headers: {}, config, request: {} };
  };
  return { desk: new HttpIncomeDesk(new HttpClient({ adapter, activity: { started() {}, ended() {} } })), sent };
}

const ok = (response: unknown) => ({ success: true, code: '000000', msg: '成功', response });
const yuan = (text: string) => parseAmount(text)!;
const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data));
const day = { incomeDate: '2026-11-21', income: '1.52', tenThousandIncome: '0.5054', sevenDayRatio: '1.8520' };
const daysAnswer = { prdCode: 'CUR0000001', prdName: '天天宝货币A', prdTemplate: 'D310', lineList: [day, { ...day, incomeDate: '2026-11-20', income: '-0.03', tenThousandIncome: '', sevenDayRatio: '' }], totNum: 289 };
const dividend = { divDate: '2026-11-01', prdCode: 'NWD0000001', prdName: '日开净值1号', amt: '43.50', divMode: '1' };
const payout = { payDate: '2026-01-16', prdCode: 'CYC0000001', prdName: '月月享28天', principal: '10000.00', income: '22.63', amt: '10022.63', cardNo: '6222021234567890123' };
const malformed = { kind: 'networkError', message: '错误：服务返回的数据无法识别，请稍后重试' };

describe('HttpIncomeDesk', () => {
  it('asks listDailyIncome for the product and page, and reads the days with exact money and the bank\'s figures', async () => {
    const { desk: income, sent } = desk(ok(daysAnswer));
    await expect(income.dailyIncome('CUR0000001', { offSet: 20, queryNum: 20 })).resolves.toEqual({
      kind: 'ok',
      value: {
        prdCode: 'CUR0000001', prdName: '天天宝货币A', prdTemplate: 'D310', total: 289,
        days: [
          { date: '2026-11-21', income: yuan('1.52'), tenThousandIncome: '0.5054', sevenDayRatio: '1.8520' },
          { date: '2026-11-20', income: yuan('-0.03'), tenThousandIncome: '', sevenDayRatio: '' },
        ],
      },
    });
    expect(sent[0]).toMatchObject({ method: 'post', url: '/api/dbank/listDailyIncome' });
    expect(bodyOf(sent[0])).toEqual({ accType: '2', idType: '0', prdCode: 'CUR0000001', offSet: 20, queryNum: 20 });
  });

  it('asks listHisAssets for the days and reads them as exact money', async () => {
    const { desk: assets, sent } = desk(ok({ lineList: [{ date: '2026-11-22', totAsset: '105000.00' }], totNum: 1 }));
    await expect(assets.assetHistory(30)).resolves.toEqual({ kind: 'ok', value: [{ date: '2026-11-22', totAsset: yuan('105000.00') }] });
    expect(bodyOf(sent[0])).toEqual({ accType: '2', idType: '0', days: 30 });
  });

  it('reads dividends and maturity payouts, a page at a time', async () => {
    const { desk: dividends, sent } = desk(ok({ lineList: [dividend], totNum: 8 }));
    await expect(dividends.dividends({ offSet: 0, queryNum: 20 })).resolves.toEqual({
      kind: 'ok', value: { total: 8, payouts: [{ date: '2026-11-01', prdCode: 'NWD0000001', prdName: '日开净值1号', amt: yuan('43.50'), divMode: '1' }] },
    });
    expect(sent[0].url).toBe('/api/dbank/listDividends');
    expect(bodyOf(sent[0])).toEqual({ accType: '2', idType: '0', offSet: 0, queryNum: 20 });
    const { desk: matured, sent: asked } = desk(ok({ lineList: [payout], totNum: 3 }));
    await expect(matured.maturityPayouts({ offSet: 0, queryNum: 20 })).resolves.toEqual({
      kind: 'ok',
      value: { total: 3, payouts: [{ date: '2026-01-16', prdCode: 'CYC0000001', prdName: '月月享28天', principal: yuan('10000.00'), income: yuan('22.63'), amt: yuan('10022.63'), cardNo: '6222021234567890123' }] },
    });
    expect(asked[0].url).toBe('/api/dbank/listMaturityPayouts');
  });

  it('reads empty lists as nothing to show', async () => {
    await expect(desk(ok({ lineList: [], totNum: 0 })).desk.dividends({ offSet: 0, queryNum: 20 })).resolves.toEqual({ kind: 'ok', value: { payouts: [], total: 0 } });
    await expect(desk(ok({ lineList: [], totNum: 0 })).desk.assetHistory(30)).resolves.toEqual({ kind: 'ok', value: [] });
  });

  it('answers E2A02 (not held) and other errors as the catalogue says', async () => {
    await expect(desk({ success: false, code: 'E2A02', msg: '您没有持有该产品' }).desk.dailyIncome('GEAR000001', { offSet: 0, queryNum: 20 }))
      .resolves.toEqual({ kind: 'serverError', code: 'E2A02', message: '您没有持有该产品' });
    await expect(desk({ success: false, code: 'E1014', msg: '会话已失效' }).desk.assetHistory(30)).resolves.toEqual({ kind: 'sessionInvalid', message: '会话已失效' });
  });

  it.each([
    ['a days list that is not one', () => desk(ok({ ...daysAnswer, lineList: null })).desk.dailyIncome('CUR0000001', { offSet: 0, queryNum: 20 })],
    ['a day that does not exist', () => desk(ok({ ...daysAnswer, lineList: [{ ...day, incomeDate: '2026-02-30' }] })).desk.dailyIncome('CUR0000001', { offSet: 0, queryNum: 20 })],
    ['an income that is a float', () => desk(ok({ ...daysAnswer, lineList: [{ ...day, income: 1.523 }] })).desk.dailyIncome('CUR0000001', { offSet: 0, queryNum: 20 })],
    ['a missing income', () => desk(ok({ ...daysAnswer, lineList: [{ ...day, income: undefined }] })).desk.dailyIncome('CUR0000001', { offSet: 0, queryNum: 20 })],
    ['a seven-day yield that is not a figure', () => desk(ok({ ...daysAnswer, lineList: [{ ...day, sevenDayRatio: '1.85%' }] })).desk.dailyIncome('CUR0000001', { offSet: 0, queryNum: 20 })],
    ['a page without its product', () => desk(ok({ ...daysAnswer, prdCode: '' })).desk.dailyIncome('CUR0000001', { offSet: 0, queryNum: 20 })],
    ['an asset day without an amount', () => desk(ok({ lineList: [{ date: '2026-11-22' }] })).desk.assetHistory(30)],
    ['an asset day with a malformed date', () => desk(ok({ lineList: [{ date: '20261122', totAsset: '1.00' }] })).desk.assetHistory(30)],
    ['a dividend with an unknown method', () => desk(ok({ lineList: [{ ...dividend, divMode: '2' }], totNum: 1 })).desk.dividends({ offSet: 0, queryNum: 20 })],
    ['a dividend without a product', () => desk(ok({ lineList: [{ ...dividend, prdCode: '' }], totNum: 1 })).desk.dividends({ offSet: 0, queryNum: 20 })],
    ['a payout without its income', () => desk(ok({ lineList: [{ ...payout, income: '' }], totNum: 1 })).desk.maturityPayouts({ offSet: 0, queryNum: 20 })],
    ['an answer that is not an object', () => desk(ok('nothing')).desk.maturityPayouts({ offSet: 0, queryNum: 20 })],
  ])('turns %s into the catalogue\'s malformed answer', async (_name, call) => {
    await expect(call()).resolves.toEqual(malformed);
  });
});
