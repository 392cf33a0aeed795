import { CANCELLED_STATUS, DEAL_TYPES, PENDING_STATUS, type Deal } from '../../../domain/holdings/deal';
import { maskCard } from '../../../domain/identity/masking';
import { formatYuan } from '../../../domain/money/money';
import { formatShares } from '../../../domain/holdings/shares';
import { COOLING_OFF_TEXT, RECORD_TEXT } from './records-texts';

export const isPurchase = (deal: Pick<Deal, 'transType'>): boolean => deal.transType === DEAL_TYPES.purchase;

/** 1,000.00元 */
export const yuanText = (deal: Pick<Deal, 'amt'>): string => `${formatYuan(deal.amt)}元`;
/** 1,000.00份 */
export const volumeText = (deal: Pick<Deal, 'vol'>): string => `${formatShares(deal.vol)}份`;

/** What a deal moves, as a list shows it: a purchase its amount (元), a redemption its shares (份). */
export function dealSize(deal: Pick<Deal, 'transType' | 'amt' | 'vol'>): { kind: 'amount' | 'volume'; text: string } {
  return isPurchase(deal) ? { kind: 'amount', text: yuanText(deal) } : { kind: 'volume', text: volumeText(deal) };
}

/** The href of a record's page. */
export const recordHref = (route: string, uniOrderId: string): string => `${route}?uniOrderId=${encodeURIComponent(uniOrderId)}`;

/**
 * A record page's rows, as they apply: a purchase its amount, and its shares once confirmed; a
 * redemption its shares, and its money once confirmed; dates expected until they have come
 * (today as YYYY-MM-DD), and none for a cancelled deal (it is never confirmed, nothing arrives);
 * the card masked.
 */
export function dealRows(deal: Deal, today: string): Array<[string, string]> {
  const text = RECORD_TEXT.rows;
  const settled = deal.status !== PENDING_STATUS && deal.status !== CANCELLED_STATUS;
  const purchase = isPurchase(deal);
  const rows: Array<[string, string] | null> = [
    [text.product, deal.prdName],
    [text.transType, deal.transType],
    purchase || settled ? [text.amount, yuanText(deal)] : null,
    !purchase || settled ? [text.volume, volumeText(deal)] : null,
    [text.status, deal.status],
    [text.orderDate, deal.orderDate],
    deal.confirmDate && deal.status !== CANCELLED_STATUS ? [deal.status === PENDING_STATUS ? text.expectedConfirmDate : text.confirmDate, deal.confirmDate] : null,
    deal.arrivalDate && deal.status !== CANCELLED_STATUS ? [deal.arrivalDate > today ? text.expectedArrivalDate : text.arrivalDate, deal.arrivalDate] : null,
    // A purchase cancelled in its cooling-off: its whole amount on its way back to the card.
    deal.arrivalDate && deal.status === CANCELLED_STATUS && purchase ? [deal.arrivalDate > today ? COOLING_OFF_TEXT.refundArrival : COOLING_OFF_TEXT.refundArrived, deal.arrivalDate] : null,
    deal.cardNo ? [text.card, maskCard(deal.cardNo)] : null,
    [text.orderId, deal.uniOrderId],
  ];
  return rows.filter((row): row is [string, string] => row !== null);
}

/** What an in-transit record is: a redemption's money, or a cooling-off cancel's refund (a cancelled purchase). */
export const transitKind = (deal: Pick<Deal, 'transType' | 'status'>): string =>
  isPurchase(deal) && deal.status === CANCELLED_STATUS ? COOLING_OFF_TEXT.refund : deal.transType;
