import { makeAutoObservable, runInAction } from 'mobx';
import type { LostAnswer } from '../../domain/purchase/order';
import type { Notifier } from '../../application/ports/interaction';
import type { SealedPin } from '../../application/ports/pin-sealer';

/** A confirmed order's one attempt, as the keypad step uses it (PurchaseAttempt, PlanAttempt, RedemptionAttempt). */
export interface KeypadAttempt<O> {
  submit(pin: SealedPin): Promise<O>;
  checkAgain(): Promise<O>;
}

const isLost = (outcome: { kind: string }): outcome is LostAnswer => outcome.kind === 'unknown' || outcome.kind === 'notReceived';

/**
 * The keypad step of a page that confirms an order (/buy, the plan forms, the redemption pages):
 * the keypad open, a try on its way, and after a lost answer its note with the way on — ask the
 * bank again (never send again), or, when the bank never got it, the keypad again for the same
 * attempt. The page says what an answer means (`onAnswer`); this keeps when a try may go.
 */
export class KeypadStep<O extends { kind: string }> {
  state: 'closed' | 'keypad' | 'sending' = 'closed';
  /** A lost answer: nothing known yet, or the bank never got it. */
  lost: LostAnswer | null = null;

  constructor(private readonly notifier: Notifier, private readonly unfinishedText: string, private readonly onAnswer: (outcome: O) => void) {
    makeAutoObservable<this, 'notifier' | 'unfinishedText' | 'onAnswer'>(this, { notifier: false, unfinishedText: false, onAnswer: false });
  }

  open(): void {
    this.state = 'keypad';
  }

  /** The keypad closed before its sixth digit: nothing is sent (SPEC §4's failure callback). */
  closedUnfinished(): void {
    this.state = 'closed';
    this.notifier.toast(this.unfinishedText);
  }

  /** The keypad's sixth digit: the sealed PIN goes with the attempt. */
  async pay(attempt: KeypadAttempt<O>, pin: SealedPin): Promise<void> {
    if (this.state !== 'keypad') return;
    this.lost = null;
    await this.send(() => attempt.submit(pin));
  }

  /** After a lost answer the bank could not tell: ask it again (never send again). */
  async checkAgain(attempt: KeypadAttempt<O> | null): Promise<void> {
    if (!attempt || this.state === 'sending') return;
    await this.send(() => attempt.checkAgain());
  }

  /** The bank never got it: the keypad again, for the same attempt. */
  sendAgain(): void {
    if (this.lost?.kind === 'notReceived') this.state = 'keypad';
  }

  private async send(answer: () => Promise<O>): Promise<void> {
    this.state = 'sending';
    const outcome = await answer();
    runInAction(() => {
      this.state = 'closed';
      this.lost = isLost(outcome) ? outcome : null;
    });
    this.onAnswer(outcome);
  }
}
