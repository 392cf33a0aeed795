import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { parseAmount } from '../src/domain/money/money';
import { AMOUNT_MESSAGES } from '../src/domain/errors/form-messages';
import { PLAN_REFUSALS, planRuns, type PlanRun } from './handlers/plans';
import { nextPlanDate, type PlanPeriod } from './rules/plan-schedule';
import { SEEDED_FAILURE_REASON, type SeedPlan } from './seed/plans';
import { PIN_ATTEMPTS, PURCHASE_REFUSALS } from './handlers/purchase';
import { nextId, planAdd, planUpdate } from './test-requests';

const TODAY = '2026-11-22'; // a Sunday
let bank: MockBank;

type Plan = Omit<SeedPlan, 'customer'>;
type Answer<T = Plan> = { success: boolean; code: string; msg: string; response: T | null };
const post = async <T = Plan>(name: string, body: object) => (await bank.handle({ method: 'POST', path: `/api/dbank/${name}`, query: {}, body })).body as Answer<T>;
const add = (body: object) => post('autoInvestAdd', body);
const update = (body: object) => post('autoInvestUpdate', body);
const list = (offSet = 0, queryNum = 20) => post<{ lineList: Plan[]; totNum: number }>('listAutoInvest', { accType: '2', idType: '0', offSet, queryNum });
const usePersona = (id: string) => bank.handle({ method: 'POST', path: '/__mock/persona', query: {}, body: { id } });
/** The plans a test made (today): default's seeded plans are older. */
const plans = () => bank.db.get('plans').value().filter((plan) => plan.createdAt === TODAY);
const SEEDED = { active: 'PSEED000000000000001', stopped: 'PSEED000000000000002' };
const records = (planNo: string, offSet = 0, queryNum = 20) =>
  post<{ lineList: PlanRun[]; totNum: number }>('listAutoInvestRecords', { accType: '2', idType: '0', planNo, offSet, queryNum });
const patchProduct = (prdCode: string, change: object) => bank.db.get('products').find({ prdCode }).assign(change).write();
/** A plan made for the active customer; answers its planNo. */
const planOf = async (prdCode = 'NWD0000001', amt = '1000', period = '1', day = '3') => (await add(planAdd(prdCode, amt, period, day))).response!.planNo;

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('nextPlanDate: the first day strictly after today on the plan\'s day', () => {
  it.each([
    ['2026-11-22', '1', '1', '2026-11-23'], // Sunday → Monday
    ['2026-11-22', '1', '5', '2026-11-27'],
    ['2026-11-22', '2', '2', '2026-11-24'], // every two weeks: the first such weekday too
    ['2026-11-25', '1', '5', '2026-11-27'],
    ['2026-11-25', '1', '3', '2026-12-02'], // Wednesday on a Wednesday: next week
    ['2026-11-25', '2', '1', '2026-11-30'],
  ])('from %s, period %s, day %s: %s (weekly)', (today, period, day, next) => {
    expect(nextPlanDate(today, period as PlanPeriod, day)).toBe(next);
  });

  it.each([
    ['2026-11-22', '23', '2026-11-23'],
    ['2026-11-22', '22', '2026-12-22'], // today's day of month: next month
    ['2026-11-22', '1', '2026-12-01'],
    ['2026-01-31', '28', '2026-02-28'], // month end
    ['2026-02-28', '28', '2026-03-28'],
    ['2026-12-31', '28', '2027-01-28'],
    ['2026-12-31', '1', '2027-01-01'],
  ])('from %s on day %s: %s (monthly)', (today, day, next) => {
    expect(nextPlanDate(today, '3', day)).toBe(next);
  });
});

describe('which products take plans (isAutoInvest)', () => {
  const detail = async (prdCode: string) => ((await bank.handle({ method: 'GET', path: '/h5/api/query/t100003', query: { prdCode }, body: {} })).body as { result: { prdDetail: { isAutoInvest: string } } }).result.prdDetail;

  it('marks the daily-open net-value (D311) and cash-management (D310) products only, and t100003 says so', async () => {
    for (const p of bank.db.get('products').value()) expect(p.isAutoInvest).toBe(['D310', 'D311'].includes(p.prdTemplate) ? '1' : '0');
    expect((await detail('NWD0000001')).isAutoInvest).toBe('1');
    expect((await detail('CUR0000001')).isAutoInvest).toBe('1');
    expect((await detail('EXP0000001')).isAutoInvest).toBe('0');
  });
});

describe('autoInvestAdd', () => {
  it('makes an active plan named by the order id, due on the next such weekday, taking nothing from the product', async () => {
    const body = planAdd('NWD0000001', '1000', '1', '3');
    expect((await add(body)).response).toEqual({
      planNo: body.uniOrderId, prdCode: 'NWD0000001', prdName: '日开净值1号', amt: '1000.00', period: '1', day: '3',
      status: '1', nextDate: '2026-11-25', createdAt: TODAY, updatedAt: TODAY, channelCode: '02',
    });
    expect(plans()).toEqual([expect.objectContaining({ planNo: body.uniOrderId, customer: 'default' })]);
    expect(bank.db.get('products').find({ prdCode: 'NWD0000001' }).value()!.remainAmt).toBe('9999.00');
  });

  it('makes a monthly plan, exact to the fen', async () => {
    expect((await add(planAdd('CUR0000001', '500.01', '3', '28'))).response).toMatchObject({ amt: '500.01', period: '3', day: '28', nextDate: '2026-11-28' });
  });

  it('answers a retry of the same add with the same plan, making nothing new', async () => {
    const body = planAdd('NWD0000001', '1000', '1', '3');
    const [first, again] = [await add(body), await add({ ...body, amt: '1000.00' })];
    expect(again).toEqual(first);
    expect(plans()).toHaveLength(1);
  });

  it.each([
    ['amount', { amt: '2000' }],
    ['period and day', { period: '3', day: '3' }],
    ['product', { prdCode: 'CUR0000001' }],
  ])('refuses an order id already used for another plan (other %s)', async (_case, change) => {
    const first = planAdd('NWD0000001', '1000', '1', '3');
    await add(first);
    expect(await add({ ...planAdd('NWD0000001', '1000', '1', '3', { uniOrderId: first.uniOrderId }), ...change })).toMatchObject({ success: false, code: 'E2601', msg: PURCHASE_REFUSALS.otherOrder });
    expect(plans()).toHaveLength(1);
  });

  it('refuses another customer\'s order id', async () => {
    const first = planAdd('NWD0000001', '1000', '1', '3');
    await add(first);
    await usePersona('new-customer');
    expect(await add(planAdd('NWD0000001', '1000', '1', '3', { uniOrderId: first.uniOrderId }))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.otherOrder });
  });

  it.each([
    ['a product that takes no plans', planAdd('EXP0000001', '10000', '1', '3'), 'E2901', PLAN_REFUSALS.notPlanProduct],
    ['an unknown product', planAdd('NOSUCH0001', '1000', '1', '3'), 'E0101', '无此产品'],
    ['an amount off the increment', planAdd('NWD0000001', '100.50', '1', '3'), 'E2402', AMOUNT_MESSAGES.notIncrement(parseAmount('1')!)],
    ['an amount below the minimum', planAdd('NWD0000001', '0.99', '1', '3'), 'E2402', AMOUNT_MESSAGES.belowMinimum(parseAmount('1')!)],
    ['an amount above what is left', planAdd('NWD0000001', '10000', '1', '3'), 'E2402', AMOUNT_MESSAGES.aboveRemaining(parseAmount('9999')!)],
    ['an amount that is no amount', planAdd('NWD0000001', '1,000', '1', '3'), 'E2401', AMOUNT_MESSAGES.notANumber],
    ['a weekend day', planAdd('NWD0000001', '1000', '1', '6'), 'E2904', PLAN_REFUSALS.badDay],
    ['a day of month not every month has', planAdd('NWD0000001', '1000', '3', '29'), 'E2904', PLAN_REFUSALS.badDay],
    ['day 0', planAdd('NWD0000001', '1000', '2', '0'), 'E2904', PLAN_REFUSALS.badDay],
    ['an unknown period', planAdd('NWD0000001', '1000', '4', '1'), 'E2903', PLAN_REFUSALS.badPeriod],
    ['a day that is no number', planAdd('NWD0000001', '1000', '1', 'Mo'), 'E0400', '参数错误：day 格式不正确'],
    ['a wrong PIN', planAdd('NWD0000001', '1000', '1', '3', { pin: '000000' }), 'E2504', PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1)],
  ])('refuses %s, making nothing', async (_case, body, code, msg) => {
    expect(await add(body)).toMatchObject({ success: false, code, msg });
    expect(plans()).toHaveLength(0);
  });

  it('refuses a product not on sale, as buyPrd does', async () => {
    patchProduct('NWD0000001', { prdStatus: '4' });
    expect(await add(planAdd('NWD0000001', '1000', '1', '3'))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.notOnSale });
  });

  it('checks the PIN last: a refused plan counts no wrong PIN', async () => {
    expect(await add(planAdd('NWD0000001', '1000', '1', '6', { pin: '000000' }))).toMatchObject({ msg: PLAN_REFUSALS.badDay });
    expect(bank.db.get('customers').find({ id: 'default' }).value()!.wrongPins).toBe(0);
  });

  it('refuses a second active plan of the same product, but not once the first is stopped', async () => {
    const planNo = await planOf();
    expect(await add(planAdd('NWD0000001', '2000', '3', '15'))).toMatchObject({ success: false, code: 'E2902', msg: PLAN_REFUSALS.planExists });
    expect(await add(planAdd('CUR0000001', '2000', '3', '15'))).toMatchObject({ success: true });
    await update(planUpdate(planNo, { status: '0' }));
    expect(await add(planAdd('NWD0000001', '2000', '3', '15'))).toMatchObject({ success: true });
  });

  it.each([
    ['no-password', PURCHASE_REFUSALS.noPassword],
    ['unsigned', PURCHASE_REFUSALS.unsigned],
    ['card-mismatch', PURCHASE_REFUSALS.cardMismatch],
    ['no-risk-record', PURCHASE_REFUSALS.riskOnline],
    ['risk-expired', PURCHASE_REFUSALS.riskOnline],
    ['risk-too-low', PURCHASE_REFUSALS.riskTooLow], // C1 for NWD0000001, R2
  ])('refuses %s, who may not buy the product', async (persona, msg) => {
    await usePersona(persona);
    expect(await add(planAdd('NWD0000001', '1000', '1', '3'))).toMatchObject({ success: false, msg });
    expect(plans()).toHaveLength(0);
  });

  it('lets risk-too-low plan an R1 product', async () => {
    await usePersona('risk-too-low');
    expect(await add(planAdd('CUR0000001', '1000', '1', '3'))).toMatchObject({ success: true });
  });
});

describe('autoInvestUpdate', () => {
  it('changes the amount, keeping the schedule', async () => {
    const planNo = await planOf('CUR0000001');
    expect((await update(planUpdate(planNo, { amt: '2000.5' }))).response).toMatchObject({ planNo, amt: '2000.50', period: '1', day: '3', status: '1', nextDate: '2026-11-25' });
    expect(plans()[0].amt).toBe('2000.50');
  });

  it('changes period and day, and the day alone, recomputing the next date and dating the change today', async () => {
    const planNo = await planOf();
    bank.db.get('plans').find({ planNo }).assign({ createdAt: '2026-10-01', updatedAt: '2026-10-01', nextDate: '2026-10-07' }).write();
    expect((await update(planUpdate(planNo, { period: '3', day: '1' }))).response).toMatchObject({ period: '3', day: '1', nextDate: '2026-12-01', createdAt: '2026-10-01', updatedAt: TODAY });
    expect((await update(planUpdate(planNo, { day: '28' }))).response).toMatchObject({ period: '3', day: '28', nextDate: '2026-11-28' });
    expect((await update(planUpdate(planNo, { period: '2', day: '5' }))).response).toMatchObject({ period: '2', day: '5', nextDate: '2026-11-27' });
  });

  it.each([
    ['a new period without its day', { period: '3' }, 'E2903', PLAN_REFUSALS.dayWithPeriod],
    ['a day the period lacks', { day: '15' }, 'E2904', PLAN_REFUSALS.badDay],
    ['an unknown period', { period: '9', day: '1' }, 'E2903', PLAN_REFUSALS.badPeriod],
    ['an amount above what is left', { amt: '10000' }, 'E2402', AMOUNT_MESSAGES.aboveRemaining(parseAmount('9999')!)],
    ['an amount off the increment', { amt: '10.10' }, 'E2402', AMOUNT_MESSAGES.notIncrement(parseAmount('1')!)],
    ['nothing to change', {}, 'E0400', undefined],
    ['a stop with a change', { status: '0', amt: '2000' }, 'E0400', undefined],
  ])('refuses %s, changing nothing', async (_case, change, code, msg) => {
    const planNo = await planOf();
    const before = plans()[0];
    expect(await update(planUpdate(planNo, change))).toMatchObject({ success: false, code, ...(msg ? { msg } : {}) });
    expect(plans()[0]).toEqual(before);
  });

  it('needs the PIN', async () => {
    const planNo = await planOf();
    expect(await update(planUpdate(planNo, { amt: '2000' }, '000000'))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
    expect(await update(planUpdate(planNo, { status: '0' }, '000000'))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 2) });
    expect(plans()[0]).toMatchObject({ amt: '1000.00', status: '1' });
  });

  it('stops a plan, which then cannot be changed or stopped again', async () => {
    const planNo = await planOf();
    expect((await update(planUpdate(planNo, { status: '0' }))).response).toMatchObject({ planNo, status: '0', updatedAt: TODAY });
    expect(await update(planUpdate(planNo, { amt: '2000' }))).toMatchObject({ success: false, code: 'E2906', msg: PLAN_REFUSALS.stopped });
    expect(await update(planUpdate(planNo, { status: '0' }))).toMatchObject({ success: false, msg: PLAN_REFUSALS.stopped });
    expect(plans()[0]).toMatchObject({ amt: '1000.00', status: '0' });
  });

  it('finds only the customer\'s own plans', async () => {
    const planNo = await planOf();
    expect(await update(planUpdate(nextId('P'), { amt: '2000' }))).toMatchObject({ success: false, code: 'E2905', msg: PLAN_REFUSALS.noSuchPlan });
    await usePersona('new-customer');
    expect(await update(planUpdate(planNo, { status: '0' }))).toMatchObject({ success: false, msg: PLAN_REFUSALS.noSuchPlan });
    expect(plans()[0].status).toBe('1');
  });
});

describe('listAutoInvest', () => {
  it('lists the customer\'s plans, stopped ones too, newest first (the seeded ones last), paged', async () => {
    const made = [await planOf('NWD0000001'), await planOf('CUR0000001'), await planOf('DMND000001')];
    await update(planUpdate(made[1], { status: '0' }));
    const all = (await list()).response!;
    expect(all.totNum).toBe(5);
    expect(all.lineList.map((plan) => plan.planNo)).toEqual([...made].reverse().concat(SEEDED.active, SEEDED.stopped));
    expect(all.lineList[1]).toMatchObject({ planNo: made[1], prdCode: 'CUR0000001', status: '0' });
    expect(all.lineList[1]).not.toHaveProperty('customer');
    expect((await list(1, 1)).response).toEqual({ lineList: [all.lineList[1]], totNum: 5 });
    expect((await list(5, 20)).response).toEqual({ lineList: [], totNum: 5 });
    await usePersona('new-customer');
    expect((await list()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('refuses paging that is not whole numbers and other account types', async () => {
    expect(await list(-1)).toMatchObject({ success: false, code: 'E0400' });
    expect(await post('listAutoInvest', { accType: '1', idType: '0', offSet: 0, queryNum: 20 })).toMatchObject({ success: false, code: 'E0400' });
  });
});

describe('POST /__mock/reset', () => {
  it('takes away the plans made since, and keeps the seeded ones', async () => {
    await planOf();
    await update(planUpdate(SEEDED.active, { amt: '2000' }));
    await bank.handle({ method: 'POST', path: '/__mock/reset', query: {}, body: {} });
    expect(plans()).toEqual([]);
    const stored = (await bank.handle({ method: 'GET', path: '/__mock/db/plans', query: {}, body: {} })).body as SeedPlan[];
    expect(stored.map((plan) => [plan.planNo, plan.amt])).toEqual([[SEEDED.stopped, '500.00'], [SEEDED.active, '1000.00']]);
  });
});

describe('the seeded plans', () => {
  it('gives default, and no one else, an active monthly plan made four months ago and a stopped one, on demand products that take plans', async () => {
    expect(bank.db.get('plans').value().every((plan) => plan.customer === 'default')).toBe(true);
    expect((await list()).response).toEqual({
      totNum: 2,
      lineList: [
        {
          planNo: SEEDED.active, prdCode: 'DMND000003', prdName: '活期宝A', amt: '1000.00', period: '3', day: '8', status: '1',
          nextDate: '2026-12-08', createdAt: '2026-07-22', updatedAt: '2026-07-22',
        },
        {
          planNo: SEEDED.stopped, prdCode: 'DMND000004', prdName: '随心享A', amt: '500.00', period: '2', day: '3', status: '0',
          nextDate: '2026-09-30', createdAt: '2026-05-26', updatedAt: '2026-09-23',
        },
      ],
    });
    for (const prdCode of ['DMND000003', 'DMND000004']) expect(bank.db.get('products').find({ prdCode }).value()!.isAutoInvest).toBe('1');
    for (const persona of ['new-customer', 'risk-too-low', 'unsigned']) {
      await usePersona(persona);
      expect((await list()).response).toEqual({ lineList: [], totNum: 0 });
    }
  });

  it('keeps default\'s active plan: a second plan on its product is refused', async () => {
    expect(await add(planAdd('DMND000003', '100', '1', '1'))).toMatchObject({ success: false, code: 'E2902' });
  });
});

describe('planRuns: the instalments a plan\'s schedule has run', () => {
  const plan = (change: Partial<SeedPlan>): SeedPlan => ({
    planNo: 'P0000000000000000042', customer: 'default', prdCode: 'NWD0000001', prdName: '日开净值1号', amt: '100.00', period: '3', day: '8',
    status: '1', nextDate: '', createdAt: TODAY, updatedAt: TODAY, ...change,
  });
  const dates = (runs: PlanRun[]) => runs.map((run) => run.execDate);

  it('has none for a plan made today', () => {
    expect(planRuns(plan({}), TODAY)).toEqual([]);
  });

  it('runs monthly plans on their day, strictly after the day made and up to today (today included)', () => {
    expect(dates(planRuns(plan({ createdAt: '2026-08-08' }), TODAY))).toEqual(['2026-09-08', '2026-10-08', '2026-11-08']);
    expect(dates(planRuns(plan({ createdAt: '2026-08-07', day: '22' }), TODAY))).toEqual(['2026-08-22', '2026-09-22', '2026-10-22', '2026-11-22']);
  });

  it('runs weekly plans every week and two-weekly plans every other week from the first such weekday', () => {
    expect(dates(planRuns(plan({ createdAt: '2026-11-02', period: '1', day: '1' }), TODAY))).toEqual(['2026-11-09', '2026-11-16']);
    expect(dates(planRuns(plan({ createdAt: '2026-10-20', period: '2', day: '3' }), TODAY))).toEqual(['2026-10-21', '2026-11-04', '2026-11-18']);
  });

  it('stops running the day a plan is stopped', () => {
    expect(dates(planRuns(plan({ createdAt: '2026-08-01', updatedAt: '2026-10-08', status: '0' }), TODAY))).toEqual(['2026-08-08', '2026-09-08']);
  });

  it('numbers the instalments from 1, each with its own order number, the failed ones with their reason', () => {
    const runs = planRuns(plan({ createdAt: '2026-08-20', failedRuns: { 2: '理财签约卡余额不足' } }), TODAY);
    expect(runs.map((run) => [run.seq, run.status, run.reason])).toEqual([['1', '1', ''], ['2', '0', '理财签约卡余额不足'], ['3', '1', '']]);
    expect(runs[0]).toEqual({
      seq: '1', planNo: 'P0000000000000000042', prdCode: 'NWD0000001', prdName: '日开净值1号', execDate: '2026-09-08', amt: '100.00', status: '1', reason: '',
      uniOrderId: 'F2026090800000420001',
    });
    expect(new Set(runs.map((run) => run.uniOrderId)).size).toBe(3);
    for (const run of runs) expect(run.uniOrderId).toMatch(/^[0-9A-Za-z]{20}$/);
  });
});

describe('listAutoInvestRecords', () => {
  it('lists the seeded plan\'s four monthly instalments, newest first, the second one failed', async () => {
    const { response } = await records(SEEDED.active);
    expect(response!.totNum).toBe(4);
    expect(response!.lineList.map((run) => [run.seq, run.execDate, run.amt, run.status, run.reason])).toEqual([
      ['4', '2026-11-08', '1000.00', '1', ''],
      ['3', '2026-10-08', '1000.00', '1', ''],
      ['2', '2026-09-08', '1000.00', '0', SEEDED_FAILURE_REASON],
      ['1', '2026-08-08', '1000.00', '1', ''],
    ]);
    expect(response!.lineList[0]).toMatchObject({ planNo: SEEDED.active, prdCode: 'DMND000003', prdName: '活期宝A' });
  });

  it('pages as the other lists do', async () => {
    const all = (await records(SEEDED.active)).response!.lineList;
    expect((await records(SEEDED.active, 1, 2)).response).toEqual({ lineList: all.slice(1, 3), totNum: 4 });
    expect((await records(SEEDED.active, 4, 20)).response).toEqual({ lineList: [], totNum: 4 });
  });

  it('lists a stopped plan\'s instalments up to its stop', async () => {
    const { lineList, totNum } = (await records(SEEDED.stopped)).response!;
    expect(totNum).toBe(9);
    expect([lineList[0].execDate, lineList[8].execDate]).toEqual(['2026-09-16', '2026-05-27']);
  });

  it('has none for a plan made today', async () => {
    expect((await records(await planOf())).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('finds only the customer\'s own plans', async () => {
    expect(await records('P0000000000000000000')).toMatchObject({ success: false, code: 'E2905', msg: PLAN_REFUSALS.noSuchPlan });
    await usePersona('new-customer');
    expect(await records(SEEDED.active)).toMatchObject({ success: false, code: 'E2905', msg: PLAN_REFUSALS.noSuchPlan });
  });

  it('refuses a plan number that is none, paging that is not whole numbers and other account types', async () => {
    expect(await records('P1')).toMatchObject({ success: false, code: 'E0400' });
    expect(await records(SEEDED.active, -1)).toMatchObject({ success: false, code: 'E0400' });
    expect(await post('listAutoInvestRecords', { accType: '1', idType: '0', planNo: SEEDED.active, offSet: 0, queryNum: 20 })).toMatchObject({ success: false, code: 'E0400' });
  });
});
