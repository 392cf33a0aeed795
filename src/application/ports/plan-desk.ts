import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Money } from '../../domain/money/money';
import type { Plan, PlanSchedule } from '../../domain/purchase/plan';
import type { SealedPin } from './pin-sealer';

export interface NewPlan extends PlanSchedule {
  /** Made once per confirmed plan and sent with every try: the bank never makes two. */
  planNo: string;
  prdCode: string;
  amt: Money;
}

/** A change to a plan: its amount or schedule, or the stop. */
export type PlanChange = { amt?: Money; schedule?: PlanSchedule } | { stop: true };

/** The bank's fixed-amount plan calls (autoInvestAdd, autoInvestUpdate, listAutoInvest). */
export interface PlanDesk {
  add(plan: NewPlan, pin: SealedPin): Promise<CallOutcome<Plan>>;
  update(planNo: string, change: PlanChange, pin: SealedPin): Promise<CallOutcome<Plan>>;
  /** The customer's plans, stopped ones too, newest first. */
  list(): Promise<CallOutcome<Plan[]>>;
}
