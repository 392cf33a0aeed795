import { DEAL_ROUTES } from './deal-routes';
import type { Order } from '../purchase/order';
import type { Shares } from './shares';

/** A transaction as the bank records it: a purchase, a redemption or a quick redemption. */
export interface Deal extends Order {
  transType: string;
  vol: Shares;
  /** The day the money reaches the signed card (redemptions). */
  arrivalDate: string;
  /** 确认中: the customer may still cancel it (cancelCusDeal). */
  cancelable: boolean;
  /** The card the money goes to (in-transit records), unmasked as the bank sends it; '' when not given. */
  cardNo: string;
  /** A private product's purchase: when its cooling-off ends (ISO 8601; domain/holdings/cooling-off.ts). */
  coolingOffEnd?: string;
}

export const DEAL_TYPES = { purchase: '购买', redemption: '赎回', fastRedemption: '快速赎回' } as const;
export const PENDING_STATUS = '确认中';
export const CANCELLED_STATUS = '已撤单';

// The record pages' addresses are the route table's (in the first load's chunk): beside this, in deal-routes.ts.
export { DEAL_ROUTES };
export type DealRoute = (typeof DEAL_ROUTES)[keyof typeof DEAL_ROUTES];

export function dealRouteOf(deal: Pick<Deal, 'transType' | 'status'>): DealRoute {
  const purchase = deal.transType === DEAL_TYPES.purchase;
  if (deal.status === PENDING_STATUS) return purchase ? DEAL_ROUTES.pendingPurchase : DEAL_ROUTES.pendingRedemption;
  return purchase ? DEAL_ROUTES.purchase : DEAL_ROUTES.redemption;
}

export const DEAL_TEXT = {
  notReceived: '赎回请求未送达银行，份额未变动，请重新提交',
  unknown: '赎回结果暂未确认，请稍后在交易记录中查询，请勿重复赎回',
} as const;

export const CANCEL_TEXT = {
  notReceived: '撤单请求未送达银行，交易仍在确认中，请重新撤单',
  unknown: '撤单结果暂未确认，请稍后在交易记录中查询',
  /** The bank's word (its E2B02) for a deal it confirmed before the cancel could be settled. */
  confirmedMeanwhile: '该笔交易已确认，不能撤单',
} as const;
