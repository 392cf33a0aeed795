import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { parseAmount } from '../../domain/money/money';
import { parseShares } from '../../domain/holdings/shares';
import { HttpClient } from './http-client';
import { HttpWealthDesk } from './http-wealth-desk';

/** A desk whose bank answers every call with this response, recording what was asked. */
const answering = (response: unknown, asked: Array<{ url?: string; body: Record<string, unknown> }> = []) => {
  const adapter: AxiosAdapter = async (config) => {
    asked.push({ url: config.url, body: JSON.parse(String(config.data ?? '{}')) });
    return { data: JSON.stringify({ success: true, response }), status: 200, statusText: '', headers: {}, config, request: {} };
  };
  return new HttpWealthDesk(new HttpClient({ adapter, activity: { started() {}, ended() {} } }));
};
const m = (text: string) => parseAmount(text)!;
const s = (text: string) => parseShares(text)!;
const LINE = {
  prdCode: 'NWD0000001', prdName: '日开净值1号', prdTemplate: 'D311', currentFlag: '0', vol: '15000.00', amt: '15000.00', cost: '15000.00', totalIncome: '402.35',
  lastIncome: '2.10', nav: '1.0156', navDate: '2026-11-22', divMode: '0', endDate: '', minHoldVol: '0.00', canRedeem: '1', redeemNote: '', fastRedeem: '0',
};
const CYCLE = { cycleNo: 2, startDate: '2026-11-22', endDate: '2026-12-20', vol: '10000.00', amt: '10000.00', income: '0.80', status: '运行中' };
const DEAL = { uniOrderId: 'A'.repeat(20), transType: '赎回', prdCode: 'NWD0000001', prdName: '日开净值1号', amt: '5000.00', vol: '5000.00', divMode: '0', status: '确认中', orderDate: '2026-11-23', confirmDate: '2026-11-24', arrivalDate: '2026-11-25', cancelable: '1' };

describe('HttpWealthDesk', () => {
  it('reads a page of holdings with its totals, exactly, and asks for one kind (SPEC §7)', async () => {
    const asked: Array<{ url?: string; body: Record<string, unknown> }> = [];
    const page = await answering({ lineList: [LINE], totPrdValue: '35000.00', totNum: 2 }, asked).holdings('0', { offSet: 0, queryNum: 99 });
    expect(page).toEqual({ kind: 'ok', value: { total: 2, totalValue: m('35000.00'), holdings: [expect.objectContaining({ prdCode: 'NWD0000001', vol: s('15000.00'), totalIncome: m('402.35'), redeemable: true, fastRedeemable: false, minHoldVol: s('0') })] } });
    expect(asked[0]).toMatchObject({ url: expect.stringContaining('listHoldingShare'), body: { offSet: 0, queryNum: 99, accType: '2', idType: '0', currentFlag: '0' } });
  });

  it.each([
    ['a line without a volume', { ...LINE, vol: 'lots' }],
    ['an unknown kind', { ...LINE, currentFlag: '7' }],
    ['an unknown dividend method', { ...LINE, divMode: '9' }],
  ])('turns %s into the catalogue\'s malformed answer', async (_name, line) => {
    expect((await answering({ lineList: [line], totPrdValue: '1.00', totNum: 1 }).holdings('0', { offSet: 0, queryNum: 99 })).kind).toBe('networkError');
  });

  it('finds one holding across both kinds, and says when the customer holds none', async () => {
    const desk = answering({ lineList: [LINE], totPrdValue: '15000.00', totNum: 1 });
    expect(await desk.holding('NWD0000001')).toMatchObject({ kind: 'ok', value: { prdCode: 'NWD0000001' } });
    expect(await desk.holding('EXP0000001')).toEqual({ kind: 'message', message: '您没有持有该产品' });
  });

  it('reads deals, with their volume and whether they can be cancelled', async () => {
    const page = await answering({ lineList: [DEAL], totNum: 1 }).pending({ offSet: 0, queryNum: 20 });
    expect(page).toEqual({ kind: 'ok', value: { total: 1, deals: [expect.objectContaining({ transType: '赎回', vol: s('5000.00'), cancelable: true, cardNo: '' })] } });
  });

  it('reads a holding\'s cycles exactly, asking for all of them at once', async () => {
    const asked: Array<{ url?: string; body: Record<string, unknown> }> = [];
    const answer = await answering({ lineList: [CYCLE, { ...CYCLE, cycleNo: '1', status: '已结束', income: '22.63' }], totNum: 2 }, asked).cycles('CYC0000001');
    expect(answer).toEqual({ kind: 'ok', value: [
      { cycleNo: 2, startDate: '2026-11-22', endDate: '2026-12-20', vol: s('10000.00'), amt: m('10000.00'), income: m('0.80'), status: '运行中' },
      { cycleNo: 1, startDate: '2026-11-22', endDate: '2026-12-20', vol: s('10000.00'), amt: m('10000.00'), income: m('22.63'), status: '已结束' },
    ] });
    expect(asked[0]).toMatchObject({ url: expect.stringContaining('listCustCycles'), body: { accType: '2', idType: '0', prdCode: 'CYC0000001', offSet: 0, queryNum: 999 } });
  });

  it.each([
    ['no cycle number', { ...CYCLE, cycleNo: undefined }],
    ['cycle number 0', { ...CYCLE, cycleNo: 0 }],
    ['a missing income (not taken as zero)', { ...CYCLE, income: undefined }],
    ['an amount that is not one', { ...CYCLE, vol: '1e4' }],
    ['a date that is not one', { ...CYCLE, endDate: '20261220' }],
    ['an unknown status', { ...CYCLE, status: '暂停' }],
  ])('turns a cycle with %s into the catalogue\'s malformed answer', async (_name, line) => {
    expect((await answering({ lineList: [line], totNum: 1 }).cycles('CYC0000001')).kind).toBe('networkError');
  });

  it('says the customer does not hold the product when the bank answers E2A02, and passes other failures on', async () => {
    const refusing = (code: string, msg: string) => new HttpWealthDesk(new HttpClient({
      adapter: async (config) => ({ data: JSON.stringify({ success: false, code, msg, response: null }), status: 200, statusText: '', headers: {}, config, request: {} }),
      activity: { started() {}, ended() {} },
    }));
    expect(await refusing('E2A02', '您没有持有该产品').cycles('CYC0000001')).toEqual({ kind: 'message', message: '您没有持有该产品' });
    expect(await refusing('E0101', '无此产品').cycles('NOPE')).toEqual({ kind: 'absent' });
    expect(await refusing('E9999', '系统繁忙').cycles('CYC0000001')).toMatchObject({ kind: 'serverError', code: 'E9999' });
  });

  it('reads today\'s quick-redemption allowance', async () => {
    expect(await answering({ dailyLimit: '10000.00', used: '3000.00', left: '7000.00' }).fastQuota()).toEqual({ kind: 'ok', value: { dailyLimit: m('10000.00'), left: m('7000.00') } });
  });
});
