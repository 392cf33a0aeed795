import type { SessionStore } from '../../../application/ports/system';
import type { KeptRefusal } from '../../view-models/last-result';

/** The last purchase the bank refused: which product, and its words. */
export interface PurchaseRefusal {
  prdCode: string;
  /** The bank's words (buyPrd's msg), or the signer's. */
  message: string;
}

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

