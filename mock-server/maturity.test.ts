import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';

let bank: MockBank;
const post = (path: string, body: object) => bank.handle({ method: 'POST', path: `/api/dbank/${path}`, query: {}, body: { accType: '2', idType: '0', ...body } });
const payload = (answer: { body?: unknown }) => (answer.body as { response?: unknown; msg?: string }).response;

beforeEach(() => {
  bank = createMockBank({ today: '2026-11-23' });
  bank.reset();
});

describe('maturity methods (b100741, b100383)', () => {
  it('lists the term holdings only, each redeemed at maturity until changed', async () => {
    const answer = payload(await post('b100741', {})) as { lineList: Array<Record<string, string>> };
    expect(answer.lineList).toEqual([expect.objectContaining({ prdCode: 'EXP0000001', amt: '50000.00', totVolFlag: '1', endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })]);
  });

  it('rolls a holding over, for this customer only', async () => {
    expect(payload(await post('b100383', { prdCode: 'EXP0000001', totVolFlag: '0' }))).toMatchObject({ prdCode: 'EXP0000001', totVolFlag: '0' });
    expect(bank.db.get('customers').find({ id: 'default' }).value()?.maturityWays).toEqual({ EXP0000001: '0' });
    expect(bank.db.get('customers').find({ id: 'no-password' }).value()?.maturityWays).toEqual({});
  });

  it('refuses a product the customer does not hold, an open-ended one, and an unknown method', async () => {
    for (const prdCode of ['NWC0000001', 'CUR0000001']) {
      expect(await post('b100383', { prdCode, totVolFlag: '0' })).toMatchObject({ body: { success: false, code: 'E2A01', msg: '您没有持有该定期产品' } });
    }
    expect(await post('b100383', { prdCode: 'EXP0000001', totVolFlag: '2' })).toMatchObject({ body: { success: false, code: 'E0400' } });
  });
});
