import { makeAutoObservable } from 'mobx';
import type { SessionStore } from '../../application/ports/system';

/** Where a refusal outlives a reload of its page. */
export interface Kept<T> {
  read(): T | null;
  write(value: T | null): void;
}

/**
 * What the customer's last confirmed action came to (a purchase, a redemption, a cancel), kept for
 * the result page it leads to. A reload of a done page asks the bank; a refusal, which the bank
 * does not keep, is kept where `kept` says.
 */
export class LastResult<Done, Refusal> {
  done: Done | null = null;
  refusal: Refusal | null;

  constructor(private readonly kept?: Kept<Refusal>) {
    this.refusal = kept?.read() ?? null;
    makeAutoObservable<this, 'kept'>(this, { kept: false });
  }

  rememberDone(done: Done): void {
    this.done = done;
    this.refusal = null;
    this.kept?.write(null);
  }

  rememberRefusal(refusal: Refusal): void {
    this.refusal = refusal;
    this.kept?.write(refusal);
  }
}

/** Why the bank refused an order for a product, in its words. */
export interface ProductRefusal {
  prdCode: string;
  message: string;
}

/** A product's refusal kept in the session under SPEC §3's client-state key, so its page still says it after a reload. */
export function keptInSession(store: SessionStore, key: 'payResult' | 'redemptionResult'): Kept<ProductRefusal> {
  return {
    read: () => {
      try {
        const kept: unknown = JSON.parse(store.get(key) ?? 'null');
        const { prdCode, message } = (kept ?? {}) as Partial<Record<keyof ProductRefusal, unknown>>;
        return typeof prdCode === 'string' && typeof message === 'string' && message ? { prdCode, message } : null;
      } catch {
        return null;
      }
    },
    write: (refusal) => (refusal ? store.set(key, JSON.stringify(refusal)) : store.remove(key)),
  };
}
