import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessBank } from '../../../features/support/assemblies/domain/in-process-bank';
import { DEVELOPMENT_PIN } from '../../../mock-server/seed/personas';
import { parseAmount } from '../../domain/money/money';
import { bankPinSealer } from '../../infrastructure/crypto/sm2-pin-sealer';
import { HttpClient } from '../../infrastructure/http/http-client';
import { HttpPlanDesk } from '../../infrastructure/http/http-plan-desk';
import { cryptoIds } from '../../infrastructure/system/system-adapters';
import type { PresentFailure } from '../session/present-failure';
import { ConfirmedOrders } from '../orders/confirmed-order';
import { PLAN_CALL_TEXT, planCallKind, type PlanCall } from './plan-call';

const sealer = bankPinSealer(cryptoIds);
let bank: InProcessBank;
let desk: HttpPlanDesk;
const failures = { present: vi.fn(async () => undefined) } as unknown as PresentFailure;
/** The plans a test made: default's seeded plans (mock-server/seed/plans.ts) are older than today. */
const plans = () => bank.bank.db.get('plans').value().filter((plan) => plan.createdAt === dayjs().format('YYYY-MM-DD'));
const fault = (rule: object) => bank.control('POST', '/__mock/faults', { rules: [rule] });
/** A page's plan calls over the mock bank, with this call confirmed. */
function callOf(call: PlanCall) {
  const orders = new ConfirmedOrders(planCallKind(desk, { channelCode: '02' }), cryptoIds, failures);
  orders.confirm(call);
  return orders;
}
const newPlan = () => callOf({ add: { prdCode: 'NWD0000001', amt: parseAmount('500')!, period: '3', day: '8' } });

beforeEach(async () => {
  bank = new InProcessBank();
  await bank.control('POST', '/__mock/reset');
  desk = new HttpPlanDesk(new HttpClient({ activity: { started() {}, ended() {} }, adapter: bank.adapter, timeoutMs: 1000 }));
});

describe('a plan call as a confirmed order', () => {
  it('sets a plan under its one number, and a second submit sends nothing', async () => {
    const attempt = newPlan();
    expect(await attempt.submit(await sealer.seal(DEVELOPMENT_PIN))).toMatchObject({ kind: 'done', held: { planNo: attempt.current!.id, active: true, period: '3', day: '8' } });
    await attempt.submit(await sealer.seal(DEVELOPMENT_PIN));
    expect(bank.countEndingWith('autoInvestAdd')).toBe(1);
    expect(plans()).toHaveLength(1);
  });

  it('after a lost answer finds the plan the bank made, instead of making another', async () => {
    await fault({ path: 'autoInvestAdd', drop: true, afterHandling: true, times: 1 });
    const attempt = newPlan();
    expect(await attempt.submit(await sealer.seal(DEVELOPMENT_PIN))).toMatchObject({ kind: 'done', held: { planNo: attempt.current!.id } });
    expect(plans()).toHaveLength(1);
  });

  it('says the plan was not received when the bank has none, and sending again keeps the number', async () => {
    await fault({ path: 'autoInvestAdd', drop: true, times: 1 });
    const attempt = newPlan();
    expect(await attempt.submit(await sealer.seal(DEVELOPMENT_PIN))).toEqual({ kind: 'notReceived', message: PLAN_CALL_TEXT.notReceived });
    expect(await attempt.submit(await sealer.seal(DEVELOPMENT_PIN))).toMatchObject({ kind: 'done', held: { planNo: attempt.current!.id } });
    expect(plans()).toHaveLength(1);
  });

  it("a stop whose answer was lost counts as done once the bank's plan is stopped", async () => {
    const added = await newPlan().submit(await sealer.seal(DEVELOPMENT_PIN));
    if (added?.kind !== 'done') throw new Error('no plan');
    await fault({ path: 'autoInvestUpdate', drop: true, afterHandling: true, times: 1 });
    const stop = callOf({ planNo: added.held.planNo, change: { stop: true } });
    expect(await stop.submit(await sealer.seal(DEVELOPMENT_PIN))).toMatchObject({ kind: 'done', held: { active: false } });
  });

  it("passes the bank's refusal on in its words", async () => {
    expect(await newPlan().submit(await sealer.seal('000000'))).toEqual({ kind: 'refused', message: '交易密码错误，您还可以尝试4次' });
  });
});

describe('which plan calls are one order, and when the bank\'s plans show a lost call done', () => {
  const yuan = (text: string) => parseAmount(text)!;
  const plan = { planNo: 'P1', prdCode: 'NWD0000001', prdName: '日开理财', amt: yuan('500'), period: '3', day: '8', active: true, nextDate: '2026-12-08' } as const;
  /** The bank's list of plans, as listAutoInvest would answer it (or fail). */
  const deskListing = (listed: Awaited<ReturnType<HttpPlanDesk['list']>>) => ({ list: async () => listed }) as unknown as HttpPlanDesk;
  const found = (terms: PlanCall, listed: Awaited<ReturnType<HttpPlanDesk['list']>> = { kind: 'ok', value: [plan] }) =>
    planCallKind(deskListing(listed), { channelCode: '02' }).find({ id: 'NEW', terms });
  const change = (c: Extract<PlanCall, { change: unknown }>['change']): PlanCall => ({ planNo: 'P1', change: c });

  it('the same terms are one order under one number; any other term is another order', () => {
    const orders = new ConfirmedOrders(planCallKind(desk, { channelCode: '02' }), cryptoIds, failures);
    const add = (prdCode: string, amt: string, period: '1' | '3', day: string): PlanCall => ({ add: { prdCode, amt: yuan(amt), period, day } });
    const ids = [
      add('NWD0000001', '500', '3', '8'), add('NWD0000001', '500', '3', '8'), add('NWD0000002', '500', '3', '8'),
      add('NWD0000001', '600', '3', '8'), add('NWD0000001', '500', '1', '8'), add('NWD0000001', '500', '3', '9'),
      change({ stop: true }), change({ stop: true }), change({ amt: yuan('600') }), change({ amt: yuan('700') }),
      change({ schedule: { period: '3', day: '9' } }), change({ schedule: { period: '1', day: '9' } }), change({ schedule: { period: '3', day: '10' } }),
      { planNo: 'P2', change: { stop: true } } as PlanCall,
    ].map((call) => orders.confirm(call).id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[7]).toBe(ids[6]);
    expect(new Set(ids).size).toBe(ids.length - 2);
  });

  it('a new plan is done once the bank lists its number', async () => {
    expect(await found({ add: { prdCode: 'NWD0000001', amt: yuan('500'), period: '3', day: '8' } }, { kind: 'ok', value: [{ ...plan, planNo: 'NEW' }] }))
      .toEqual({ kind: 'done', held: { ...plan, planNo: 'NEW' } });
    expect(await found({ add: { prdCode: 'NWD0000001', amt: yuan('500'), period: '3', day: '8' } })).toEqual({ kind: 'notReceived' });
  });

  it('a stop is done once the plan is stopped, not before', async () => {
    expect(await found(change({ stop: true }))).toEqual({ kind: 'notReceived' });
    expect(await found(change({ stop: true }), { kind: 'ok', value: [{ ...plan, active: false }] })).toMatchObject({ kind: 'done' });
  });

  it('a change is done once the plan has every term it asked for, and only then', async () => {
    expect(await found(change({ amt: yuan('500') }))).toMatchObject({ kind: 'done' });
    expect(await found(change({ amt: yuan('600') }))).toEqual({ kind: 'notReceived' });
    expect(await found(change({ schedule: { period: '3', day: '8' } }))).toMatchObject({ kind: 'done' });
    expect(await found(change({ schedule: { period: '3', day: '9' } }))).toEqual({ kind: 'notReceived' });
    expect(await found(change({ schedule: { period: '1', day: '8' } }))).toEqual({ kind: 'notReceived' });
    expect(await found(change({ amt: yuan('500'), schedule: { period: '3', day: '9' } }))).toEqual({ kind: 'notReceived' });
    expect(await found(change({ amt: yuan('600'), schedule: { period: '3', day: '8' } }))).toEqual({ kind: 'notReceived' });
    expect(await found(change({ amt: yuan('500'), schedule: { period: '3', day: '8' } }))).toMatchObject({ kind: 'done' });
  });

  it('cannot tell when the bank\'s list does not come', async () => {
    expect(await found(change({ stop: true }), { kind: 'networkError', message: '连接超时，请检查网络再重新连接' })).toEqual({ kind: 'unknown' });
  });
});
