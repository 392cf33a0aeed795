import type { Notifier } from '../../application/ports/interaction';
import { makeViewState } from './view-state';

/**
 * The payment keypad of a page that confirms an order (/buy, the plan pages, the redemption
 * pages): open or not, and the toast when it closes before its sixth digit. What the PIN then
 * sends, and when it may, is the order's (ConfirmedOrders).
 */
export class KeypadStep {
  shown = false;

  constructor(private readonly notifier: Notifier, private readonly unfinishedText: string) {
    makeViewState(this);
  }

  open(): void {
    this.shown = true;
  }

  /** The sixth digit: the sheet closes and the sealed PIN goes with the order. */
  close(): void {
    this.shown = false;
  }

  /** The keypad closed before its sixth digit: nothing is sent (SPEC §4's failure callback). */
  closedUnfinished(): void {
    this.shown = false;
    this.notifier.toast(this.unfinishedText);
  }
}
