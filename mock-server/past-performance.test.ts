import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { annualisedReturn, benchmarkOn, benchmarkOver, chartTypesAllowed, hasLived, periodsAllowed } from './rules/past-performance';
import { lifetimeLogNav, netValueHistory } from './seed/net-values';

/** Issue 18 item 4: the bank's past-performance periods, their figures and the benchmark's changes. */
const TODAY = '2026-11-22';
const NAV_DATE = '2026-11-21';
let bank: MockBank;

type Envelope = { success: boolean; code: string; msg: string; response: Record<string, unknown> | null };
type Line = Record<string, string>;

const post = async (call: string, body: Record<string, unknown>) =>
  (await bank.handle({ method: 'POST', path: `/api/dbank/${call}`, query: {}, body })).body as Envelope;
const product = (prdCode: string) => bank.db.get('products').value().find((p) => p.prdCode === prdCode)!;
const year = (y: number) => ({ startDate: `${y}-01-01`, endDate: `${y}-12-31` });

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('the periods the bank allows (its own rule)', () => {
  it.each([
    ['established under a month ago: none', '2026-10-22', []],
    ['exactly a month: since inception', '2026-10-21', [{ startDate: '2026-10-21', endDate: NAV_DATE }]],
    ['under a year: since inception only', '2025-11-22', [{ startDate: '2025-11-22', endDate: NAV_DATE }]],
    ['a year, no full calendar year yet: since inception', '2025-11-21', [{ startDate: '2025-11-21', endDate: NAV_DATE }]],
    ['one to six years: every full year since', '2023-06-24', [{ startDate: '2023-06-24', endDate: NAV_DATE }, year(2025), year(2024)]],
    ['born on New Year: that year counts', '2024-01-01', [{ startDate: '2024-01-01', endDate: NAV_DATE }, year(2025), year(2024)]],
    ['over six years: the last five full years', '2019-08-13', [{ startDate: '2019-08-13', endDate: NAV_DATE }, year(2025), year(2024), year(2023), year(2022), year(2021)]],
  ])('%s', (_, estabDate, periods) => {
    expect(periodsAllowed(estabDate, NAV_DATE)).toEqual(periods);
  });
});

describe('the figures', () => {
  it('a period\'s annualised return is the walk\'s growth over its days, simply annualised', () => {
    const logNavOn = (date: string) => ({ '2024-12-31': Math.log(1), '2025-12-31': Math.log(1.03) }[date] ?? null);
    expect(annualisedReturn(logNavOn, '2020-01-01', year(2025))).toBeCloseTo(3, 6);
    expect(annualisedReturn(logNavOn, '2020-01-01', year(2024))).toBeNull();
  });

  it('the lifetime walk agrees with the published net values of the last year', () => {
    const p = product('NWD0000001');
    const logNavOn = lifetimeLogNav(p);
    for (const point of netValueHistory(p)) expect(Math.exp(logNavOn(point.issDate)!)).toBeCloseTo(Number(point.nav), 3);
    expect(logNavOn(p.estabDate)).not.toBeNull();
    expect(logNavOn('2000-01-01')).toBeNull();
  });

  it('the benchmark in force on a day, and over a period across a change (day-weighted)', () => {
    const changes = [{ changeDate: '2025-07-01', oldBenchmark: '3.00%-4.00%', newBenchmark: '2.00%-3.00%', reason: '' }];
    expect(benchmarkOn('2.00%-3.00%', changes, '2025-06-30')).toBe('3.00%-4.00%');
    expect(benchmarkOn('2.00%-3.00%', changes, '2025-07-01')).toBe('2.00%-3.00%');
    expect(benchmarkOver('2.00%-3.00%', changes, year(2024))).toBe('3.00%-4.00%');
    expect(benchmarkOver('2.00%-3.00%', changes, year(2025))).toBe('2.50%-3.50%'); // 181 days old, 184 new
    expect(benchmarkOver('', [], year(2025))).toBe('');
  });
});

describe('queryPastPerformance', () => {
  it('answers each allowed period with the actual annualised return beside the benchmark over the same period', async () => {
    const p = product('REXP000001');
    const periods = periodsAllowed(p.estabDate, p.navDate);
    expect(periods).toHaveLength(6);
    const answer = await post('queryPastPerformance', { prdCode: 'REXP000001', periods });
    expect(answer.success).toBe(true);
    expect(answer.response).toMatchObject({ estabDate: p.estabDate, navDate: NAV_DATE, benchmarkRationale: expect.stringContaining('业绩比较基准'), benchmarkMethod: expect.stringContaining('测算') });
    const lines = answer.response!.lineList as Line[];
    expect(lines.map(({ startDate, endDate }) => ({ startDate, endDate }))).toEqual(periods);
    for (const line of lines) expect(line.actualRatio).toMatch(/^-?\d+\.\d{2}%$/);
    expect(lines.find((l) => l.startDate === '2025-01-01')?.benchmark).toMatch(/^\d\.\d{2}%-\d\.\d{2}%$/);
    expect(lines.find((l) => l.startDate === '2026-01-01')).toBeUndefined();
    expect(lines.find((l) => l.startDate === '2021-01-01')?.benchmark).toBe('3.50%-4.10%');
  });

  it('a net-value product without a benchmark: the return, no benchmark', async () => {
    const p = product('NWD0000001');
    const lines = (await post('queryPastPerformance', { prdCode: 'NWD0000001', periods: periodsAllowed(p.estabDate, p.navDate) })).response!.lineList as Line[];
    expect(lines.length).toBe(3); // since inception, 2025, 2024
    expect(lines.every((l) => l.benchmark === '' && /%$/.test(l.actualRatio))).toBe(true);
  });

  it('refuses a period the code does not allow: under a month, chosen for effect, or a product under a month old', async () => {
    const p = product('NWD0000001');
    expect(await post('queryPastPerformance', { prdCode: 'NWD0000001', periods: [{ startDate: '2026-11-01', endDate: NAV_DATE }] }))
      .toMatchObject({ success: false, code: 'E3101', msg: expect.stringContaining('2026-11-01~2026-11-21') });
    expect(await post('queryPastPerformance', { prdCode: 'NWD0000001', periods: [{ startDate: '2024-03-01', endDate: '2025-02-28' }] })).toMatchObject({ code: 'E3101' });
    const young = product('NWC0000001');
    expect(await post('queryPastPerformance', { prdCode: 'NWC0000001', periods: [{ startDate: young.estabDate, endDate: young.navDate }] })).toMatchObject({ code: 'E3101' });
    expect(await post('queryPastPerformance', { prdCode: 'CUR0000001', periods: [{ startDate: p.estabDate, endDate: NAV_DATE }] })).toMatchObject({ code: 'E3102' });
    expect(await post('queryPastPerformance', { prdCode: 'NWD0000001', periods: [] })).toMatchObject({ code: 'E0400' });
    expect(await post('queryPastPerformance', { prdCode: 'NWD0000001', periods: [{ startDate: '2025-02-30', endDate: NAV_DATE }] })).toMatchObject({ code: 'E0400' });
  });
});

describe('the chart periods the bank allows (its own rule)', () => {
  it.each([
    ['a net-value product of years: a month and more', '2023-06-24', false, ['2', '3', '4']],
    ['a net-value product of five months: what it has lived', '2026-06-21', false, ['2', '3']],
    ['a net-value product exactly a month old: the month', '2026-10-21', false, ['2']],
    ['a net-value product under a month: none', '2026-10-22', false, []],
    ['cash management: a week too', '2021-11-21', true, ['1', '2', '3', '4']],
    ['cash management of ten days: the week', '2026-11-11', true, ['1']],
    ['cash management under a week: none', '2026-11-15', true, []],
    ['not established: none', '2026-11-25', true, []],
  ])('%s', (_, estabDate, cash, types) => expect(chartTypesAllowed({ estabDate, navDate: NAV_DATE }, cash)).toEqual(types));

  it('counts a life as lived to the same day, and none without dates', () => {
    expect(hasLived('2025-11-21', NAV_DATE, 1, 'year')).toBe(true);
    expect(hasLived('2025-11-22', NAV_DATE, 1, 'year')).toBe(false);
    expect(hasLived('', NAV_DATE, 1, 'day')).toBe(false);
  });
});

describe('the headline figure the bank publishes (yearClientRatio of a net-value product)', () => {
  const detail = async (prdCode: string) =>
    ((await bank.handle({ method: 'GET', path: '/h5/api/query/t100003', query: { prdCode }, body: {} })).body as { result: { prdDetail: Line } }).result.prdDetail;
  const listed = async (prdCode: string) =>
    ((await bank.handle({ method: 'GET', path: '/h5/api/query/t100001', query: { offSet: '0', queryNum: '100', channel: 'Q' }, body: {} })).body as { result: { lineList: Line[] } })
      .result.lineList.find((p) => p.prdCode === prdCode);

  it('is the last year\'s once the product has lived a year, none before its first month or establishment', async () => {
    expect((await detail('NWD0000001')).yearClientRatio).toBe('2.4300');
    expect((await detail('ROPN000001')).yearClientRatio).toBe('3.4100');
    for (const prdCode of ['NWC0000001', 'HOT0000001']) {
      expect((await detail(prdCode)).yearClientRatio).toBe('');
      expect((await listed(prdCode))?.yearClientRatio ?? '').toBe('');
    }
    expect(product('NWC0000001').yearClientRatio).toBe('3.6200'); // the rate the bank's walk and income run on
  });

  it('is since inception from the first month: the figure of the panel\'s 成立以来', async () => {
    bank.db.get('products').find({ prdCode: 'NWC0000001' }).assign({ estabDate: '2026-06-21' }).write();
    const figure = (await detail('NWC0000001')).yearClientRatio;
    expect(figure).toMatch(/^-?\d+\.\d{4}$/);
    const panel = (await post('queryPastPerformance', { prdCode: 'NWC0000001', periods: [{ startDate: '2026-06-21', endDate: NAV_DATE }] })).response!.lineList as Line[];
    expect(`${Number(figure).toFixed(2)}%`).toBe(panel[0].actualRatio);
    expect((await listed('NWC0000001'))?.yearClientRatio).toBe(figure);
  });

  it('leaves other families as they are', async () => {
    expect((await detail('CUR0000001')).yearClientRatio).toBe('1.8520');
    expect((await detail('EXP0000001')).yearClientRatio).toBe('3.3500');
  });
});

describe('queryBenchmarkChanges', () => {
  it('REXP000001: its changes newest first, the last new benchmark being today\'s', async () => {
    const answer = await post('queryBenchmarkChanges', { prdCode: 'REXP000001', offSet: 0, queryNum: 20 });
    const lines = answer.response!.lineList as Line[];
    expect(answer.response!.totNum).toBe(2);
    expect(lines.map((l) => Object.keys(l).sort())).toEqual([['changeDate', 'newBenchmark', 'oldBenchmark', 'reason'], ['changeDate', 'newBenchmark', 'oldBenchmark', 'reason']]);
    expect(lines[0]).toMatchObject({ changeDate: '2025-07-01', oldBenchmark: '3.20%-3.80%', newBenchmark: product('REXP000001').formatModelComment });
    expect(lines[1]).toMatchObject({ changeDate: '2023-04-01', oldBenchmark: '3.50%-4.10%', newBenchmark: '3.20%-3.80%' });
  });

  it('a product never changed: an empty list', async () => {
    expect((await post('queryBenchmarkChanges', { prdCode: 'EXP0000001', offSet: 0, queryNum: 20 })).response).toEqual({ lineList: [], totNum: 0 });
  });
});

describe('the seed\'s ages', () => {
  it('products under one month, under one year, one to six and over six years old', () => {
    const age = (prdCode: string) => periodsAllowed(product(prdCode).estabDate, product(prdCode).navDate).length;
    expect(age('NWC0000001')).toBe(0);
    expect(age('CYC0000001')).toBe(1);
    expect(age('NWD0000001')).toBe(3);
    expect(age('REXP000001')).toBe(6);
  });
});
