import { CANCELLED_STATUS, type Deal } from '../../domain/holdings/deal';
import type { Failure } from '../../domain/errors/call-outcome';
import type { WealthDesk } from '../ports/wealth-desk';

export type CancelledDealLookup = { kind: 'cancelled'; deal: Deal } | { kind: 'notCancelled' } | { kind: 'failed'; failure: Failure<unknown> };

/**
 * A cancel's result page opened again later (a reload): the bank's record of the deal. Only a
 * deal the bank holds as cancelled is shown as cancelled; a message means it has no such deal.
 */
export class FindCancelledDeal {
  constructor(private readonly desk: WealthDesk) {}

  async run(uniOrderId: string): Promise<CancelledDealLookup> {
    const found = await this.desk.deal(uniOrderId);
    if (found.kind === 'ok' && found.value.status === CANCELLED_STATUS) return { kind: 'cancelled', deal: found.value };
    if (found.kind === 'ok' || found.kind === 'message') return { kind: 'notCancelled' };
    return { kind: 'failed', failure: found };
  }
}
