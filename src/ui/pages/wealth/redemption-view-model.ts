import { runInAction } from 'mobx';
import type { Deal } from '../../../domain/holdings/deal';
import { sharesText } from '../../../domain/holdings/shares';
import { checkFastRedemption, checkRedemptionVolume } from '../../../domain/holdings/redemption';
import type { FastQuota, WealthDesk } from '../../../application/ports/wealth-desk';
import type { ConfirmedOrders, OrderOutcome } from '../../../application/orders/confirmed-order';
import type { RedemptionTerms } from '../../../application/wealth/redemption-order';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import { KeypadOrder } from '../../view-models/keypad-order';
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
  readonly order: KeypadOrder<RedemptionTerms, Deal>;

  constructor(
    private readonly desk: WealthDesk,
    holdingPage: HoldingViewModel,
    redemptions: () => ConfirmedOrders<RedemptionTerms, Deal, SealedPin>,
    private readonly results: RedemptionResults,
    private readonly navigator: Navigator,
    notifier: Notifier,
  ) {
    this.holdingPage = holdingPage;
    this.order = new KeypadOrder(redemptions(), notifier, KEYPAD_TEXT.unfinished, { settled: (outcome) => this.settled(outcome) });
    makeViewState(this);
  }

  /** The volume form, the keypad, or the redemption on its way. */
  get step(): Step {
    return this.order.step ?? 'entry';
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

  /** 确认赎回: the volume first, then the keypad for this volume and mode's one redemption. */
  confirm(): void {
    const holding = this.holding;
    if (!holding || this.step !== 'entry') return;
    const check = this.mode === 'fast' && this.quota ? checkFastRedemption(this.volume, holding, this.quota.left) : checkRedemptionVolume(this.volume, holding);
    if (!check.ok) {
      this.volumeError = check.message;
      return;
    }
    this.order.open({ prdCode: holding.prdCode, vol: check.vol, fast: this.mode === 'fast' });
  }

  /** The bank's answer: the result page; a lost answer stays here as the order's note. */
  private settled(outcome: OrderOutcome<Deal>): void {
    const prdCode = this.holding!.prdCode;
    const fast = this.order.current!.terms.fast;
    if (outcome.kind === 'done') {
      this.results.rememberDone(outcome.held);
      this.navigator.go(fast ? ROUTES.fastRedemptionDone.path : ROUTES.redemptionDone.path, { uniOrderId: outcome.held.uniOrderId });
    } else if (outcome.kind === 'refused') {
      this.results.rememberRefusal({ prdCode, message: outcome.message });
      this.navigator.go(fast ? ROUTES.fastRedemptionRefused.path : ROUTES.redemptionRefused.path, { prdCode });
    }
  }
}
