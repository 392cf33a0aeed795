import type { Money } from '../money/money';
import type { Product } from '../catalog/product';

/** 0 reinvest (into the next period), 1 cash (paid to the signed wealth card); SPEC §3. */
export type DivMode = '0' | '1';

/**
 * The dividend mode a purchase carries (SPEC §9): NOG3M1A001 gets 1 and template D300 gets 0;
 * any other product its own mode, and reinvestment when it names none.
 */
export function divModeFor(product: Pick<Product, 'prdCode' | 'prdTemplate' | 'divMode'>): DivMode {
  if (product.prdCode === 'NOG3M1A001') return '1';
  if (product.prdTemplate === 'D300') return '0';
  return product.divMode === '1' ? '1' : '0';
}

/** An order as the bank confirms it (buyPrd, queryOrder). */
export interface Order {
  uniOrderId: string;
  prdCode: string;
  prdName: string;
  amt: Money;
  divMode: DivMode;
  /** 确认中 until the bank confirms it. */
  status: string;
  orderDate: string;
  /** The day the purchase is expected to be confirmed. */
  confirmDate: string;
  /** A private product's purchase: when its cooling-off ends, as the bank set it (ISO 8601; domain/holdings/cooling-off.ts). */
  coolingOffEnd?: string;
}

/** A confirmed order whose answer was lost, after asking the bank (a purchase, a redemption, a plan call, a cancel). */
export type LostAnswer =
  /** The bank says it never received it: nothing happened; it may be sent again (the same id). */
  | { kind: 'notReceived'; message: string }
  /** The bank could not be asked yet: it may have happened; check again, never send again. */
  | { kind: 'unknown'; message: string };

export const PURCHASE_TEXT = {
  /** After a lost answer, when the bank says the order never arrived. */
  notReceived: '购买请求未送达银行，未扣款，请重新提交',
  /** After a lost answer, when asking the bank failed too. */
  unknown: '购买结果暂未确认，请稍后查询，请勿重复购买',
} as const;
