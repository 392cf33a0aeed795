import { DEAL_TEXT, type Deal } from '../../domain/holdings/deal';
import type { Shares } from '../../domain/holdings/shares';
import { foundById, type OrderKind } from '../orders/confirmed-order';
import type { SealedPin } from '../ports/pin-sealer';
import type { WealthDesk } from '../ports/wealth-desk';
import type { CustomerSession } from '../session/customer-session';

/** What the customer confirmed on a redemption page. */
export interface RedemptionTerms {
  prdCode: string;
  vol: Shares;
  /** 快速赎回: the money today, within the daily allowance. */
  fast: boolean;
}

/** A redemption as a confirmed order: redemPrd (or fastRedemPrd) under the order's id; found by queryOrder. */
export function redemptionKind(desk: WealthDesk, session: CustomerSession): OrderKind<RedemptionTerms, Deal, SealedPin> {
  return {
    keyOf: ({ prdCode, vol, fast }) => `${prdCode}|${vol.hundredths}|${fast}`,
    send({ id, terms }, pin) {
      const request = { uniOrderId: id, prdCode: terms.prdCode, vol: terms.vol, pin, ...session.orderFields };
      return terms.fast ? desk.fastRedeem(request) : desk.redeem(request);
    },
    find: async ({ id }) => foundById(await desk.deal(id)),
    text: { ...DEAL_TEXT, refused: DEAL_TEXT.unknown },
  };
}
