import type { Notifier } from '../../application/ports/interaction';
import type { SealedPin } from '../../application/ports/pin-sealer';
import type { ConfirmedOrders, OrderOutcome } from '../../application/orders/confirmed-order';
import { makeViewState } from './view-state';
import { watched } from './watched';

/** What the page does around its order: before it goes (a trace), and with the bank's answer. */
export interface KeypadOrderPage<Held> {
  sending?(): void;
  settled(outcome: OrderOutcome<Held>): void;
}

/**
 * The keypad and the one order its PIN pays, on a page that confirms one (/buy, the redemption
 * pages, the plan pages). The page checks its terms and opens the keypad for them; the sixth digit
 * sends them, under the order the same terms always are (ConfirmedOrders: one id, never taken
 * twice). After a lost answer the bank is asked again, or, when it never got the order, the keypad
 * opens again for the same one.
 */
export class KeypadOrder<Terms, Held> {
  /** The payment keypad is up. */
  private shown = false;
  private readonly orders: () => ConfirmedOrders<Terms, Held, SealedPin>;
  /** The terms the keypad was opened for. */
  private terms: Terms | null = null;

  constructor(
    orders: ConfirmedOrders<Terms, Held, SealedPin>,
    private readonly notifier: Notifier,
    /** Said when the keypad closes before its sixth digit (SPEC §4's failure callback): nothing is sent. */
    private readonly unfinishedText: string,
    private readonly page: KeypadOrderPage<Held>,
  ) {
    this.orders = watched(orders);
    makeViewState<this, 'terms'>(this, { terms: false }); // bookkeeping: what the PIN pays, never shown
  }

  /** The keypad is up, the order is on its way, or neither (the page's own form). */
  get step(): 'keypad' | 'sending' | null {
    if (this.shown) return 'keypad';
    return this.orders().busy ? 'sending' : null;
  }

  /** A lost answer: nothing known yet, or the bank never got the order (not while a try is on its way). */
  get lost() {
    return this.orders().busy ? null : this.orders().lost;
  }

  /** The order last sent or asked after. */
  get current() {
    return this.orders().current;
  }

  /** Terms the page has checked: the keypad opens for them. */
  open(terms: Terms): void {
    this.terms = terms;
    this.shown = true;
  }

  keypadClosed(): void {
    this.shown = false;
    this.notifier.toast(this.unfinishedText);
  }

  /** The sixth digit: the sealed PIN goes with the terms' one order (the same terms again are the same order). */
  async pay(pin: SealedPin): Promise<void> {
    const { terms } = this;
    if (terms === null || !this.shown) return;
    this.orders().confirm(terms);
    this.page.sending?.();
    this.shown = false;
    this.settle(await this.orders().submit(pin));
  }

  /** After a lost answer the bank could not tell: ask it again (never send again). */
  async checkAgain(): Promise<void> {
    this.settle(await this.orders().checkAgain());
  }

  /** The bank never got it: the keypad again, for the same order. */
  sendAgain(): void {
    const { mayResend, current } = this.orders();
    if (mayResend && current) this.open(current.terms);
  }

  /** No outcome: a try was already on its way, and its answer settles the page once. */
  private settle(outcome: OrderOutcome<Held> | null): void {
    if (outcome) this.page.settled(outcome);
  }
}
