import { CANCEL_TEXT, CANCELLED_STATUS, PENDING_STATUS, type Deal } from '../../domain/holdings/deal';
import type { OrderKind } from '../orders/confirmed-order';
import type { WealthDesk } from '../ports/wealth-desk';
import type { CustomerSession } from '../session/customer-session';

/**
 * A cancel (cancelCusDeal) of a pending deal as a confirmed order: the cancel goes under its own
 * id; it is found by looking the deal up — 已撤单, still 确认中, or confirmed meanwhile.
 */
export function cancelKind(desk: WealthDesk, session: Pick<CustomerSession, 'channelCode'>): OrderKind<Deal, Deal, void> {
  return {
    keyOf: (deal) => deal.uniOrderId,
    send: ({ id, terms }) => desk.cancel(terms.uniOrderId, id, session.channelCode),
    async find({ terms }) {
      const found = await desk.deal(terms.uniOrderId);
      if (found.kind !== 'ok') return { kind: 'unknown' };
      if (found.value.status === CANCELLED_STATUS) return { kind: 'done', held: found.value };
      if (found.value.status === PENDING_STATUS) return { kind: 'notReceived' };
      return { kind: 'refused', message: CANCEL_TEXT.confirmedMeanwhile };
    },
    text: { ...CANCEL_TEXT, refused: CANCEL_TEXT.unknown },
  };
}
