import { makeAutoObservable, runInAction } from 'mobx';
import { decimalText } from '../../../domain/money/money';
import type { DealOutcome } from '../../../domain/holdings/deal';
import type { Volume } from '../../../domain/holdings/holding';
import { checkFastRedemption, checkRedemptionVolume } from '../../../domain/holdings/redemption';
import type { FastQuota, WealthDesk } from '../../../application/ports/wealth-desk';
import type { Redeem, RedemptionAttempt } from '../../../application/wealth/redemption-attempt';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import { type Resolve, TOKENS } from '../../../application/tokens';
import { KeypadStep } from '../../components/keypad-step';
import { KEYPAD_TEXT } from '../purchase/purchase-texts';
import { HoldingViewModel } from './holding-view-model';
import type { RedemptionResults } from './wealth-results';
import { ROUTES } from '../../app/router';

type Step = 'entry' | 'keypad' | 'sending';
export type RedemptionMode = 'normal' | 'fast';

/**
 * /redemption, /networthRedemption, /currencyRedemption: the volume, checked before anything is
 * sent; the keypad; then one attempt per confirmed volume and mode. 快速赎回 (cash management only)
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
  readonly keypad: KeypadStep<DealOutcome>;
  private attempt: RedemptionAttempt | null = null;
  private confirmed: Volume | null = null;

  constructor(
    private readonly desk: WealthDesk,
    holdingPage: HoldingViewModel,
    private readonly redeem: Redeem,
    private readonly results: RedemptionResults,
    private readonly navigator: Navigator,
    notifier: Notifier,
  ) {
    this.holdingPage = holdingPage;
    this.keypad = new KeypadStep(notifier, KEYPAD_TEXT.unfinished, (outcome) => this.settle(outcome));
    makeAutoObservable<this, 'desk' | 'redeem' | 'results' | 'navigator' | 'attempt' | 'confirmed'>(this, {
      holdingPage: false, keypad: false, desk: false, redeem: false, results: false, navigator: false, attempt: false, confirmed: false,
    });
  }

  /** The volume form, the keypad, or the redemption on its way. */
  get step(): Step {
    return this.keypad.state === 'closed' ? 'entry' : this.keypad.state;
  }

  /** A lost answer: nothing known yet, or the bank never got the redemption. */
  get lost() {
    return this.keypad.lost;
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
    if (this.holding) this.setVolume(decimalText(this.holding.vol));
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
    const terms = { prdCode: holding.prdCode, vol: confirmed, fast: this.mode === 'fast' };
    // The same volume and mode again (after a refusal or a lost answer) is the same redemption: the same id.
    const same = this.attempt && this.attempt.terms.vol.fen === terms.vol.fen && this.attempt.terms.fast === terms.fast;
    if (!same) this.attempt = this.redeem.start(terms);
    await this.keypad.pay(this.attempt!, pin);
  }

  checkAgain(): Promise<void> {
    return this.keypad.checkAgain(this.attempt);
  }

  sendAgain(): void {
    this.keypad.sendAgain();
  }

  private settle(outcome: DealOutcome): void {
    const prdCode = this.holding!.prdCode;
    const fast = this.attempt!.terms.fast;
    if (outcome.kind === 'done') {
      this.results.rememberDone(outcome.deal);
      this.navigator.go(fast ? ROUTES.fastRedemptionDone.path : ROUTES.redemptionDone.path, { uniOrderId: outcome.deal.uniOrderId });
    } else if (outcome.kind === 'refused') {
      this.results.rememberRefusal({ prdCode, message: outcome.message });
      this.navigator.go(fast ? ROUTES.fastRedemptionRefused.path : ROUTES.redemptionRefused.path, { prdCode });
    }
  }
}

export const createRedemptionViewModel = (results: RedemptionResults) => (resolve: Resolve) => new RedemptionViewModel(
  resolve(TOKENS.wealthDesk), new HoldingViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure)), resolve(TOKENS.redeem), results,
  resolve(TOKENS.navigator), resolve(TOKENS.notifier),
);
