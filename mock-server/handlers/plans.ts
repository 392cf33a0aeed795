import dayjs from 'dayjs';
import { decimalText } from '../../src/domain/money/money';
import { BadRequest, refuse } from '../envelopes';
import { optionalChoice, optionalText, pageOf, personalAccount, requiredText, type Params } from '../params';
import { assertCustomerMayBuy, assertOnSale, assertRiskFits } from '../rules/buying';
import { followingPlanDate, nextPlanDate, type PlanPeriod } from '../rules/plan-schedule';
import { orderAmount } from '../rules/purchase-amount';
import { carriedChannelCode } from '../rules/channel-code';
import type { SeedCustomer } from '../seed/personas';
import type { SeedPlan } from '../seed/plans';
import type { SeedProduct } from '../seed/products';
import type { Db, Handler } from './context';
import { assertPin, earlierAnswer, ORDER_ID, orderTerms, productOf, sameOrder, sealedPin } from './purchase';

/** One instalment of a plan as listAutoInvestRecords answers it. */
export interface PlanRun {
  /** The instalment's number, 1 the first. */
  seq: string;
  planNo: string;
  prdCode: string;
  prdName: string;
  /** YYYY-MM-DD. */
  execDate: string;
  amt: string;
  status: PlanRunStatus;
  /** Why a failed instalment failed; '' for one that succeeded. */
  reason: string;
  /** The instalment's order number (20 characters). */
  uniOrderId: string;
}

/**
 * An instalment's outcome, as a code (as a plan's own `status`): `1` 扣款成功, `0` 扣款失败. A code,
 * not the words: the store says them, and a closed set of values is no text the bank writes.
 */
export type PlanRunStatus = '1' | '0';
export const PLAN_RUN_STATUS = { done: '1', failed: '0' } as const satisfies Record<string, PlanRunStatus>;

/** The refusals of autoInvestAdd and autoInvestUpdate that a purchase does not have, in the customer's words. */
export const PLAN_REFUSALS = {
  notPlanProduct: '该产品暂不支持定投',
  planExists: '您已有该产品的定投计划，可在我的定投中修改',
  badPeriod: '定投周期不正确',
  badDay: '定投日期不正确',
  dayWithPeriod: '修改定投周期时，请同时选择定投日期',
  noSuchPlan: '没有找到该定投计划',
  stopped: '该定投计划已终止',
} as const;

const ACTIVE = '1';
const STOPPED = '0';
const SCHEDULE_TEXT = /^\d{1,2}$/;
const daysUpTo = (last: number) => Array.from({ length: last }, (_, i) => String(i + 1));
const WEEKDAYS = daysUpTo(5);
/** The days a plan may fall on, by period: Monday–Friday, or a day of month every month has. */
const PLAN_DAYS: Record<PlanPeriod, string[]> = { '1': WEEKDAYS, '2': WEEKDAYS, '3': daysUpTo(28) };

const isPeriod = (text: string): text is PlanPeriod => Object.keys(PLAN_DAYS).includes(text);

/**
 * A plan's instalments, the first first: every date of its schedule strictly after the day it was
 * made, up to the bank's today (an instalment due today has run), or, for a stopped plan, up to the
 * day before it was stopped. They follow the plan's present amount and schedule; `failedRuns` says
 * which failed and why. A plan made today has none.
 */
export function planRuns(plan: SeedPlan, today: string): PlanRun[] {
  const last = plan.status === STOPPED ? dayjs(plan.updatedAt).subtract(1, 'day').format('YYYY-MM-DD') : today;
  const runs: PlanRun[] = [];
  for (let date = nextPlanDate(plan.createdAt, plan.period, plan.day); date <= last; date = followingPlanDate(date, plan.period, plan.day)) {
    const seq = String(runs.length + 1);
    const reason = plan.failedRuns?.[seq] ?? '';
    runs.push({
      seq, planNo: plan.planNo, prdCode: plan.prdCode, prdName: plan.prdName, execDate: date, amt: plan.amt,
      status: reason ? PLAN_RUN_STATUS.failed : PLAN_RUN_STATUS.done, reason,
      uniOrderId: `F${date.replaceAll('-', '')}${plan.planNo.slice(-7)}${seq.padStart(4, '0')}`,
    });
  }
  return runs;
}

/** A known period, and a day that period has. */
function validSchedule(period: string, day: string): Pick<SeedPlan, 'period' | 'day'> {
  if (!isPeriod(period)) return refuse(PLAN_REFUSALS.badPeriod, 'E2903');
  if (!PLAN_DAYS[period].includes(day)) refuse(PLAN_REFUSALS.badDay, 'E2904');
  return { period, day };
}

function assertTakesPlans(product: SeedProduct): void {
  if (product.isAutoInvest !== '1') refuse(PLAN_REFUSALS.notPlanProduct, 'E2901');
}

/** One active plan per customer and product: the second is a change of the first. */
function assertNoActivePlan(db: Db, c: SeedCustomer, product: SeedProduct): void {
  if (db.get('plans').find({ customer: c.id, prdCode: product.prdCode, status: ACTIVE }).value()) refuse(PLAN_REFUSALS.planExists, 'E2902');
}

const publicPlan = ({ planNo, prdCode, prdName, amt, period, day, status, nextDate, createdAt, updatedAt, channelCode, updateChannelCode }: SeedPlan) =>
  ({ planNo, prdCode, prdName, amt, period, day, status, nextDate, createdAt, updatedAt, ...(channelCode ? { channelCode } : {}), ...(updateChannelCode ? { updateChannelCode } : {}) });

/** autoInvestAdd's parameters: an order's terms plus the schedule. */
function addTerms(body: Params) {
  const terms = orderTerms(body);
  return { ...terms, period: requiredText(body, 'period', SCHEDULE_TEXT), day: requiredText(body, 'day', SCHEDULE_TEXT) };
}

/** autoInvestUpdate's parameters: either status 0 alone (stop), or at least one of amt, period, day. */
function updateTerms(body: Params) {
  personalAccount(body);
  const channelCode = carriedChannelCode(body);
  const planNo = requiredText(body, 'planNo', ORDER_ID);
  const stop = optionalChoice(body, 'status', [ACTIVE, STOPPED], ACTIVE) === STOPPED;
  const change = { amt: optionalText(body, 'amt', /^.{1,20}$/), period: optionalText(body, 'period', SCHEDULE_TEXT), day: optionalText(body, 'day', SCHEDULE_TEXT) };
  const changing = Object.values(change).some((value) => value !== undefined);
  if (stop && changing) throw new BadRequest('参数错误：终止定投时不能同时修改 amt、period、day');
  if (!stop && !changing) throw new BadRequest('参数错误：amt、period、day 至少要有一项');
  return { planNo, stop, change, pin: sealedPin(body), channelCode };
}

/** The changed amount and schedule, each checked as autoInvestAdd checks it; a new period needs its day. */
function validChanges(db: Db, plan: SeedPlan, { amt, period = plan.period, day }: ReturnType<typeof updateTerms>['change']): Partial<SeedPlan> {
  const amount = amt === undefined ? plan.amt : decimalText(orderAmount(amt, productOf(db, plan.prdCode)));
  if (period !== plan.period && day === undefined) refuse(PLAN_REFUSALS.dayWithPeriod, 'E2903');
  return { amt: amount, ...validSchedule(period, day ?? plan.day) };
}

export const planHandlers: Record<string, Handler> = {
  /** Makes a plan; checked like a purchase of one instalment. Idempotent on uniOrderId, which becomes the planNo. */
  'POST /api/dbank/autoInvestAdd': ({ db, customer, today, body }) => {
    const terms = addTerms(body);
    const c = customer();
    const earlier = earlierAnswer(db.get('plans').find({ planNo: terms.uniOrderId }).value(), (plan) =>
      sameOrder(plan, c, terms) && plan.period === terms.period && plan.day === terms.day);
    if (earlier) return publicPlan(earlier);

    const product = productOf(db, terms.prdCode);
    const bankDay = dayjs(today());
    assertOnSale(product, bankDay);
    assertTakesPlans(product);
    assertCustomerMayBuy(c);
    assertRiskFits(c, product, bankDay);
    const amt = decimalText(orderAmount(terms.amt, product));
    const schedule = validSchedule(terms.period, terms.day);
    assertNoActivePlan(db, c, product);
    assertPin(db, c, terms.pin);

    const plan: SeedPlan = {
      planNo: terms.uniOrderId, customer: c.id, prdCode: product.prdCode, prdName: product.prdName, amt, ...schedule,
      status: ACTIVE, nextDate: nextPlanDate(today(), schedule.period, schedule.day), createdAt: today(), updatedAt: today(),
      channelCode: terms.channelCode,
    };
    db.get('plans').push(plan).write();
    return publicPlan(plan);
  },

  /** Stops the customer's active plan (status 0), or changes its amount, period or day. */
  'POST /api/dbank/autoInvestUpdate': ({ db, customer, today, body }) => {
    const { planNo, stop, change, pin, channelCode } = updateTerms(body);
    const c = customer();
    const plan = db.get('plans').find({ planNo, customer: c.id }).value() ?? refuse(PLAN_REFUSALS.noSuchPlan, 'E2905');
    if (plan.status === STOPPED) refuse(PLAN_REFUSALS.stopped, 'E2906');
    const changes = stop ? { status: STOPPED } as const : validChanges(db, plan, change);
    assertPin(db, c, pin);

    const updated: SeedPlan = { ...plan, ...changes, updatedAt: today(), updateChannelCode: channelCode };
    updated.nextDate = nextPlanDate(today(), updated.period, updated.day);
    db.get('plans').find({ planNo }).assign(updated).write();
    return publicPlan(updated);
  },

  /** The customer's plans, active and stopped, newest first (SPEC §7: lineList and totNum). */
  'POST /api/dbank/listAutoInvest': ({ db, customer, body }) => {
    personalAccount(body);
    const plans = db.get('plans').filter({ customer: customer().id }).value().reverse();
    return pageOf(plans.map(publicPlan), body);
  },

  /** A plan's instalments (planRuns), newest first; only the customer's own plans (E2905). */
  'POST /api/dbank/listAutoInvestRecords': ({ db, customer, today, body }) => {
    personalAccount(body);
    const planNo = requiredText(body, 'planNo', ORDER_ID);
    const plan = db.get('plans').find({ planNo, customer: customer().id }).value() ?? refuse(PLAN_REFUSALS.noSuchPlan, 'E2905');
    return pageOf(planRuns(plan, today()).reverse(), body);
  },
};
