import type dayjs from 'dayjs';
import { nextPlanDate, type PlanPeriod } from '../rules/plan-schedule';
import type { SeedProduct } from './products';

/** A fixed-amount plan (定投) as the bank keeps it (`/__mock/db/plans`). */
export interface SeedPlan {
  /** The client's uniOrderId of the autoInvestAdd that made it. */
  planNo: string;
  customer: string;
  prdCode: string;
  prdName: string;
  /** Each instalment, decimal text. */
  amt: string;
  period: PlanPeriod;
  /** The weekday '1'–'5' (Monday–Friday) for periods 1 and 2, the day of month '1'–'28' for period 3. */
  day: string;
  /** 1 生效中, 0 已终止. */
  status: '1' | '0';
  /** YYYY-MM-DD: the next instalment, strictly after the day the plan was made or last changed. */
  nextDate: string;
  createdAt: string;
  updatedAt: string;
  /** Where the customer came from when making it (the carried channel code, rules/channel-code.ts); seeded plans have none. */
  channelCode?: string;
  /** Where the customer came from at the last change or stop. */
  updateChannelCode?: string;
  /** The instalments that failed, by their number (seq, 1 the first): the reason in the bank's words. Seeded plans only. */
  failedRuns?: Record<string, string>;
}

const DATE = 'YYYY-MM-DD';

/** The reason of default's one failed instalment (its plan's second). */
export const SEEDED_FAILURE_REASON = '理财签约卡余额不足';

/**
 * default's fixed-amount plans (and no other persona's), dated relative to today, on two demand
 * products no scenario plans on: an active monthly plan made four months ago, whose second
 * instalment failed, and a plan every two weeks that ran for four months and was stopped two months
 * ago. Their instalments follow from their schedules (planRuns in handlers/plans.ts). Scenarios
 * tell them from their own plans by `createdAt`: nothing seeded is made today.
 */
export function buildPlans(products: SeedProduct[], today: dayjs.Dayjs): SeedPlan[] {
  const nameOf = (prdCode: string) => products.find((p) => p.prdCode === prdCode)!.prdName;
  const created = today.subtract(4, 'month').format(DATE);
  const stoppedMade = today.subtract(180, 'day').format(DATE);
  const stoppedOn = today.subtract(60, 'day').format(DATE);
  return [
    {
      planNo: 'PSEED000000000000002', customer: 'default', prdCode: 'DMND000004', prdName: nameOf('DMND000004'), amt: '500.00', period: '2', day: '3',
      status: '0', nextDate: nextPlanDate(stoppedOn, '2', '3'), createdAt: stoppedMade, updatedAt: stoppedOn,
    },
    {
      planNo: 'PSEED000000000000001', customer: 'default', prdCode: 'DMND000003', prdName: nameOf('DMND000003'), amt: '1000.00', period: '3', day: '8',
      status: '1', nextDate: nextPlanDate(today.format(DATE), '3', '8'), createdAt: created, updatedAt: created, failedRuns: { 2: SEEDED_FAILURE_REASON },
    },
  ];
}
