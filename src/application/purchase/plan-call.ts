import type { Plan } from '../../domain/purchase/plan';
import type { OrderKind } from '../orders/confirmed-order';
import type { NewPlan, PlanChange, PlanDesk } from '../ports/plan-desk';
import type { SealedPin } from '../ports/pin-sealer';
import type { CustomerSession } from '../session/customer-session';

export const PLAN_CALL_TEXT = {
  notReceived: '定投请求未送达银行，计划未生效，请重新提交',
  unknown: '定投结果暂未确认，请稍后查询，请勿重复提交',
  refused: '定投计划未能生效，请稍后重试',
} as const;

/** A plan call the customer confirmed: a new plan (its planNo is the order's id, so a retry never makes two), or a change to one. */
export type PlanCall = { add: Omit<NewPlan, 'planNo'> } | { planNo: string; change: PlanChange };

const planNoOf = (id: string, call: PlanCall): string => ('add' in call ? id : call.planNo);

const changeKey = (change: PlanChange): string => ('stop' in change ? 'stop' : `${change.amt?.fen}|${change.schedule?.period}|${change.schedule?.day}`);

/** Whether the bank's plan shows the call done: it exists (a new plan), or it is as the change wanted. */
function tookEffect(plan: Plan, call: PlanCall): boolean {
  if ('add' in call) return true;
  const { change } = call;
  if ('stop' in change) return !plan.active;
  return (!change.amt || change.amt.fen === plan.amt.fen) && (!change.schedule || (change.schedule.period === plan.period && change.schedule.day === plan.day));
}

/** A plan call as a confirmed order: autoInvestAdd or autoInvestUpdate; found among the customer's plans (listAutoInvest). */
export function planCallKind(desk: PlanDesk, session: Pick<CustomerSession, 'channelCode'>): OrderKind<PlanCall, Plan, SealedPin> {
  return {
    keyOf: (call) => ('add' in call ? `add|${call.add.prdCode}|${call.add.amt.fen}|${call.add.period}|${call.add.day}` : `${call.planNo}|${changeKey(call.change)}`),
    send: ({ id, terms }, pin) => ('add' in terms
      ? desk.add({ ...terms.add, planNo: id }, pin, session.channelCode)
      : desk.update(terms.planNo, terms.change, pin, session.channelCode)),
    async find({ id, terms }) {
      const plans = await desk.list();
      if (plans.kind !== 'ok') return { kind: 'unknown' };
      const plan = plans.value.find((p) => p.planNo === planNoOf(id, terms));
      return plan && tookEffect(plan, terms) ? { kind: 'done', held: plan } : { kind: 'notReceived' };
    },
    text: PLAN_CALL_TEXT,
  };
}
