import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { HttpClient } from './http-client';
import { HttpInvestorStatus } from './http-investor-status';

const answering = (response: object) => {
  const sent: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(JSON.parse(String(config.data)));
    return { data: JSON.stringify({ success: true, response }), status: 200, statusText: '', headers: {}, config, request: {} };
  };
  return { desk: new HttpInvestorStatus(new HttpClient({ adapter, activity: { started() {}, ended() {} } })), sent };
};

describe('HttpInvestorStatus (issue 18 item 6)', () => {
  it('answers the kept confirmation, none as null, and anything else as malformed', async () => {
    const kept = { basis: 'assets', amountWan: '600', confirmedAt: '2025-11-26 10:00:00' };
    await expect(answering({ qualified: '1', ...kept }).desk.qualification()).resolves.toEqual({ kind: 'ok', value: kept });
    await expect(answering({ qualified: '0' }).desk.qualification()).resolves.toEqual({ kind: 'ok', value: null });
    expect((await answering({ qualified: '1', basis: 'house' }).desk.qualification()).kind).not.toBe('ok');
  });

  it('sends the declaration as the bank reads it', async () => {
    const { desk, sent } = answering({ qualified: '1', basis: 'income', amountWan: '45', confirmedAt: '2026-11-26 10:00:00' });
    await desk.confirmQualification({ experienced: true, basis: 'income', amountWan: ' 45 ' });
    expect(sent[0]).toMatchObject({ experienced: '1', basis: 'income', amountWan: '45', accType: '2', idType: '0' });
  });
});
