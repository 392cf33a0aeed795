import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Plan } from '../../domain/purchase/plan';
import type { LostAnswer } from '../../domain/purchase/order';
import type { NewPlan, PlanChange, PlanDesk } from '../ports/plan-desk';
import type { SealedPin } from '../ports/pin-sealer';
import type { PresentFailure } from '../session/present-failure';
import { endOfTry, SettledOnce } from '../settled-once';

export type PlanOutcome = { kind: 'done'; plan: Plan } | { kind: 'refused'; message: string } | LostAnswer;

export const PLAN_ATTEMPT_TEXT = {
  notReceived: '定投请求未送达银行，计划未生效，请重新提交',
  unknown: '定投结果暂未确认，请稍后查询，请勿重复提交',
  refused: '定投计划未能生效，请稍后重试',
} as const;

/**
 * One plan call the customer confirmed: a new plan (its planNo made once, so a retry can never
 * make two) or a change. A lost answer is settled by asking for the customer's plans, never by
 * sending again blindly: a new plan is found by its number; a change, by the plan as it now is.
 */
export class PlanAttempt {
  private readonly answer = new SettledOnce<PlanOutcome>((outcome) => outcome.kind === 'done');

  constructor(
    private readonly desk: PlanDesk,
    private readonly failures: PresentFailure,
    private readonly call: { add: NewPlan } | { planNo: string; change: PlanChange },
  ) {}

  get planNo(): string {
    return 'add' in this.call ? this.call.add.planNo : this.call.planNo;
  }

  submit(pin: SealedPin): Promise<PlanOutcome> {
    return this.answer.run(async () => this.settle('add' in this.call ? await this.desk.add(this.call.add, pin) : await this.desk.update(this.call.planNo, this.call.change, pin)));
  }

  checkAgain(): Promise<PlanOutcome> {
    return this.answer.run(() => this.ask());
  }

  private settle(outcome: CallOutcome<Plan>): Promise<PlanOutcome> {
    return endOfTry(outcome, {
      taken: (plan) => ({ kind: 'done', plan }),
      ask: () => this.ask(),
      isTaken: (answer) => answer.kind === 'done',
      refused: (message) => ({ kind: 'refused', message: message || PLAN_ATTEMPT_TEXT.refused }),
      unknownText: PLAN_ATTEMPT_TEXT.refused,
      failures: this.failures,
    });
  }

  private async ask(): Promise<PlanOutcome> {
    const plans = await this.desk.list();
    if (plans.kind !== 'ok') return { kind: 'unknown', message: PLAN_ATTEMPT_TEXT.unknown };
    const plan = plans.value.find((p) => p.planNo === this.planNo);
    if (plan && this.tookEffect(plan)) return { kind: 'done', plan };
    return { kind: 'notReceived', message: PLAN_ATTEMPT_TEXT.notReceived };
  }

  /** Whether the bank's plan shows this call done: it exists (an add), or it is as the change wanted. */
  private tookEffect(plan: Plan): boolean {
    if ('add' in this.call) return true;
    const { change } = this.call;
    if ('stop' in change) return !plan.active;
    return (!change.amt || change.amt.fen === plan.amt.fen) && (!change.schedule || (change.schedule.period === plan.period && change.schedule.day === plan.day));
  }
}
