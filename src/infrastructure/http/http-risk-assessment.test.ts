import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { HttpClient } from './http-client';
import { HttpRiskAssessment } from './http-risk-assessment';

const answering = (line: object) => {
  const adapter: AxiosAdapter = async (config) => ({ data: JSON.stringify({ success: true, response: { lineList: [line] } }), status: 200, statusText: '', headers: {}, config, request: {} });
  return new HttpRiskAssessment(new HttpClient({ adapter, activity: { started() {}, ended() {} } }));
};
const record = { riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2026-08-24', expiryDate: '2027-08-24', counterRiskFlag: '1' };

describe('HttpRiskAssessment riskDesc (SPEC §3)', () => {
  it('keeps the bank\'s description of the level, and leaves it out when the bank sends none', async () => {
    await expect(answering({ ...record, riskDesc: '您能承受一定的本金波动。' }).riskLevel()).resolves.toEqual({ kind: 'ok', value: { ...record, riskDesc: '您能承受一定的本金波动。' } });
    const without = await answering(record).riskLevel();
    expect(without.kind === 'ok' && 'riskDesc' in without.value).toBe(false);
  });
});

const replying = (response: object) => {
  const adapter: AxiosAdapter = async (config) => ({ data: JSON.stringify({ success: true, response }), status: 200, statusText: '', headers: {}, config, request: {} });
  return new HttpRiskAssessment(new HttpClient({ adapter, activity: { started() {}, ended() {} } }));
};
const paper = { paperNo: 'P', questions: [{ questionNo: '1', question: 'Q', sort: 1, options: [{ optionNo: 'A', optionText: 'a' }], maxSelect: 1 }] };

describe('HttpRiskAssessment and Art. 29 (issue 18 item 1)', () => {
  it('reads the count of assessments; a broken one is no answer', async () => {
    const quota = { dayLimit: 2, yearLimit: 8, today: 2, last12Months: 3, todayLeft: 0, last12MonthsLeft: 5, nextDate: '2026-11-23', reached: 'day' };
    await expect(replying(quota).quota()).resolves.toEqual({ kind: 'ok', value: { dayLimit: 2, yearLimit: 8, todayLeft: 0, last12MonthsLeft: 5, nextDate: '2026-11-23' } });
    expect((await replying({ ...quota, todayLeft: 'x' }).quota()).kind).not.toBe('ok');
  });
  it('reads a result waiting for confirmation with the level it would replace, and one that does not', async () => {
    const result = { riskLevel: 'C1', riskName: '保守型', evaluatedAt: '2026-11-22', expiryDate: '2027-11-22' };
    await expect(replying({ ...result, confirmNeeded: '1', oldRiskLevel: 'C3', oldRiskName: '平衡型' }).evaluate(paper, { 1: ['A'] })).resolves.toEqual({
      kind: 'ok', value: { result: { ...result, counterRiskFlag: '1' }, pendingOver: { riskLevel: 'C3', riskName: '平衡型' } },
    });
    await expect(replying({ ...result, confirmNeeded: '0' }).evaluate(paper, { 1: ['A'] })).resolves.toMatchObject({ kind: 'ok', value: { pendingOver: null } });
  });
});
