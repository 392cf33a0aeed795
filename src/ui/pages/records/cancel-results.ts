import { makeAutoObservable } from 'mobx';
import type { Deal } from '../../../domain/holdings/deal';

/** What the last 撤单 came to, for /cancelResult and /cancelFalseResult (as PurchaseResults for /buy). */
export class CancelResults {
  cancelled: Deal | null = null;
  /** The deal the bank would not cancel, and its reason. */
  refusal: { deal: Deal; message: string } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  rememberCancelled(deal: Deal): void {
    this.cancelled = deal;
    this.refusal = null;
  }

  rememberRefusal(deal: Deal, message: string): void {
    this.refusal = { deal, message };
  }

  /** The refusal kept for this deal (by its uniOrderId), or null (a reload, another deal). */
  refusalOf(uniOrderId: string): { deal: Deal; message: string } | null {
    return this.refusal?.deal.uniOrderId === uniOrderId ? this.refusal : null;
  }
}
