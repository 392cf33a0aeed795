import { runInAction } from 'mobx';
import type { Plan } from '../../../domain/purchase/plan';
import { DIALOG_TEXT } from '../../../domain/errors/messages';
import type { Notifier } from '../../../application/ports/interaction';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { PlanDesk } from '../../../application/ports/plan-desk';
import type { ConfirmedOrders, OrderOutcome } from '../../../application/orders/confirmed-order';
import type { PlanCall } from '../../../application/purchase/plan-call';
import type { PresentFailure } from '../../../application/session/present-failure';
import { KeypadStep } from '../../view-models/keypad-step';
import { watched } from '../../view-models/watched';
import type { PlanResults } from './plan-results';
import { PLAN_PAGE_TEXT } from './plan-texts';
import { makeViewState } from '../../view-models/view-state';

/** /fixedtimestop: the plan, the question, the PIN, and the plan stopped (SPEC §2). */
export class PlanStopViewModel {
  plan: Plan | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  /** The bank's refusal or a lost answer, in words. */
  message: string | null = null;
  readonly keypad: KeypadStep;
  private readonly orders: () => ConfirmedOrders<PlanCall, Plan, SealedPin>;

  constructor(
    private readonly desk: PlanDesk,
    planCalls: () => ConfirmedOrders<PlanCall, Plan, SealedPin>,
    private readonly results: PlanResults,
    private readonly failures: PresentFailure,
    private readonly notifier: Notifier,
  ) {
    this.keypad = new KeypadStep(notifier, PLAN_PAGE_TEXT.unfinished);
    this.orders = watched(planCalls());
    makeViewState(this);
  }

  get step(): 'entry' | 'keypad' | 'sending' {
    if (this.keypad.shown) return 'keypad';
    return this.orders().busy ? 'sending' : 'entry';
  }

  async load(planNo: string | undefined): Promise<void> {
    this.state = 'loading';
    const plans = await this.desk.list();
    if (plans.kind !== 'ok') await this.failures.present(plans);
    runInAction(() => {
      this.state = plans.kind === 'ok' ? 'loaded' : 'failed';
      this.plan = plans.kind === 'ok' ? (plans.value.find((p) => p.planNo === planNo) ?? null) : null;
    });
  }

  async stop(): Promise<void> {
    const plan = this.plan;
    if (!plan?.active || this.step !== 'entry') return;
    const sure = await this.notifier.confirm({ title: DIALOG_TEXT.promptTitle, message: PLAN_PAGE_TEXT.stopQuestion, confirmText: PLAN_PAGE_TEXT.stop, cancelText: DIALOG_TEXT.cancel });
    if (!sure) return;
    this.orders().confirm({ planNo: plan.planNo, change: { stop: true } });
    this.keypad.open();
  }

  keypadClosed(): void {
    this.keypad.closedUnfinished();
  }

  async confirmStop(pin: SealedPin): Promise<void> {
    if (this.step !== 'keypad') return;
    this.keypad.close();
    this.settle(await this.orders().submit(pin));
  }

  private settle(outcome: OrderOutcome<Plan> | null): void {
    if (!outcome) return;
    this.message = outcome.kind === 'done' ? null : outcome.message;
    if (outcome.kind !== 'done') return;
    this.plan = outcome.held;
    this.results.remember('stop', outcome.held);
  }
}
