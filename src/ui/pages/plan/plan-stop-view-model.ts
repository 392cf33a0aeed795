import { runInAction } from 'mobx';
import type { Plan } from '../../../domain/purchase/plan';
import { DIALOG_TEXT } from '../../../domain/errors/messages';
import type { Notifier } from '../../../application/ports/interaction';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { PlanDesk } from '../../../application/ports/plan-desk';
import type { ConfirmedOrders, OrderOutcome } from '../../../application/orders/confirmed-order';
import type { PlanCall } from '../../../application/purchase/plan-call';
import type { PresentFailure } from '../../../application/session/present-failure';
import { KeypadOrder } from '../../view-models/keypad-order';
import type { PlanResults } from './plan-results';
import { PLAN_PAGE_TEXT } from './plan-texts';
import { makeViewState } from '../../view-models/view-state';

/** /fixedtimestop: the plan, the question, the PIN, and the plan stopped (SPEC §2). */
export class PlanStopViewModel {
  plan: Plan | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  /** The bank's refusal or a lost answer, in words. */
  message: string | null = null;
  readonly order: KeypadOrder<PlanCall, Plan>;

  constructor(
    private readonly desk: PlanDesk,
    planCalls: () => ConfirmedOrders<PlanCall, Plan, SealedPin>,
    private readonly results: PlanResults,
    private readonly failures: PresentFailure,
    private readonly notifier: Notifier,
  ) {
    this.order = new KeypadOrder(planCalls(), notifier, PLAN_PAGE_TEXT.unfinished, { settled: (outcome) => this.settled(outcome) });
    makeViewState(this);
  }

  get step(): 'entry' | 'keypad' | 'sending' {
    return this.order.step ?? 'entry';
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
    this.order.open({ planNo: plan.planNo, change: { stop: true } });
  }

  /** The bank's answer: the plan as it now stands, or the refusal or lost answer in words. */
  private settled(outcome: OrderOutcome<Plan>): void {
    this.message = outcome.kind === 'done' ? null : outcome.message;
    if (outcome.kind !== 'done') return;
    this.plan = outcome.held;
    this.results.remember('stop', outcome.held);
  }
}
