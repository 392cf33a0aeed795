import type { ChannelCode } from '../../domain/entry/channel-code';
import type { NewPlan, PlanChange, PlanDesk, PlanPaging, PlanRecordsPage, PlansPage } from '../../application/ports/plan-desk';
import type { SealedPin } from '../../application/ports/pin-sealer';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import { decimalText } from '../../domain/money/money';
import { isPlanPeriod, type Plan, type PlanRecord } from '../../domain/purchase/plan';
import type { HttpClient } from './http-client';
import { amount, isObject, listOf, mapOk, text, type Json } from './parse';

/** One page is every plan a customer can have (one active per product). */
const PLANS_QUERY_NUM = 99;
const customer = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An instalment's status code (mock-server/README.md): 1 扣款成功, 0 扣款失败. */
const STATUSES: Record<string, boolean> = { 1: true, 0: false };
/** A text field that must be there (a string or a number), else null. */
const present = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? text(value) : null);

/** One instalment: every field checked; an amount must be there (an absent one is no instalment's). */
function toPlanRecord(raw: unknown): PlanRecord | null {
  if (!isObject(raw)) return null;
  const [seq, planNo, prdCode, prdName, execDate, status, reason, uniOrderId] = ['seq', 'planNo', 'prdCode', 'prdName', 'execDate', 'status', 'reason', 'uniOrderId'].map((name) => present(raw[name]));
  const amt = raw.amt === undefined || raw.amt === null || raw.amt === '' ? null : amount(raw.amt);
  if (!amt || amt.fen < 0n) return null;
  if (!seq || !planNo || !prdCode || prdName === null || !execDate || !DATE.test(execDate) || status === null || !Object.hasOwn(STATUSES, status) || !uniOrderId) return null;
  return { seq, planNo, prdCode, prdName, execDate, amt, succeeded: STATUSES[status], reason: reason ?? '', uniOrderId };
}

/** A page of lines and the total over all pages (totNum), or null when either is not there. */
function pageOf<T>(response: unknown, line: (raw: unknown) => T | null): { lines: T[]; total: number } | null {
  if (!isObject(response)) return null;
  const lines = listOf(response.lineList, line);
  const total = totalOf(response);
  return lines && total !== null && total >= lines.length ? { lines, total } : null;
}

const totalOf = (response: Json): number | null => {
  const n = typeof response.totNum === 'number' ? response.totNum : typeof response.totNum === 'string' && /^\d+$/.test(response.totNum) ? Number(response.totNum) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

function changeBody(change: PlanChange) {
  if ('stop' in change) return { status: '0' };
  return { ...(change.amt && { amt: decimalText(change.amt) }), ...change.schedule };
}

export class HttpPlanDesk implements PlanDesk {
  constructor(private readonly http: HttpClient) {}

  async add(plan: NewPlan, pin: SealedPin, channelCode: ChannelCode): Promise<CallOutcome<Plan>> {
    const body = {
      ...customer, channel: FIXED_FIELDS.channel, channelCode, prdCode: plan.prdCode, amt: decimalText(plan.amt), period: plan.period, day: plan.day,
      uniOrderId: plan.planNo, ...sealed(pin),
    };
    return mapOk(await this.http.post('autoInvestAdd', body), toPlan);
  }

  async update(planNo: string, change: PlanChange, pin: SealedPin, channelCode: ChannelCode): Promise<CallOutcome<Plan>> {
    return mapOk(await this.http.post('autoInvestUpdate', { ...customer, channelCode, planNo, ...changeBody(change), ...sealed(pin) }), toPlan);
  }

  async list(): Promise<CallOutcome<Plan[]>> {
    const outcome = await this.http.post('listAutoInvest', { ...customer, offSet: 0, queryNum: PLANS_QUERY_NUM });
    return mapOk(outcome, (response) => (isObject(response) ? listOf(response.lineList, toPlan) : null));
  }

  async listPage(page: PlanPaging): Promise<CallOutcome<PlansPage>> {
    const outcome = await this.http.post('listAutoInvest', { ...customer, offSet: page.offSet, queryNum: page.queryNum });
    return mapOk(outcome, (response) => {
      const shown = pageOf(response, toPlan);
      return shown && { plans: shown.lines, total: shown.total };
    });
  }

  async records(planNo: string, page: PlanPaging): Promise<CallOutcome<PlanRecordsPage>> {
    const outcome = await this.http.post('listAutoInvestRecords', { ...customer, planNo, offSet: page.offSet, queryNum: page.queryNum });
    return mapOk(outcome, (response) => {
      const shown = pageOf(response, toPlanRecord);
      return shown && { records: shown.lines, total: shown.total };
    });
  }
}
