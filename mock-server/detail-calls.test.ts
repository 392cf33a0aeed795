import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { startMockServer, type RunningMockServer } from './server';

/** The calls of the detail pages as DETAIL-CALLS.md describes them. */
const TODAY = '2026-11-22';
const NAV_DATE = '2026-11-21';
let bank: MockBank;

type Envelope = { success: boolean; code: string; msg: string; result: Record<string, unknown> | null; response: Record<string, unknown> | null };
type Line = Record<string, string | number>;

const query = async (call: string, params: Record<string, string>) =>
  (await bank.handle({ method: 'GET', path: `/h5/api/query/${call}`, query: params, body: {} })).body as Envelope;
const post = async (call: string, body: Record<string, unknown>) =>
  (await bank.handle({ method: 'POST', path: `/api/dbank/${call}`, query: {}, body })).body as Envelope;
const lines = (envelope: Envelope, key = 'lineList') => (envelope.result ?? envelope.response)?.[key] as Line[];
const product = (prdCode: string) => bank.db.get('products').value().find((p) => p.prdCode === prdCode)!;

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('published texts and lists', () => {
  it('t200002: 2–4 traits of { title, desc }', async () => {
    for (const prdCode of ['CUR0000001', 'GEAR000001', 'RCLSP00001', 'TERM000001']) {
      const traits = lines(await query('t200002', { prdCode }));
      expect(traits.length).toBeGreaterThanOrEqual(2);
      expect(traits.length).toBeLessThanOrEqual(4);
      for (const trait of traits) expect(Object.keys(trait).sort()).toEqual(['desc', 'title']);
    }
    expect(lines(await query('t200002', { prdCode: 'CUR0000001' }))[0]).toEqual({ title: '灵活申赎', desc: expect.stringContaining('T+1') });
  });

  it('t200003: the elements (到期日 only for a term product with one) and the fees by type', async () => {
    const term = (await query('t200003', { prdCode: 'EXP0000001' })).result!;
    const elements = Object.fromEntries((term.lineList as Line[]).map((line) => [line.name, line.value]));
    expect(elements).toMatchObject({ 产品代码: 'EXP0000001', 管理人: '本行', 成立日: product('EXP0000001').estabDate, 到期日: product('EXP0000001').endDate, 收益类型: '固定收益类', 风险等级: '中低风险(R2)', 产品期限: '180天' });
    expect(elements.募集期).toMatch(/^\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}$/);
    expect(elements.托管人).toMatch(/银行股份有限公司$/);
    const demand = lines(await query('t200003', { prdCode: 'CUR0000001' })).map((line) => line.name);
    expect(demand).not.toContain('到期日');
    expect(lines(await query('t200003', { prdCode: 'CUR0000001' })).find((line) => line.name === '收益类型')?.value).toBe('现金管理类');
    for (const fee of term.feeList as Line[]) expect(Object.keys(fee).sort()).toEqual(['feeDesc', 'feeName', 'feeRate', 'feeType']);
    const fees = lines(await query('t200003', { prdCode: 'NWD0000001' }), 'feeList');
    expect(fees.filter((fee) => fee.feeType === 'redeem')).toEqual([
      { feeType: 'redeem', feeName: '赎回费', feeRate: '1.50%', feeDesc: '持有不足7天' },
      { feeType: 'redeem', feeName: '赎回费', feeRate: '0.00%', feeDesc: '持有7天及以上' },
    ]);
    expect(fees.filter((fee) => fee.feeType === 'ongoing').map((fee) => fee.feeRate)).toEqual(['0.30%/年', '0.02%/年', '0.20%/年']);
    expect(fees.find((fee) => fee.feeType === 'buy')).toMatchObject({ feeName: '申购费', feeRate: '0.00%' });
  });

  it('t200007: the five synopsis sections in HTML, with the product\'s figures', async () => {
    const sections = lines(await query('t200007', { prdCode: 'NWC0000001' }));
    expect(sections.map((s) => s.title)).toEqual(['产品概况', '投资范围', '投资策略', '收益分配', '适合投资者']);
    expect(sections[0].content).toContain('单位净值为1.0325');
    expect(sections[0].content).toMatch(/^<p>/);
    expect(sections[4].content).toContain('不保证本金和收益');
  });

  it('t100011: three documents under /h5/files', async () => {
    expect(lines(await query('t100011', { prdCode: 'EXP0000001' }))).toEqual([
      { insName: '产品说明书', webAddress: '/h5/files/product-instructions.pdf' },
      { insName: '风险揭示书', webAddress: '/h5/files/risk-disclosure.pdf' },
      { insName: '投资者权益须知', webAddress: '/h5/files/investor-rights.pdf' },
    ]);
  });

  it('HOT0000001 publishes nothing: empty lists, never an error', async () => {
    const prdCode = 'HOT0000001';
    expect((await query('t200002', { prdCode })).result).toEqual({ lineList: [] });
    expect((await query('t200003', { prdCode })).result).toEqual({ lineList: [], feeList: [] });
    expect((await query('t200007', { prdCode })).result).toEqual({ lineList: [] });
    expect((await query('t100011', { prdCode })).result).toEqual({ lineList: [] });
  });

  it('serves what a test PATCHed into the rules record, and nothing when a list is broken', async () => {
    bank.db.get('rules').find({ id: 'EXP0000001' }).assign({ traits: [{ title: '测试', desc: '测试卖点' }], documents: 'broken' as never }).write();
    expect(lines(await query('t200002', { prdCode: 'EXP0000001' }))).toEqual([{ title: '测试', desc: '测试卖点' }]);
    expect(lines(await query('t100011', { prdCode: 'EXP0000001' }))).toEqual([]);
  });

  it('no seeded text promises principal or returns, nor says there is no risk', () => {
    const texts = JSON.stringify(bank.db.get('rules').value()) + decodeURIComponent(bank.db.get('rules').value().map((r) => r.content).join(''));
    expect(texts).not.toMatch(/保本|无风险/);
    expect(texts.replaceAll('不保证收益', '')).not.toContain('保证收益');
  });
});

describe('chart options and series', () => {
  const options = async (prdCode: string) => (await query('t300001', { prdCode })).result;
  const refusal = async (call: string, prdCode: string, type: string) => {
    const { success, code } = await query(call, { prdCode, type });
    return success ? 'answered' : code;
  };
  /** A product established `months` months before NAV_DATE (its walk and figures follow). */
  const agedMonths = (prdCode: string, months: number) =>
    bank.db.get('products').find({ prdCode }).assign({ estabDate: `2026-${String(11 - months).padStart(2, '0')}-21` }).write();

  it('t300001: what the code allows: a net-value product a month or more, a year\'s yield once it has lived one; cash management a week too', async () => {
    for (const prdCode of ['NWD0000001', 'ROPN000001']) expect(await options(prdCode)).toEqual({ ylables: '累计净值,近一年年化收益率', xlables: '近1月,近3月,近1年' });
    expect(await options('CUR0000001')).toEqual({ ylables: '七日年化收益率,万份收益', xlables: '近7天,近1月,近3月,近1年' });
    agedMonths('NWC0000001', 5);
    expect(await options('NWC0000001')).toEqual({ ylables: '累计净值', xlables: '近1月,近3月' });
    agedMonths('NWC0000001', 1);
    expect(await options('NWC0000001')).toEqual({ ylables: '累计净值', xlables: '近1月' });
  });

  it('t300001: no chart under a month old, before establishment, or for a family without one', async () => {
    for (const prdCode of ['RCLS000001', 'RCLSP00001', 'NOG3M1A001', 'HOT0000001', 'EXP0000001']) expect(await options(prdCode)).toEqual({ ylables: '', xlables: '' });
    agedMonths('NWC0000001', 0);
    expect(await options('NWC0000001')).toEqual({ ylables: '', xlables: '' });
  });

  it('t300001: a product\'s published labels and periods replace the family\'s (a bank that errs, for the scenarios)', async () => {
    bank.db.get('rules').find({ id: 'NWD0000001' }).assign({ chartLabels: '累计净值,日收益率', chartPeriods: '近7天,近1月' }).write();
    expect(await options('NWD0000001')).toEqual({ ylables: '累计净值,日收益率', xlables: '近7天,近1月' });
  });

  it('t100010: one point a day up to navDate, oldest first: the day and SPEC §3\'s totNavFormat, with the year\'s yield', async () => {
    const p = product('NWD0000001');
    const series = async (type: string) => lines(await query('t100010', { prdCode: p.prdCode, type }));
    const month = await series('2');
    expect(month[0].issDate).toBe('2026-10-22');
    expect(month.at(-1)).toMatchObject({ issDate: NAV_DATE, yearRatioFormat: '2.43' });
    expect((await series('3'))[0].issDate).toBe('2026-08-22');
    const year = await series('4');
    expect(year).toHaveLength(365);
    expect(year.slice(-31)).toEqual(month);
    const [latest] = lines(await post('queryManyQuotation', { prdCode: p.prdCode, offSet: 0, issDateOrder: 'desc', queryNum: 1 }));
    expect(year.at(-1)?.totNavFormat).toBe(latest.totNav);
    for (const point of year) {
      expect(point).toEqual({ issDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), totNavFormat: expect.stringMatching(/^\d\.\d{4}$/), yearRatioFormat: expect.stringMatching(/^-?\d+\.\d{2}$/) });
      expect(Math.abs(Number(point.totNavFormat) - Number(latest.totNav))).toBeLessThan(0.08); // a gentle walk
    }
  });

  it('t100010: a year\'s yield only on the days the product had lived that year', async () => {
    const p = product('ROPN000001');
    const year = lines(await query('t100010', { prdCode: p.prdCode, type: '4' }));
    const firstYearOut = year.findIndex((point) => 'yearRatioFormat' in point);
    expect(year[firstYearOut].issDate).toBe(`${Number(p.estabDate.slice(0, 4)) + 1}${p.estabDate.slice(4)}`);
    expect(year.slice(0, firstYearOut).every((point) => Object.keys(point).sort().join() === 'issDate,totNavFormat')).toBe(true);
    expect(year.slice(firstYearOut).every((point) => 'yearRatioFormat' in point)).toBe(true);
  });

  it('t100010 / t100012 refuse what the code does not allow: under a month but for cash management (E3103), a period not lived (E3104)', async () => {
    expect(await refusal('t100010', 'NWD0000001', '1')).toBe('E3103');
    expect(await refusal('t100010', 'NWC0000001', '2')).toBe('E3104');
    expect(await refusal('t100010', 'HOT0000001', '2')).toBe('E3104');
    agedMonths('NWC0000001', 5);
    expect(await refusal('t100010', 'NWC0000001', '3')).toBe('answered');
    expect(await refusal('t100010', 'NWC0000001', '4')).toBe('E3104');
    expect(await refusal('t100012', 'CUR0000001', '1')).toBe('answered');
    bank.db.get('products').find({ prdCode: 'CUR0000001' }).assign({ estabDate: '2026-11-16' }).write();
    expect(await refusal('t100012', 'CUR0000001', '1')).toBe('E3104');
  });

  it('every net-value product that has lived a year ends its year on its navDate and its yield, cumulative never below unit', async () => {
    const lived = bank.db.get('products').value().filter((p) => ['D300', 'D311', 'D303', 'D301'].includes(p.prdTemplate) && p.estabDate <= '2025-11-21');
    expect(lived.map((p) => p.prdCode)).toEqual(expect.arrayContaining(['NWD0000001', 'ROPN000001']));
    for (const p of lived) {
      const year = lines(await query('t100010', { prdCode: p.prdCode, type: '4' }));
      expect(year.at(-1)).toMatchObject({ issDate: p.navDate, yearRatioFormat: Number(p.yearClientRatio).toFixed(2) });
      expect(Number(year.at(-1)?.totNavFormat)).toBeGreaterThanOrEqual(Number(p.nav));
    }
  });

  it('t100010 is empty for other families; t100012 serves cash management only', async () => {
    expect(lines(await query('t100010', { prdCode: 'CUR0000001', type: '1' }))).toEqual([]);
    expect(lines(await query('t100012', { prdCode: 'NWC0000001', type: '1' }))).toEqual([]);
    const money = lines(await query('t100012', { prdCode: 'CUR0000001', type: '2' }));
    expect(money.length).toBe(31);
    expect(money[money.length - 1]).toMatchObject({ issDate: NAV_DATE, sevenDayRatioFormat: '1.8520' });
    for (const point of money) {
      expect(Object.keys(point).sort()).toEqual(['issDate', 'sevenDayRatioFormat', 'tenThousandIncomeFormat']);
      expect(point.sevenDayRatioFormat).toMatch(/^\d+\.\d{4}$/);
      expect(Math.abs(Number(point.tenThousandIncomeFormat) - (Number(point.sevenDayRatioFormat) / 365) * 100)).toBeLessThan(0.02);
    }
  });

  it('is the same on every run and follows the product as a test patches it', async () => {
    const before = await query('t100010', { prdCode: 'ROPN000001', type: '3' });
    expect(await query('t100010', { prdCode: 'ROPN000001', type: '3' })).toEqual(before);
    bank.db.get('products').find({ prdCode: 'ROPN000001' }).assign({ nav: '1.2000' }).write();
    const [latest] = lines(await post('queryManyQuotation', { prdCode: 'ROPN000001', offSet: 0, issDateOrder: 'desc', queryNum: 1 }));
    expect(latest).toMatchObject({ issDate: NAV_DATE, nav: '1.2000' });
    expect(lines(await query('t100010', { prdCode: 'ROPN000001', type: '2' })).at(-1)).toEqual({ issDate: NAV_DATE, totNavFormat: latest.totNav, yearRatioFormat: expect.any(String) });
  });
});

describe('numbers (POST /api/dbank)', () => {
  it('queryManyQuotation: desc starts with the product\'s nav on navDate, consistent with t100010, paged', async () => {
    for (const prdCode of ['NWC0000001', 'NOG3M1A001', 'ROPN000001', 'RCLSP00001']) {
      const latest = (await post('queryManyQuotation', { prdCode, offSet: 0, issDateOrder: 'desc', queryNum: 1 })).response!;
      expect(latest.lineList).toEqual([{ issDate: product(prdCode).navDate, nav: product(prdCode).nav, totNav: expect.any(String) }]);
      expect(latest.totNum).toBe(365);
    }
    const asc = lines(await post('queryManyQuotation', { prdCode: 'NWD0000001', offSet: 0, issDateOrder: 'asc', queryNum: 999 }));
    const chart = lines(await query('t100010', { prdCode: 'NWD0000001', type: '4' }));
    expect(asc.map(({ issDate, totNav }) => ({ issDate, totNav }))).toEqual(chart.map((p) => ({ issDate: p.issDate, totNav: p.totNavFormat })));
    expect(asc.every((line) => Number(line.totNav) >= Number(line.nav) && Number(line.nav) > 0.9)).toBe(true);
    const second = lines(await post('queryManyQuotation', { prdCode: 'NWD0000001', offSet: '1', issDateOrder: 'desc', queryNum: '1' }));
    expect(second).toEqual([asc[asc.length - 2]]);
    expect((await post('queryManyQuotation', { prdCode: 'EXP0000001', offSet: 0, issDateOrder: 'desc', queryNum: 10 })).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('a product in its subscription period has published no net value yet', async () => {
    const hot = product('HOT0000001');
    expect(hot.estabDate > hot.navDate).toBe(true);
    expect((await post('queryManyQuotation', { prdCode: 'HOT0000001', offSet: 0, issDateOrder: 'desc', queryNum: 1 })).response).toEqual({ lineList: [], totNum: 0 });
    expect((await query('t300001', { prdCode: 'HOT0000001' })).result).toEqual({ ylables: '', xlables: '' });
  });

  it('queryConfirmDate: six cycles from the current one for a cycle product, none for others', async () => {
    for (const prdCode of ['CYC0000001', 'REXP000001', 'ROPN000001']) {
      const { response } = await post('queryConfirmDate', { prdCode, offSet: 0, queryNum: 999 });
      const cycles = response!.lineList as Line[];
      const p = product(prdCode);
      expect(response!.totNum).toBe(6);
      expect(cycles[0]).toEqual({ cycleDays: p.cycleDays, curCycleDate: p.curCycleDate, nextCycleDate: p.nextCycleDate });
      cycles.slice(1).forEach((cycle, i) => expect(cycle.curCycleDate).toBe(cycles[i].nextCycleDate));
    }
    expect((await post('queryConfirmDate', { prdCode: 'NWC0000001', offSet: 0, queryNum: 999 })).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('queryQuotation: twelve past periods of a benchmark product, newest first, near the benchmark', async () => {
    for (const prdCode of ['EXP0000001', 'GEAR000001', 'REXP000001', 'CYC0000001']) {
      const { response } = await post('queryQuotation', { prdCode, offSet: 0, queryNum: 20 });
      const periods = response!.lineList as Line[];
      expect(response!.totNum).toBe(12);
      expect(periods.map((p) => p.periodNo)).toEqual(Array.from({ length: 12 }, (_, i) => `第${12 - i}期`));
      for (const [i, period] of periods.entries()) {
        expect(period).toEqual({ periodNo: expect.any(String), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), formatModelComment: expect.stringMatching(/^\d\.\d{2}%-\d\.\d{2}%$/), actualRatio: expect.stringMatching(/^\d\.\d{2}%$/) });
        expect(period.endDate <= TODAY && period.startDate < period.endDate).toBe(true);
        if (i > 0) expect(period.endDate < periods[i - 1].endDate).toBe(true);
        const [low, high] = String(period.formatModelComment).split('-').map((part) => Number.parseFloat(part));
        expect(Number.parseFloat(String(period.actualRatio))).toBeGreaterThanOrEqual(low - 0.2);
        expect(Number.parseFloat(String(period.actualRatio))).toBeLessThanOrEqual(high);
      }
    }
    expect(lines(await post('queryQuotation', { prdCode: 'CYC0000001', offSet: 0, queryNum: 1 }))[0].endDate).toBe(product('CYC0000001').curCycleDate);
    expect((await post('queryQuotation', { prdCode: 'NWC0000001', offSet: 0, queryNum: 20 })).response).toEqual({ lineList: [], totNum: 0 });
  });
});

describe('refusals', () => {
  it('answers an unknown product with E0101 on every call', async () => {
    const prdCode = 'NOSUCH0001';
    const answers = [
      ...(await Promise.all(['t200002', 't200003', 't200007', 't100011', 't300001'].map((call) => query(call, { prdCode })))),
      await query('t100010', { prdCode, type: '1' }),
      await query('t100012', { prdCode, type: '1' }),
      await post('queryManyQuotation', { prdCode, offSet: 0, issDateOrder: 'desc', queryNum: 1 }),
      await post('queryConfirmDate', { prdCode, offSet: 0, queryNum: 999 }),
      await post('queryQuotation', { prdCode, offSet: 0, queryNum: 12 }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ success: false, code: 'E0101', msg: '无此产品' });
  });

  it('refuses missing or ill-typed parameters with E0400 and a Chinese message', async () => {
    const prdCode = 'NWC0000001';
    const answers = [
      await query('t200002', {}),
      await query('t100010', { prdCode }),
      await query('t100010', { prdCode, type: '5' }),
      await query('t100012', { prdCode: 'CUR0000001', type: 'week' }),
      await post('queryManyQuotation', { prdCode, offSet: 0, queryNum: 1 }),
      await post('queryManyQuotation', { prdCode, offSet: 0, issDateOrder: 'newest', queryNum: 1 }),
      await post('queryManyQuotation', { prdCode, offSet: -1, issDateOrder: 'desc', queryNum: 1 }),
      await post('queryConfirmDate', { prdCode: 'CYC0000001', offSet: 0, queryNum: 1000 }),
      await post('queryQuotation', { prdCode: 'EXP0000001', offSet: 0, queryNum: 1.5 }),
      await post('queryQuotation', { prdCode: 'EXP0000001', offSet: 0 }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ success: false, code: 'E0400', msg: expect.stringMatching(/^参数错误：/) });
  });
});

describe('lists by series', () => {
  const shelf = async (call: string, seriesCode?: string) =>
    (await query(call, { offSet: '0', queryNum: '100', channel: 'Q', ...(seriesCode ? { seriesCode } : {}) })).result as { lineList: Array<{ prdCode: string }>; totNum: number };

  it('t100001 / t100002 keep only the series asked for', async () => {
    const axsy = await shelf('t100001', 'AXSY');
    expect(axsy.lineList.map((p) => p.prdCode).sort()).toEqual(['EXP0000001', 'IPO0000001', 'SOLD000001']);
    expect(axsy.totNum).toBe(3);
    expect((await shelf('t100001', 'WYJZ')).lineList.map((p) => p.prdCode).sort()).toEqual(['NOG3M1A001', 'NWC0000001']);
    expect((await shelf('t100002', 'KD100')).lineList.map((p) => p.prdCode)).toEqual(['GEAR000001']);
    expect(await shelf('t100001', 'NONE')).toEqual({ lineList: [], totNum: 0 });
    expect((await shelf('t100001')).totNum).toBeGreaterThan(30);
  });

  it('refuses an ill-formed series code', async () => {
    expect(await query('t100001', { offSet: '0', queryNum: '10', channel: 'Q', seriesCode: 'A-X' })).toMatchObject({ success: false, code: 'E0400' });
    expect(await query('t100001', { offSet: '0', queryNum: '10', channel: 'Q', seriesCode: 'A'.repeat(17) })).toMatchObject({ success: false, code: 'E0400' });
  });
});

describe('files', () => {
  it('serves the documents as PDFs and an unknown file as a 404 envelope', async () => {
    for (const name of ['product-instructions', 'risk-disclosure', 'investor-rights']) {
      const answer = await bank.handle({ method: 'GET', path: `/h5/files/${name}.pdf`, query: {}, body: {} });
      expect(answer.status).toBe(200);
      expect(answer.headers?.['Content-Type']).toBe('application/pdf');
      expect(answer.file?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(answer.file!.length).toBeLessThan(200_000);
    }
    for (const path of ['/h5/files/nothing.pdf', '/h5/files/../bank.ts', '/h5/files/%2e%2e%2fbank.ts']) {
      expect(await bank.handle({ method: 'GET', path, query: {}, body: {} })).toMatchObject({ status: 404, body: { success: false, code: 'E0404' } });
    }
    expect((await bank.handle({ method: 'POST', path: '/h5/files/risk-disclosure.pdf', query: {}, body: {} })).status).toBe(405);
  });

  describe('over HTTP', () => {
    let server: RunningMockServer;
    beforeAll(async () => {
      server = await startMockServer({ port: 0, today: TODAY });
    });
    afterAll(() => server.close());

    it('sends the bytes with Content-Type application/pdf', async () => {
      const response = await fetch(`http://127.0.0.1:${server.port}/h5/files/investor-rights.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const missing = await fetch(`http://127.0.0.1:${server.port}/h5/files/none.pdf`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ success: false, code: 'E0404' });
    });
  });
});
