import type { ChannelCode } from '../../domain/entry/channel-code';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Money } from '../../domain/money/money';
import type { Plan, PlanRecord, PlanSchedule } from '../../domain/purchase/plan';
import type { SealedPin } from './pin-sealer';

export interface NewPlan extends PlanSchedule {
  /** Made once per confirmed plan and sent with every try: the bank never makes two. */
  planNo: string;
  prdCode: string;
  amt: Money;
}

/** A change to a plan: its amount or schedule, or the stop. */
export type PlanChange = { amt?: Money; schedule?: PlanSchedule } | { stop: true };

/** A page of a list: from offSet, up to queryNum lines. */
export interface PlanPaging {
  offSet: number;
  queryNum: number;
}

export interface PlansPage {
  plans: Plan[];
  /** Every plan of the customer's, on all pages. */
  total: number;
}

export interface PlanRecordsPage {
  records: PlanRecord[];
  /** Every instalment of the plan, on all pages. */
  total: number;
}

/** The bank's fixed-amount plan calls (autoInvestAdd, autoInvestUpdate, listAutoInvest, listAutoInvestRecords). */
export interface PlanDesk {
  /** Every plan call carries where the customer came from (SPEC §9's carried channel code). */
  add(plan: NewPlan, pin: SealedPin, channelCode: ChannelCode): Promise<CallOutcome<Plan>>;
  update(planNo: string, change: PlanChange, pin: SealedPin, channelCode: ChannelCode): Promise<CallOutcome<Plan>>;
  /** The customer's plans, stopped ones too, newest first (one page of 99: every plan a customer has). */
  list(): Promise<CallOutcome<Plan[]>>;
  /** A page of the customer's plans, newest first (我的定投). */
  listPage(page: PlanPaging): Promise<CallOutcome<PlansPage>>;
  /** A page of one plan's instalments, newest first; a plan not the customer's is the bank's E2905 refusal. */
  records(planNo: string, page: PlanPaging): Promise<CallOutcome<PlanRecordsPage>>;
}
