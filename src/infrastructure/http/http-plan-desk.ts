import type { NewPlan, PlanChange, PlanDesk } from '../../application/ports/plan-desk';
import type { SealedPin } from '../../application/ports/pin-sealer';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED } from '../../domain/constants';
import { decimalText } from '../../domain/money/money';
import { isPlanPeriod, type Plan } from '../../domain/purchase/plan';
import type { HttpClient } from './http-client';
import { amount, isObject, listOf, mapOk, text } from './parse';

/** One page is every plan a customer can have (one active per product). */
const PLANS_QUERY_NUM = 99;
const customer = { accType: FIXED.accType, idType: FIXED.idType };
const sealed = (pin: SealedPin) => ({ passwd: pin.passwd, random: pin.random });

function toPlan(raw: unknown): Plan | null {
  if (!isObject(raw) || !text(raw.planNo)) return null;
  const amt = amount(raw.amt);
  const period = text(raw.period);
  if (!amt || !isPlanPeriod(period)) return null;
  return {
    planNo: text(raw.planNo), prdCode: text(raw.prdCode), prdName: text(raw.prdName), amt, period, day: text(raw.day),
    active: text(raw.status) === '1', nextDate: text(raw.nextDate),
  };
}

function changeBody(change: PlanChange) {
  if ('stop' in change) return { status: '0' };
  return { ...(change.amt && { amt: decimalText(change.amt) }), ...change.schedule };
}

export class HttpPlanDesk implements PlanDesk {
  constructor(private readonly http: HttpClient) {}

  async add(plan: NewPlan, pin: SealedPin): Promise<CallOutcome<Plan>> {
    const body = {
      ...customer, channel: FIXED.channel, prdCode: plan.prdCode, amt: decimalText(plan.amt), period: plan.period, day: plan.day,
      uniOrderId: plan.planNo, ...sealed(pin),
    };
    return mapOk(await this.http.post('autoInvestAdd', body), toPlan);
  }

  async update(planNo: string, change: PlanChange, pin: SealedPin): Promise<CallOutcome<Plan>> {
    return mapOk(await this.http.post('autoInvestUpdate', { ...customer, planNo, ...changeBody(change), ...sealed(pin) }), toPlan);
  }

  async list(): Promise<CallOutcome<Plan[]>> {
    const outcome = await this.http.post('listAutoInvest', { ...customer, offSet: 0, queryNum: PLANS_QUERY_NUM });
    return mapOk(outcome, (response) => (isObject(response) ? listOf(response.lineList, toPlan) : null));
  }
}
