import { runInAction } from 'mobx';
import type { Deal } from '../../../domain/holdings/deal';
import { sharesText, type Shares } from '../../../domain/holdings/shares';
import { checkFastRedemption, checkRedemptionVolume } from '../../../domain/holdings/redemption';
import type { FastQuota, WealthDesk } from '../../../application/ports/wealth-desk';
import type { ConfirmedOrders, OrderOutcome } from '../../../application/orders/confirmed-order';
import type { RedemptionTerms } from '../../../application/wealth/redemption-order';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import { KeypadStep } from '../../view-models/keypad-step';
import { watched } from '../../view-models/watched';
import { KEYPAD_TEXT } from '../purchase/purchase-texts';
import { HoldingViewModel } from './holding-view-model';
import type { RedemptionResults } from './wealth-results';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

type Step = 'entry' | 'keypad' | 'sending';
export type RedemptionMode = 'normal' | 'fast';

/**
 * /redemption, /networthRedemption, /currencyRedemption: the volume, checked before anything is
 * sent; the keypad; then one order per confirmed volume and mode. 快速赎回 (cash management only)
 * is also held to what is left of today's allowance.
 */
export class RedemptionViewModel {
  readonly holdingPage: HoldingViewModel;
  quota: FastQuota | null = null;
  /** A cash-management holding's allowance is on its way: the page waits for it rather than shift under the customer. */
  quotaPending = false;
  mode: RedemptionMode = 'normal';
  volume = '';
  volumeError: string | null = null;
  readonly keypad: KeypadStep;
  private readonly orders: () => ConfirmedOrders<RedemptionTerms, Deal, SealedPin>;
  private confirmed: Shares | null = null;

  constructor(
    private readonly desk: WealthDesk,
    holdingPage: HoldingViewModel,
    redemptions: () => ConfirmedOrders<RedemptionTerms, Deal, SealedPin>,
    private readonly results: RedemptionResults,
    private readonly navigator: Navigator,
    notifier: Notifier,
  ) {
    this.holdingPage = holdingPage;
    this.keypad = new KeypadStep(notifier, KEYPAD_TEXT.unfinished);
    this.orders = watched(redemptions());
    makeViewState<this, 'confirmed'>(this, { confirmed: false }); // the volume goes to the order as the customer confirmed it
  }

  /** The volume form, the keypad, or the redemption on its way. */
  get step(): Step {
    if (this.keypad.shown) return 'keypad';
    return this.orders().busy ? 'sending' : 'entry';
  }

  /** A lost answer: nothing known yet, or the bank never got the redemption (not while a try is on its way). */
  get lost() {
    return this.orders().busy ? null : this.orders().lost;
  }

  get holding() {
    return this.holdingPage.holding;
  }

  /** Opens the page for a product; `fast` preselects 快速赎回 where it is offered. */
  async load(prdCode: string | undefined, fast = false): Promise<void> {
    await this.holdingPage.load(prdCode);
    const holding = this.holding;
    if (holding && !holding.redeemable) {
      this.navigator.replace(ROUTES.redemptionUnavailable.path, { prdCode: holding.prdCode });
      return;
    }
    if (!holding?.fastRedeemable) return;
    this.quotaPending = true;
    const quota = await this.desk.fastQuota();
    runInAction(() => {
      this.quotaPending = false;
      this.quota = quota.kind === 'ok' ? quota.value : null;
      if (fast && this.quota) this.mode = 'fast';
    });
  }

  setMode(mode: RedemptionMode): void {
    if (mode === 'fast' && !this.quota) return;
    this.mode = mode;
    this.volumeError = null;
  }

  setVolume(text: string): void {
    this.volume = text;
    this.volumeError = null;
  }

  /** 全部赎回: the whole volume held. */
  redeemAll(): void {
    if (this.holding) this.setVolume(sharesText(this.holding.vol));
  }

  /** 确认赎回: the volume first, then the keypad. */
  confirm(): void {
    const holding = this.holding;
    if (!holding || this.step !== 'entry') return;
    const check = this.mode === 'fast' && this.quota ? checkFastRedemption(this.volume, holding, this.quota.left) : checkRedemptionVolume(this.volume, holding);
    if (!check.ok) {
      this.volumeError = check.message;
      return;
    }
    this.confirmed = check.vol;
    this.keypad.open();
  }

  keypadClosed(): void {
    this.keypad.closedUnfinished();
  }

  async pay(pin: SealedPin): Promise<void> {
    const { holding, confirmed } = this;
    if (!holding || !confirmed || this.step !== 'keypad') return;
    // The same volume and mode again (after a refusal or a lost answer) is the same redemption: the same id.
    this.orders().confirm({ prdCode: holding.prdCode, vol: confirmed, fast: this.mode === 'fast' });
    this.keypad.close();
    this.settle(await this.orders().submit(pin));
  }

  /** After a lost answer the bank could not tell: ask it again (never redeem again). */
  async checkAgain(): Promise<void> {
    this.settle(await this.orders().checkAgain());
  }

  /** The bank never got it: the keypad again, for the same redemption. */
  sendAgain(): void {
    if (this.orders().mayResend) this.keypad.open();
  }

  /** An answer (none when a try was already on its way): the result page; a lost answer stays here as the order's note. */
  private settle(outcome: OrderOutcome<Deal> | null): void {
    if (!outcome) return;
    const prdCode = this.holding!.prdCode;
    const fast = this.orders().current!.terms.fast;
    if (outcome.kind === 'done') {
      this.results.rememberDone(outcome.held);
      this.navigator.go(fast ? ROUTES.fastRedemptionDone.path : ROUTES.redemptionDone.path, { uniOrderId: outcome.held.uniOrderId });
    } else if (outcome.kind === 'refused') {
      this.results.rememberRefusal({ prdCode, message: outcome.message });
      this.navigator.go(fast ? ROUTES.fastRedemptionRefused.path : ROUTES.redemptionRefused.path, { prdCode });
    }
  }
}
