import { makeAutoObservable, runInAction } from 'mobx';
import type { Product } from '../../../domain/catalog/product';
import { checkPurchaseAmount } from '../../../domain/purchase/purchase-amount';
import { isValidSchedule, planDays, type Plan, type PlanPeriod } from '../../../domain/purchase/plan';
import { decimalText, type Money } from '../../../domain/money/money';
import type { LoadProduct } from '../../../application/catalog/load-product';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { PlanDesk, PlanChange } from '../../../application/ports/plan-desk';
import type { IdGenerator } from '../../../application/ports/system';
import { PlanAttempt, type PlanOutcome } from '../../../application/purchase/plan-attempt';
import type { PresentFailure } from '../../../application/session/present-failure';
import { type Resolve, TOKENS } from '../../../application/tokens';
import { type BuyGate, createBuyGate } from '../purchase/buy-gate';
import type { PlanAction, PlanDraft, PlanResults } from './plan-results';
import { PLAN_PAGE_TEXT } from './plan-texts';
import { KeypadStep } from '../../components/keypad-step';
import { ROUTES } from '../../app/router';

type Step = 'entry' | 'keypad' | 'sending';

/**
 * /fixedtime (a new plan; its draft kept alive) and /fixedtimeupdate (a plan's amount and
 * schedule): the buy preconditions, the amount by the purchase rule, the schedule, then the keypad
 * and one attempt per confirmed plan.
 */
export class PlanFormViewModel {
  product: Product | null = null;
  /** missing: /fixedtimeupdate for a plan the customer does not have. */
  state: 'loading' | 'loaded' | 'failed' | 'missing' = 'loading';
  /** /fixedtime: the customer's active plan on this product (a second one is not allowed); /fixedtimeupdate: the plan changed. */
  plan: Plan | null = null;
  draft: PlanDraft = { amount: '', period: '3', day: '1' };
  error: string | null = null;
  readonly keypad: KeypadStep<PlanOutcome>;
  private attempt: PlanAttempt | null = null;
  private attemptKey = '';

  constructor(
    readonly action: Exclude<PlanAction, 'stop'>,
    readonly gate: BuyGate,
    private readonly loadProduct: LoadProduct,
    private readonly desk: PlanDesk,
    private readonly results: PlanResults,
    private readonly failures: PresentFailure,
    private readonly navigator: Navigator,
    notifier: Notifier,
    private readonly ids: IdGenerator,
  ) {
    this.keypad = new KeypadStep(notifier, PLAN_PAGE_TEXT.unfinished, (outcome) => this.settle(outcome));
    makeAutoObservable<this, 'loadProduct' | 'desk' | 'results' | 'failures' | 'navigator' | 'ids' | 'attempt' | 'attemptKey'>(this, {
      gate: false, keypad: false, loadProduct: false, desk: false, results: false, failures: false, navigator: false, ids: false, attempt: false, attemptKey: false,
    });
  }

  /** The plan form, the keypad, or the plan call on its way. */
  get step(): Step {
    return this.keypad.state === 'closed' ? 'entry' : this.keypad.state;
  }

  /** A lost answer: nothing known yet, or the bank never got the plan call. */
  get lost() {
    return this.keypad.lost;
  }

  /** /fixedtime?prdCode= or /fixedtimeupdate?planNo=. */
  async load(code: string | undefined): Promise<void> {
    this.state = 'loading';
    const plans = await this.desk.list();
    if (plans.kind !== 'ok') {
      await this.failures.present(plans);
      runInAction(() => (this.state = 'failed'));
      return;
    }
    const plan = this.action === 'add' ? plans.value.find((p) => p.active && p.prdCode === code) : plans.value.find((p) => p.planNo === code);
    if (this.action === 'update' && !plan) {
      runInAction(() => (this.state = 'missing'));
      return;
    }
    const loaded = await this.loadProduct.run(plan?.prdCode ?? code);
    if (loaded.kind !== 'loaded') {
      runInAction(() => (this.state = 'failed'));
      return;
    }
    if (this.action === 'add' && !plan) await this.gate.pass(loaded.product, 'notice');
    runInAction(() => {
      this.product = loaded.product;
      this.plan = plan ?? null;
      this.draft = this.action === 'add' ? this.results.draftOf(loaded.product.prdCode) : { amount: plan ? decimalText(plan.amt) : '', period: plan?.period ?? '3', day: plan?.day ?? '1' };
      this.state = 'loaded';
    });
  }

  /** The form is offered: a new plan nothing stands against, or an active plan to change. */
  get formOffered(): boolean {
    if (!this.product) return false;
    return this.action === 'add' ? !this.plan && this.gate.checked && !this.gate.block : this.plan?.active === true;
  }

  get days() {
    return planDays(this.draft.period);
  }

  setAmount(text: string): void {
    this.draft.amount = text;
    this.error = null;
  }

  setPeriod(period: PlanPeriod): void {
    this.draft.period = period;
    if (!isValidSchedule(this.draft)) this.draft.day = '1';
  }

  setDay(day: string): void {
    this.draft.day = day;
  }

  confirm(): void {
    if (!this.product || !this.formOffered || this.step !== 'entry') return;
    const check = checkPurchaseAmount(this.draft.amount, this.product);
    if (!check.ok) {
      this.error = check.message;
      return;
    }
    const key = `${check.amount.fen}|${this.draft.period}|${this.draft.day}`;
    // The same plan confirmed again (after a refusal or a lost answer) keeps its number.
    if (!this.attempt || key !== this.attemptKey) {
      this.attemptKey = key;
      this.attempt = this.startAttempt(check.amount);
    }
    this.error = null;
    this.keypad.open();
  }

  private startAttempt(amt: Money): PlanAttempt {
    const schedule = { period: this.draft.period, day: this.draft.day };
    if (this.action === 'add') {
      return new PlanAttempt(this.desk, this.failures, { add: { planNo: this.ids.randomId(), prdCode: this.product!.prdCode, amt, ...schedule } });
    }
    const change: PlanChange = { amt, schedule };
    return new PlanAttempt(this.desk, this.failures, { planNo: this.plan!.planNo, change });
  }

  keypadClosed(): void {
    this.keypad.closedUnfinished();
  }

  async pay(pin: SealedPin): Promise<void> {
    if (this.attempt) await this.keypad.pay(this.attempt, pin);
  }

  checkAgain(): Promise<void> {
    return this.keypad.checkAgain(this.attempt);
  }

  sendAgain(): void {
    this.keypad.sendAgain();
  }

  private settle(outcome: PlanOutcome): void {
    this.error = outcome.kind === 'refused' ? outcome.message : null;
    if (outcome.kind !== 'done') return;
    this.results.remember(this.action, outcome.plan);
    this.navigator.replace(ROUTES.planDone.path, { planNo: outcome.plan.planNo, action: this.action });
  }
}

export const createPlanFormViewModel = (action: Exclude<PlanAction, 'stop'>, results: PlanResults) => (resolve: Resolve) =>
  new PlanFormViewModel(action, createBuyGate(resolve), resolve(TOKENS.loadProduct), resolve(TOKENS.planDesk), results, resolve(TOKENS.presentFailure),
    resolve(TOKENS.navigator), resolve(TOKENS.notifier), resolve(TOKENS.idGenerator));
