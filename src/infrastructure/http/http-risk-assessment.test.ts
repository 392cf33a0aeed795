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
