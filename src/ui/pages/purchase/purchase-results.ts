import { makeAutoObservable } from 'mobx';
import type { Order } from '../../../domain/purchase/order';

/** What the last purchase came to, for the result pages /buy sends the customer to. */
export class PurchaseResults {
  placed: Order | null = null;
  refusal: { prdCode: string; message: string } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  rememberPlaced(order: Order): void {
    this.placed = order;
    this.refusal = null;
  }

  rememberRefusal(prdCode: string, message: string): void {
    this.refusal = { prdCode, message };
  }
}
