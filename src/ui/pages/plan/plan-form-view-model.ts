import { runInAction } from 'mobx';
import type { Product } from '../../../domain/catalog/product';
import { checkPurchaseAmount } from '../../../domain/purchase/purchase-amount';
import { isValidSchedule, planDays, type Plan, type PlanPeriod } from '../../../domain/purchase/plan';
import { decimalText, type Money } from '../../../domain/money/money';
import type { PageProduct } from '../../view-models/page-product';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { PlanDesk } from '../../../application/ports/plan-desk';
import type { ConfirmedOrders, OrderOutcome } from '../../../application/orders/confirmed-order';
import type { PlanCall } from '../../../application/purchase/plan-call';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { BuyGate } from '../purchase/buy-gate';
import type { PlanAction, PlanDraft, PlanResults } from './plan-results';
import { PLAN_PAGE_TEXT } from './plan-texts';
import { KeypadOrder } from '../../view-models/keypad-order';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

type Step = 'entry' | 'keypad' | 'sending';

/**
 * /fixedtime (a new plan; its draft kept alive) and /fixedtimeupdate (a plan's amount and
 * schedule): the buy preconditions, the amount by the purchase rule, the schedule, then the keypad
 * and one plan call per confirmed plan.
 */
export class PlanFormViewModel {
  product: Product | null = null;
  /** missing: /fixedtimeupdate for a plan the customer does not have. */
  state: 'loading' | 'loaded' | 'failed' | 'missing' = 'loading';
  /** /fixedtime: the customer's active plan on this product (a second one is not allowed); /fixedtimeupdate: the plan changed. */
  plan: Plan | null = null;
  draft: PlanDraft = { amount: '', period: '3', day: '1' };
  error: string | null = null;
  readonly order: KeypadOrder<PlanCall, Plan>;

  constructor(
    readonly action: Exclude<PlanAction, 'stop'>,
    readonly gate: BuyGate,
    private readonly pageProduct: PageProduct,
    private readonly desk: PlanDesk,
    planCalls: () => ConfirmedOrders<PlanCall, Plan, SealedPin>,
    private readonly results: PlanResults,
    private readonly failures: PresentFailure,
    private readonly navigator: Navigator,
    notifier: Notifier,
  ) {
    this.order = new KeypadOrder(planCalls(), notifier, PLAN_PAGE_TEXT.unfinished, { settled: (outcome) => this.settled(outcome) });
    makeViewState(this);
  }

  /** The plan form, the keypad, or the plan call on its way. */
  get step(): Step {
    return this.order.step ?? 'entry';
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
    const loaded = await this.pageProduct.load(plan?.prdCode ?? code);
    if (loaded.kind !== 'loaded') {
      runInAction(() => (this.state = 'failed'));
      return;
    }
    if (this.action === 'add' && !plan) await this.gate.pass(loaded.product, 'notice', 'open');
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
    this.error = null;
    // The same plan confirmed again (after a refusal or a lost answer) keeps its number.
    this.order.open(this.callFor(check.amount));
  }

  private callFor(amt: Money): PlanCall {
    const schedule = { period: this.draft.period, day: this.draft.day };
    return this.action === 'add' ? { add: { prdCode: this.product!.prdCode, amt, ...schedule } } : { planNo: this.plan!.planNo, change: { amt, schedule } };
  }

  /** The bank's answer: the success page, or the refusal here; a lost answer stays as the order's note. */
  private settled(outcome: OrderOutcome<Plan>): void {
    this.error = outcome.kind === 'refused' ? outcome.message : null;
    if (outcome.kind !== 'done') return;
    this.results.remember(this.action, outcome.held);
    this.navigator.replace(ROUTES.planDone.path, { planNo: outcome.held.planNo, action: this.action });
  }
}
