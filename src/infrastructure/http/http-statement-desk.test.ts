import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { parseAmount } from '../../domain/money/money';
import { parseShares } from '../../domain/holdings/shares';
import { HttpClient } from './http-client';
import { HttpStatementDesk } from './http-statement-desk';

/** A desk over a transport that records what was sent and answers the envelope given. */
function desk(body: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: JSON.stringify(body), status: 200, statusText: '', headers: {}, config, request: {} };
  };
  return { desk: new HttpStatementDesk(new HttpClient({ adapter, activity: { started() {}, ended() {} } })), sent };
}

const ok = (response: unknown) => ({ success: true, code: '000000', msg: '成功', response });
const yuan = (text: string) => parseAmount(text)!;
const shares = (text: string) => parseShares(text)!;
const summary = { sendDate: '2026-10', title: '2026年10月对账单', totAsset: '108500.00', monthIncome: '155.64' };
const position = { prdCode: 'CUR0000001', prdName: '天天宝货币A', vol: '23500.00', amt: '23500.00', income: '1.19' };
const deal = { date: '2026-10-29', transType: '快速赎回', prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: '1000.00', vol: '1000.00', status: '交易成功' };

describe('HttpStatementDesk', () => {
  it('asks f100004 for the period, 12 from the first, and reads the amounts as exact money', async () => {
    const { desk: statements, sent } = desk(ok({ lineList: [summary], totNum: 1 }));
    const outcome = await statements.statements({ startDate: '2025-11-01', endDate: '2026-11-22' });
    expect(outcome).toEqual({ kind: 'ok', value: [{ sendDate: '2026-10', title: '2026年10月对账单', totAsset: yuan('108500.00'), monthIncome: yuan('155.64') }] });
    expect(sent[0]).toMatchObject({ method: 'get', url: '/api/dbank/f100004', params: { startDate: '2025-11-01', endDate: '2026-11-22', offSet: 0, queryNum: 12 } });
  });

  it('asks f100005 and f100006 for the month, 99 from the first', async () => {
    const { desk: month, sent } = desk(ok({ sendDate: '2026-10', totAsset: '23500.00', monthIncome: '1.19', lineList: [position], totNum: 1 }));
    await expect(month.statement('2026-10')).resolves.toEqual({
      kind: 'ok',
      value: { sendDate: '2026-10', totAsset: yuan('23500.00'), monthIncome: yuan('1.19'), total: 1, positions: [{ ...position, vol: shares('23500.00'), amt: yuan('23500.00'), income: yuan('1.19') }] },
    });
    expect(sent[0]).toMatchObject({ url: '/api/dbank/f100005', params: { sendDate: '2026-10', offSet: 0, queryNum: 99 } });
    const { desk: deals, sent: asked } = desk(ok({ sendDate: '2026-10', lineList: [deal], totNum: 1 }));
    await expect(deals.transactions('2026-10')).resolves.toEqual({
      kind: 'ok', value: { sendDate: '2026-10', total: 1, transactions: [{ ...deal, amt: yuan('1000.00'), vol: shares('1000.00') }] },
    });
    expect(asked[0]).toMatchObject({ url: '/api/dbank/f100006', params: { sendDate: '2026-10', offSet: 0, queryNum: 99 } });
  });

  it('reads an empty month of transactions as an empty list', async () => {
    await expect(desk(ok({ sendDate: '2026-03', lineList: [], totNum: 0 })).desk.transactions('2026-03')).resolves.toEqual({ kind: 'ok', value: { sendDate: '2026-03', transactions: [], total: 0 } });
  });

  it('answers 查询无记录 as a plain message (a month without a statement) and other errors as the catalogue says', async () => {
    await expect(desk({ success: false, code: 'E0001', msg: '查询无记录' }).desk.statement('2026-11')).resolves.toEqual({ kind: 'message', message: '查询无记录' });
    await expect(desk({ success: false, code: 'E0400', msg: '参数错误：sendDate 格式不正确' }).desk.transactions('2026-13')).resolves.toMatchObject({ kind: 'serverError', code: 'E0400' });
  });

  it.each([
    ['a list that is not one', { lineList: null }],
    ['a month that is not YYYY-MM', { lineList: [{ ...summary, sendDate: '2026-1' }] }],
    ['an amount that is not one', { lineList: [{ ...summary, totAsset: '1,0.0.0' }] }],
    ['a missing amount', { lineList: [{ ...summary, monthIncome: undefined }] }],
    ['a float in place of decimal text', { lineList: [{ ...summary, totAsset: 108500.123 }] }],
  ])('turns %s in the list into the catalogue\'s malformed answer', async (_name, response) => {
    await expect(desk(ok(response)).desk.statements({ startDate: '2025-11-01', endDate: '2026-11-22' })).resolves.toMatchObject({ kind: 'networkError', message: '错误：服务返回的数据无法识别，请稍后重试' });
  });

  it.each([
    ['a position without a code', () => desk(ok({ sendDate: '2026-10', totAsset: '1.00', monthIncome: '0.00', lineList: [{ ...position, prdCode: '' }] })).desk.statement('2026-10')],
    ['totals missing', () => desk(ok({ sendDate: '2026-10', lineList: [position] })).desk.statement('2026-10')],
    ['a deal without a date', () => desk(ok({ sendDate: '2026-10', lineList: [{ ...deal, date: '' }] })).desk.transactions('2026-10')],
    ['a deal with a malformed volume', () => desk(ok({ sendDate: '2026-10', lineList: [{ ...deal, vol: 'many' }] })).desk.transactions('2026-10')],
  ])('turns %s into the malformed answer', async (_name, call) => {
    await expect(call()).resolves.toMatchObject({ kind: 'networkError' });
  });
});
