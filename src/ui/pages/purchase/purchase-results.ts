import type { Order } from '../../../domain/purchase/order';
import type { LastResult, ProductRefusal } from '../../view-models/last-result';
import { RESULT_TEXT } from './purchase-texts';

/** What the last purchase came to, for /cntranprocess and /purchaseFailed. */
export type PurchaseResults = LastResult<Order, ProductRefusal>;

/** /purchaseFailed's reason: the bank's words for this product's refusal; only a page opened with none on record falls back. */
export const purchaseFailureReason = (results: PurchaseResults, prdCode: string): string =>
  results.refusal?.prdCode === prdCode ? results.refusal.message : RESULT_TEXT.failedFallback;
