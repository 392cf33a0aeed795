import { formatYuan } from '../../../domain/money/money';
import { PLAN_TEXT, scheduleText, type Plan } from '../../../domain/purchase/plan';
import { PLAN_PAGE_TEXT } from './plan-texts';

/** A plan as rows of words: product, each amount, schedule, next instalment (while active), status, number. */
export const planRows = (plan: Plan): Array<[string, string]> => [
  [PLAN_PAGE_TEXT.product, plan.prdName],
  [PLAN_PAGE_TEXT.amountEach, `${formatYuan(plan.amt)}元`],
  [PLAN_PAGE_TEXT.schedule, scheduleText(plan)],
  ...(plan.active ? [[PLAN_PAGE_TEXT.nextDate, plan.nextDate] as [string, string]] : []),
  [PLAN_PAGE_TEXT.status, plan.active ? PLAN_TEXT.active : PLAN_TEXT.stopped],
  [PLAN_PAGE_TEXT.planNo, plan.planNo],
];
