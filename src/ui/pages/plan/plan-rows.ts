import { formatYuan } from '../../../domain/money/money';
import { PLAN_TEXT, recordStatusText, scheduleText, type Plan, type PlanRecord } from '../../../domain/purchase/plan';
import { PLAN_PAGE_TEXT, PLAN_RECORD_TEXT } from './plan-texts';
import { linkTo, ROUTES } from '../../app/router';

/** A plan as rows of words: product, each amount, schedule, next instalment (while active), status, number. */
export const planRows = (plan: Plan): Array<[string, string]> => [
  [PLAN_PAGE_TEXT.product, plan.prdName],
  [PLAN_PAGE_TEXT.amountEach, `${formatYuan(plan.amt)}元`],
  [PLAN_PAGE_TEXT.schedule, scheduleText(plan)],
  ...(plan.active ? [[PLAN_PAGE_TEXT.nextDate, plan.nextDate] as [string, string]] : []),
  [PLAN_PAGE_TEXT.status, planStatusText(plan)],
  [PLAN_PAGE_TEXT.planNo, plan.planNo],
];

export const planStatusText = (plan: Pick<Plan, 'active'>): string => (plan.active ? PLAN_TEXT.active : PLAN_TEXT.stopped);

/** A plan in 我的定投 below its product and status: each amount, schedule, next instalment (while active). */
export const planListRows = (plan: Plan): Array<[string, string]> => [
  [PLAN_PAGE_TEXT.amountEach, `${formatYuan(plan.amt)}元`],
  [PLAN_PAGE_TEXT.schedule, scheduleText(plan)],
  ...(plan.active ? [[PLAN_PAGE_TEXT.nextDate, plan.nextDate] as [string, string]] : []),
];

/** An instalment on its plan's page below its date and status: the amount, and why it failed. */
export const recordListRows = (record: PlanRecord): Array<[string, string]> => [
  [PLAN_RECORD_TEXT.amount, `${formatYuan(record.amt)}元`],
  ...(!record.succeeded && record.reason ? [[PLAN_RECORD_TEXT.reason, record.reason] as [string, string]] : []),
];

/** One instalment's page: product, number, date, amount, status, why it failed, order and plan numbers. */
export const recordRows = (record: PlanRecord): Array<[string, string]> => [
  [PLAN_PAGE_TEXT.product, record.prdName],
  [PLAN_RECORD_TEXT.seq, PLAN_RECORD_TEXT.seqText(record.seq)],
  [PLAN_RECORD_TEXT.date, record.execDate],
  [PLAN_RECORD_TEXT.amount, `${formatYuan(record.amt)}元`],
  [PLAN_RECORD_TEXT.status, recordStatusText(record)],
  ...(!record.succeeded && record.reason ? [[PLAN_RECORD_TEXT.reason, record.reason] as [string, string]] : []),
  [PLAN_RECORD_TEXT.orderNo, record.uniOrderId],
  [PLAN_PAGE_TEXT.planNo, record.planNo],
];

/** 我的定投's pages, as the route samples and the browser assembly name them. */
export const MY_PLAN_ROUTES = { list: ROUTES.myPlans.path, plan: ROUTES.planInfo.path, record: ROUTES.planRecord.path } as const;

export const planInfoHref = (planNo: string) => linkTo(ROUTES.planInfo, { planNo });
export const recordHref = (record: Pick<PlanRecord, 'planNo' | 'seq'>) => linkTo(ROUTES.planRecord, { planNo: record.planNo, seq: record.seq });
