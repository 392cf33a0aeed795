import { makeAutoObservable } from 'mobx';

/**
 * What the customer's last confirmed action came to (a purchase, a redemption, a cancel), kept for
 * the result page it leads to; a reload of that page asks the bank instead.
 */
export class LastResult<Done, Refusal> {
  done: Done | null = null;
  refusal: Refusal | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  rememberDone(done: Done): void {
    this.done = done;
    this.refusal = null;
  }

  rememberRefusal(refusal: Refusal): void {
    this.refusal = refusal;
  }
}
