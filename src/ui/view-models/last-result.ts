import { makeAutoObservable } from 'mobx';

/** Where a refusal outlives the page (the session), so its result page still says it after a reload. */
export interface KeptRefusal<Refusal> {
  load(): Refusal | null;
  save(refusal: Refusal | null): void;
}

/**
 * What the customer's last confirmed action came to (a purchase, a redemption, a cancel), kept for
 * the result page it leads to; a reload of that page asks the bank instead (a refusal, which the
 * bank does not record, is kept where `kept` says, when it says).
 */
export class LastResult<Done, Refusal> {
  done: Done | null = null;
  refusal: Refusal | null;

  constructor(private readonly kept?: KeptRefusal<Refusal>) {
    this.refusal = kept?.load() ?? null;
    makeAutoObservable<this, 'kept'>(this, { kept: false });
  }

  rememberDone(done: Done): void {
    this.done = done;
    this.refusal = null;
    this.kept?.save(null);
  }

  rememberRefusal(refusal: Refusal): void {
    this.refusal = refusal;
    this.kept?.save(refusal);
  }
}
