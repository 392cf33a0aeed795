import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { parseAmount } from '../../domain/money/money';
import { HttpClient } from './http-client';
import { HttpPlanDesk } from './http-plan-desk';

/** A desk over a transport that records what was sent and answers the envelope given. */
function desk(body: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: JSON.stringify(body), status: 200, statusText: '', headers: {}, config, request: {} };
  };
  return { desk: new HttpPlanDesk(new HttpClient({ adapter, activity: { started() {}, ended() {} } })), sent };
}

const ok = (response: unknown) => ({ success: true, code: '000000', msg: '成功', response });
const yuan = (text: string) => parseAmount(text)!;
const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data)) as Record<string, unknown>;
const PLAN_NO = 'PSEED000000000000001';
const failed = {
  seq: '2', planNo: PLAN_NO, prdCode: 'DMND000003', prdName: '活期宝A', execDate: '2026-09-08', amt: '1000.00',
  status: '0', reason: '理财签约卡余额不足', uniOrderId: 'F2026090800000010002',
};
const done = { ...failed, seq: '1', execDate: '2026-08-08', status: '1', reason: '', uniOrderId: 'F2026080800000010001' };
const plan = {
  planNo: PLAN_NO, prdCode: 'DMND000003', prdName: '活期宝A', amt: '1000.00', period: '3', day: '8', status: '1',
  nextDate: '2026-12-08', createdAt: '2026-07-22', updatedAt: '2026-07-22',
};

describe('HttpPlanDesk.records (listAutoInvestRecords)', () => {
  it('asks for one plan\'s page of instalments and reads each field, the amount as exact money', async () => {
    const { desk: plans, sent } = desk(ok({ lineList: [failed, done], totNum: 4 }));
    expect(await plans.records(PLAN_NO, { offSet: 0, queryNum: 20 })).toEqual({
      kind: 'ok',
      value: {
        total: 4,
        records: [
          {
            seq: '2', planNo: PLAN_NO, prdCode: 'DMND000003', prdName: '活期宝A', execDate: '2026-09-08', amt: yuan('1000.00'),
            succeeded: false, reason: '理财签约卡余额不足', uniOrderId: 'F2026090800000010002',
          },
          {
            seq: '1', planNo: PLAN_NO, prdCode: 'DMND000003', prdName: '活期宝A', execDate: '2026-08-08', amt: yuan('1000.00'),
            succeeded: true, reason: '', uniOrderId: 'F2026080800000010001',
          },
        ],
      },
    });
    expect(sent[0]).toMatchObject({ method: 'post', url: '/api/dbank/listAutoInvestRecords' });
    expect(bodyOf(sent[0])).toEqual({ accType: '2', idType: '0', planNo: PLAN_NO, offSet: 0, queryNum: 20 });
  });

  it('reads a plan without instalments as an empty page, and a missing reason as none', async () => {
    expect(await desk(ok({ lineList: [], totNum: 0 })).desk.records(PLAN_NO, { offSet: 0, queryNum: 20 })).toEqual({ kind: 'ok', value: { records: [], total: 0 } });
    const noReason = { ...done, reason: undefined };
    expect(await desk(ok({ lineList: [noReason], totNum: 1 })).desk.records(PLAN_NO, { offSet: 0, queryNum: 20 })).toMatchObject({ kind: 'ok', value: { records: [{ reason: '' }] } });
  });

  it('passes the bank\'s refusal of a plan not the customer\'s on as a server error', async () => {
    const refused = await desk({ success: false, code: 'E2905', msg: '没有找到该定投计划' }).desk.records('P0000000000000000000', { offSet: 0, queryNum: 20 });
    expect(refused).toEqual({ kind: 'serverError', code: 'E2905', message: '没有找到该定投计划' });
  });

  it.each([
    ['a list that is not one', { lineList: null, totNum: 0 }],
    ['no total', { lineList: [done] }],
    ['a total below the lines shown', { lineList: [done, failed], totNum: 1 }],
    ['a status the store does not know', { lineList: [{ ...done, status: '处理中' }], totNum: 1 }],
    ['a status that is a prototype key', { lineList: [{ ...done, status: 'toString' }], totNum: 1 }],
    ['a date that is not YYYY-MM-DD', { lineList: [{ ...done, execDate: '2026/08/08' }], totNum: 1 }],
    ['a missing amount', { lineList: [{ ...done, amt: undefined }], totNum: 1 }],
    ['an amount that is not one', { lineList: [{ ...done, amt: '1,0.0.0' }], totNum: 1 }],
    ['a negative amount', { lineList: [{ ...done, amt: '-1000.00' }], totNum: 1 }],
    ['a missing number', { lineList: [{ ...done, seq: '' }], totNum: 1 }],
    ['a missing order number', { lineList: [{ ...done, uniOrderId: undefined }], totNum: 1 }],
    ['a missing plan number', { lineList: [{ ...done, planNo: null }], totNum: 1 }],
    ['a line that is not an object', { lineList: ['F2026080800000010001'], totNum: 1 }],
  ])('turns %s into the catalogue\'s malformed answer', async (_name, response) => {
    expect(await desk(ok(response)).desk.records(PLAN_NO, { offSet: 0, queryNum: 20 })).toMatchObject({ kind: 'networkError' });
  });
});

describe('HttpPlanDesk.listPage (listAutoInvest, 我的定投)', () => {
  it('asks for a page of plans and reads them with the total', async () => {
    const { desk: plans, sent } = desk(ok({ lineList: [plan, { ...plan, planNo: 'PSEED000000000000002', status: '0' }], totNum: 22 }));
    const page = await plans.listPage({ offSet: 20, queryNum: 20 });
    expect(page).toMatchObject({ kind: 'ok', value: { total: 22, plans: [{ planNo: PLAN_NO, active: true, amt: yuan('1000.00'), nextDate: '2026-12-08' }, { active: false }] } });
    expect(bodyOf(sent[0])).toEqual({ accType: '2', idType: '0', offSet: 20, queryNum: 20 });
  });

  it.each([
    ['no total', { lineList: [plan] }],
    ['a plan with an unknown period', { lineList: [{ ...plan, period: '9' }], totNum: 1 }],
  ])('turns %s into the catalogue\'s malformed answer', async (_name, response) => {
    expect(await desk(ok(response)).desk.listPage({ offSet: 0, queryNum: 20 })).toMatchObject({ kind: 'networkError' });
  });
});
