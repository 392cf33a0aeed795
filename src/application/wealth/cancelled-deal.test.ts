import { describe, expect, it } from 'vitest';
import { CANCELLED_STATUS, type Deal } from '../../domain/holdings/deal';
import { ok, type CallOutcome } from '../../domain/errors/call-outcome';
import type { WealthDesk } from '../ports/wealth-desk';
import { FindCancelledDeal } from './cancelled-deal';

const find = (answer: CallOutcome<Deal>) => new FindCancelledDeal({ deal: async () => answer } as unknown as WealthDesk).run('U1');
const deal = (status: string) => ({ uniOrderId: 'U1', status }) as Deal;

describe('FindCancelledDeal: a cancel’s result, asked again', () => {
  it('shows a deal as cancelled only when the bank holds it so', async () => {
    expect(await find(ok(deal(CANCELLED_STATUS)))).toEqual({ kind: 'cancelled', deal: deal(CANCELLED_STATUS) });
    expect(await find(ok(deal('0')))).toEqual({ kind: 'notCancelled' });
  });
  it('a message is no such deal; a failed call is a failure to present', async () => {
    expect(await find({ kind: 'message', message: '无此交易' } as CallOutcome<Deal>)).toEqual({ kind: 'notCancelled' });
    const failure = { kind: 'networkError' } as CallOutcome<Deal>;
    expect(await find(failure)).toEqual({ kind: 'failed', failure });
  });
});
