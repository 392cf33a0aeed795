import { makeAutoObservable } from 'mobx';
import type { Deal } from '../../../domain/holdings/deal';

/** What the last redemption came to, for its result pages (as PurchaseResults for a purchase). */
export class RedemptionResults {
  done: Deal | null = null;
  refusal: { prdCode: string; message: string } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  rememberDone(deal: Deal): void {
    this.done = deal;
    this.refusal = null;
  }

  rememberRefusal(prdCode: string, message: string): void {
    this.refusal = { prdCode, message };
  }
}
