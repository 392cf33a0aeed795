import type { SessionStore } from '../../../application/ports/system';
import type { Order } from '../../../domain/purchase/order';
import type { KeptRefusal, LastResult } from '../../view-models/last-result';
import { RESULT_TEXT } from './purchase-texts';

export interface PurchaseRefusal {
  prdCode: string;
  /** The bank's words (buyPrd's msg), or the signer's. */
  message: string;
}

/** What the last purchase came to, for /cntranprocess and /purchaseFailed. */
export type PurchaseResults = LastResult<Order, PurchaseRefusal>;

const KEY = 'purchaseRefusal';

/** The last refusal in the session: the bank keeps no record of an order it refused, so a reload of /purchaseFailed reads it here. */
export const purchaseRefusalInSession = (store: SessionStore): KeptRefusal<PurchaseRefusal> => ({
  load() {
    try {
      const kept: unknown = JSON.parse(store.get(KEY) ?? 'null');
      const { prdCode, message } = (kept ?? {}) as Partial<PurchaseRefusal>;
      return typeof prdCode === 'string' && typeof message === 'string' && message ? { prdCode, message } : null;
    } catch {
      return null;
    }
  },
  save(refusal) {
    if (refusal) store.set(KEY, JSON.stringify({ prdCode: refusal.prdCode, message: refusal.message }));
    else store.remove(KEY);
  },
});

/** /purchaseFailed's reason: the bank's words for this product's refusal; only a page opened with none on record falls back. */
export const purchaseFailureReason = (results: PurchaseResults, prdCode: string): string =>
  results.refusal?.prdCode === prdCode ? results.refusal.message : RESULT_TEXT.failedFallback;
