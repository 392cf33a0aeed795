/**
 * features/support/route-samples.ts: a sample address for every route the router serves, and every
 * sample opens something the mock bank has for its persona (vitest runs mock-server/, not features/).
 */
import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { PLAN_RUN_STATUS } from './handlers/plans';
import { prepareSample, routeSamplesOn, routesCovered, ROUTE_SAMPLES, SETUP_ORDER_IDS, WALK_AREAS, type BankCall, type RouteSample } from '../features/support/route-samples';
import { DETAIL_ROUTES, detailRouteOf } from '../src/domain/catalog/template-route';
import { HISTORY_ROUTES, SUB_PAGES, SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from '../src/domain/catalog/sub-pages';
import { NET_VALUE_TEMPLATES, REDEMPTION_ROUTES, redemptionRouteOf } from '../src/domain/holdings/redemption-route';
import { CANCELLED_STATUS, DEAL_ROUTES, DEAL_TYPES, dealRouteOf } from '../src/domain/holdings/deal';
import { REGULAR_ROUTES, regularFamilyOf } from '../src/domain/holdings/regular';
import { pathsOf, ROUTES } from '../src/ui/app/router';
import { MY_PLAN_ROUTES } from '../src/ui/pages/plan/plan-rows';

const SHARE_TYPE_ERROR_ROUTE = ROUTES.shareTypeError.path;

// ---- (1) the routes the router serves -----------------------------------------------------------------

/** Every path the router serves: each route of ROUTES (a table's every path), but the not-found route. */
const servedRoutes = (): Set<string> => new Set(Object.values(ROUTES).flatMap(pathsOf).filter((path) => path !== '*'));

describe('route samples: coverage', () => {
  const served = servedRoutes();
  const covered = routesCovered();

  it('reads the router: its tables and its plain paths', () => {
    for (const route of [...DETAIL_ROUTES, ...SYNOPSIS_ROUTES, ...HISTORY_ROUTES, ...Object.values(DEAL_ROUTES), '/', '/buy', '/shareTypeError']) expect(served).toContain(route);
    expect(served).not.toContain('*');
    expect(served.size).toBeGreaterThan(80);
  });

  it('walks every sample in one of the parts the walk scenarios name, each part once in each', () => {
    const parts = (feature: string) => [...readFileSync(new URL(`../features/${feature}`, import.meta.url), 'utf8').matchAll(/^\s*\|\s*(\S+)\s*\|\s*$/gm)].map((row) => row[1]).filter((cell) => cell !== '部分');
    for (const sample of ROUTE_SAMPLES) expect(WALK_AREAS).toContain(sample.area);
    for (const area of WALK_AREAS) expect(ROUTE_SAMPLES.some((sample) => sample.area === area), area).toBe(true);
    expect(parts('accessibility.feature')).toEqual([...WALK_AREAS, ...WALK_AREAS]);
    expect(parts('security.feature').filter((cell) => (WALK_AREAS as readonly string[]).includes(cell))).toEqual([...WALK_AREAS, ...WALK_AREAS]);
  });

  it('has a sample for every route the router serves, and none for a route it does not', () => {
    expect([...served].filter((route) => !covered.has(route)).sort()).toEqual([]);
    expect([...covered].filter((route) => !served.has(route)).sort()).toEqual([]);
  });

  it('opens each route at its own path (the invalid entry at the entry), each sample named, none twice', () => {
    for (const sample of ROUTE_SAMPLES) {
      const url = new URL(sample.address, 'http://store');
      if (sample.route === SHARE_TYPE_ERROR_ROUTE) {
        expect(url.pathname, sample.address).toBe('/');
        expect(['01', '02'], sample.address).not.toContain(url.searchParams.get('shareType'));
      } else {
        expect(url.pathname, sample.address).toBe(sample.route);
        expect(url.searchParams.get('shareType'), sample.address).toBe('02');
      }
      expect(sample.name.trim(), sample.address).not.toBe('');
    }
    expect(new Set(ROUTE_SAMPLES.map((s) => s.name)).size).toBe(ROUTE_SAMPLES.length);
    expect(new Set(ROUTE_SAMPLES.map((s) => `${s.persona} ${s.setup ?? ''} ${s.address}`)).size).toBe(ROUTE_SAMPLES.length);
  });

  it('are the samples of a bank reset today', () => {
    expect(ROUTE_SAMPLES).toEqual(routeSamplesOn(dayjs().format('YYYY-MM-DD')));
  });
});

// ---- (2) every sample points at something the bank has --------------------------------------------------

type Envelope = { success?: boolean; code?: string; msg?: string; response?: unknown; result?: unknown };
type Line = Record<string, string>;
type Page = { lineList: Line[]; totNum: number };

/** Pages that read one of the customer's holdings by ?prdCode=. */
const HOLDING_PAGES = new Set<string>([
  '/mineRestrictNetWorth', '/mineRestrictNetWorthIncomeRate', ...Object.values(REDEMPTION_ROUTES), '/remdFalseResult',
  '/redemptionFalseResult', '/rapidRedemptionF', '/dividend', '/pdfShow', '/mineCurrencyIncomeNew', '/currencyRecord', '/redeemway',
  REGULAR_ROUTES.expected, REGULAR_ROUTES.closed, REGULAR_ROUTES.periodicOpen, REGULAR_ROUTES.cycle, REGULAR_ROUTES.cycleDetail,
]);
const REGULAR_FAMILY_PAGES = new Set<string>([REGULAR_ROUTES.expected, REGULAR_ROUTES.closed, REGULAR_ROUTES.periodicOpen, REGULAR_ROUTES.cycle]);
const KNOWN_PARAMS = new Set(['shareType', 'prdCode', 'uniOrderId', 'planNo', 'seq', 'cycleNo', 'sendDate', 'url', 'title', 'seriesCode', 'kind', 'mode', 'action']);

/** Checks one sample at a bank prepared for it; answers what is wrong, if anything. */
/** A sample as the check reads it (whichever part of the walk it is in). */
type SampleAddress = Omit<RouteSample, 'area'>;

class SampleCheck {
  readonly problems: string[] = [];

  constructor(private readonly bank: MockBank, private readonly today: string, private readonly sample: SampleAddress) {}

  private async answer(method: 'GET' | 'POST', path: string, query: Record<string, string>, body: object): Promise<Envelope> {
    return (await this.bank.handle({ method, path, query, body })).body as Envelope;
  }

  private problem(text: string): void {
    this.problems.push(`${this.sample.name} ${this.sample.address} (${this.sample.persona}${this.sample.setup ? `, ${this.sample.setup}` : ''}): ${text}`);
  }

  /** A dbank call's payload, or null (and a problem) when the bank refuses. */
  private async dbank<T>(name: string, body: object = {}, method: 'GET' | 'POST' = 'POST'): Promise<T | null> {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) : {};
    const answer = await this.answer(method, `/api/dbank/${name}`, query, method === 'POST' ? { accType: '2', idType: '0', ...body } : {});
    if (answer.success !== true) this.problem(`${name} answers ${answer.code} ${answer.msg}`);
    return answer.success === true ? (answer.response as T) : null;
  }

  private async h5<T>(name: string, query: Record<string, string>): Promise<T | null> {
    const answer = await this.answer('GET', `/h5/api/query/${name}`, query, {});
    if (answer.success !== true) this.problem(`${name} answers ${answer.code} ${answer.msg}`);
    return answer.success === true ? (answer.result as T) : null;
  }

  private expect(condition: boolean, text: string): void {
    if (!condition) this.problem(text);
  }

  private async holdings(): Promise<Line[]> {
    const pages = await Promise.all(['0', '1'].map((currentFlag) => this.dbank<Page>('listHoldingShare', { offSet: 0, queryNum: 99, currentFlag })));
    return pages.flatMap((page) => page?.lineList ?? []);
  }

  private daysAgo(n: number): string {
    return dayjs(this.today).subtract(n, 'day').format('YYYY-MM-DD');
  }

  /** The lines a page without parameters lists (null: the page is not a list). */
  private async listed(route: string): Promise<number | null> {
    const count = (page: Page | null) => page?.totNum ?? 0;
    const paging = { offSet: 0, queryNum: 20 };
    switch (route) {
      case '/': return count(await this.h5<Page>('t100001', { offSet: '0', queryNum: '10', channel: 'Q' }));
      case '/myHome': case '/profitLossIncome': return (await this.holdings()).length;
      case '/currentMoreSum': return count(await this.dbank<Page>('listHoldingShare', { offSet: 0, queryNum: 99, currentFlag: '0' }));
      case '/regularMoreSum': case REGULAR_ROUTES.list: return count(await this.dbank<Page>('listHoldingShare', { offSet: 0, queryNum: 99, currentFlag: '1' }));
      case MY_PLAN_ROUTES.list: return count(await this.dbank<Page>('listAutoInvest', paging));
      case '/comfirmed': return count(await this.dbank<Page>('listCurCmons', paging));
      case '/transitCash': return count(await this.dbank<Page>('transitCash', paging));
      case '/unconfirmed': return count(await this.dbank<Page>('listHistoryDeals', { ...paging, startDate: this.daysAgo(30), endDate: this.today }));
      case '/hisAssets': return count(await this.dbank<Page>('listHisAssets', { days: 30 }));
      case '/interest': return count(await this.dbank<Page>('listDividends', paging));
      case '/cash': return count(await this.dbank<Page>('listMaturityPayouts', paging));
      case '/statement': return count(await this.dbank<Page>('f100004', { startDate: this.daysAgo(365), endDate: this.today, offSet: 0, queryNum: 12 }, 'GET'));
      case '/risklevel': return (await this.dbank<Page>('risk/queryRiskLevel'))?.lineList.length ?? 0;
      case '/answer': return (await this.dbank<{ questionList: unknown[] }>('risk/queryRiskQuestions'))?.questionList.length ?? 0;
      case '/contractSigning': return (await this.dbank<{ cards?: unknown[] }>('custInfo')) ? 1 : 0;
      default: return null;
    }
  }

  async run(personas: string[]): Promise<string[]> {
    const { sample } = this;
    const route = sample.route;
    this.expect(personas.includes(sample.persona), `no persona ${sample.persona}`);
    const params = new URL(sample.address, 'http://store').searchParams;
    for (const name of params.keys()) this.expect(KNOWN_PARAMS.has(name), `a parameter the test does not check: ${name}`);
    const param = (name: string) => params.get(name) ?? undefined;

    const listed = await this.listed(route);
    if (listed !== null) this.expect(listed > 0, 'the page lists nothing');

    const prdCode = param('prdCode');
    if (prdCode && route !== SHARE_TYPE_ERROR_ROUTE) await this.product(route, prdCode);
    const uniOrderId = param('uniOrderId');
    if (uniOrderId) await this.deal(route, uniOrderId);
    const planNo = param('planNo');
    if (planNo) await this.plan(planNo, param('seq'), param('action'), route);
    const sendDate = param('sendDate');
    if (sendDate) {
      const month = await this.dbank<Page>(route === '/statementDetail' ? 'f100005' : 'f100006', { sendDate, offSet: 0, queryNum: 99 }, 'GET');
      this.expect((month?.lineList.length ?? 0) > 0, `the statement of ${sendDate} has no lines`);
    }
    const url = param('url');
    if (url) {
      this.expect((await this.bank.handle({ method: 'GET', path: url, query: {}, body: {} })).status === 200, `${url} is not served`);
      this.expect(Boolean(param('title')?.trim()), 'the document has no title');
    }
    const seriesCode = param('seriesCode');
    if (seriesCode) {
      const series = await this.h5<Page>('t100001', { offSet: '0', queryNum: '100', channel: 'Q', seriesCode });
      this.expect(Boolean(series?.lineList.some((p) => p.prdCode === prdCode)), `series ${seriesCode} has no ${prdCode}`);
    }
    const kind = param('kind');
    if (kind) this.expect(kind === 'term' || kind === 'demand', `kind ${kind}`);
    const action = param('action');
    if (action) this.expect(['add', 'update', 'stop'].includes(action), `action ${action}`);
    return this.problems;
  }

  private async product(route: string, prdCode: string): Promise<void> {
    const detail = (await this.h5<{ prdDetail: Line }>('t100003', { prdCode }))?.prdDetail;
    if (!detail) return;
    const own = detailRouteOf({ prdTemplate: detail.prdTemplate, prdCategory: detail.prdCategory, isPrivate: detail.isPrivate === '1' });
    if ((DETAIL_ROUTES as readonly string[]).includes(route)) this.expect(own === route, `${prdCode}'s detail page is ${own}`);
    if ((SYNOPSIS_ROUTES as readonly string[]).includes(route)) this.expect(own !== null && SUB_PAGES[own].synopsis === route, `${prdCode}'s synopsis is not ${route}`);
    if ((TRADE_RULE_ROUTES as readonly string[]).includes(route)) this.expect(own !== null && SUB_PAGES[own].tradeRules === route, `${prdCode}'s trade rules are not ${route}`);
    if ((HISTORY_ROUTES as readonly string[]).includes(route)) this.expect(own !== null && SUB_PAGES[own].history === route, `${prdCode}'s history is not ${route}`);
    if (route === '/fixedtime') this.expect(detail.isAutoInvest === '1', `${prdCode} takes no plans`);
    if (route === '/buy') {
      const fit = await this.dbank<{ flag: string }>('validRisk', { prdCode });
      this.expect(fit?.flag === '0', `${this.sample.persona} may not buy ${prdCode} (validRisk ${fit?.flag})`);
    }
    if (!HOLDING_PAGES.has(route)) return;

    const holding = (await this.holdings()).find((line) => line.prdCode === prdCode);
    if (!holding) return this.problem(`${this.sample.persona} does not hold ${prdCode}`);
    const redemptionRoutes: readonly string[] = Object.values(REDEMPTION_ROUTES);
    if (redemptionRoutes.includes(route)) {
      const ownRedemption = redemptionRouteOf({ prdTemplate: holding.prdTemplate, fastRedeemable: holding.fastRedeem === '1' });
      this.expect(ownRedemption === route, `${prdCode} redeems at ${ownRedemption}`);
      this.expect(holding.canRedeem === '1', `${prdCode} cannot be redeemed now`);
      if (this.sample.address.includes('mode=fast')) this.expect(holding.fastRedeem === '1', `${prdCode} has no quick redemption`);
    }
    if (route === '/remdFalseResult') this.expect(holding.canRedeem === '0' && Boolean(holding.redeemNote), `${prdCode} can be redeemed`);
    if (REGULAR_FAMILY_PAGES.has(route)) this.expect(regularFamilyOf({ prdTemplate: holding.prdTemplate, currentFlag: holding.currentFlag === '1' ? '1' : '0' })?.route === route, `${prdCode} is not of ${route}'s family`);
    if (route === '/dividend') this.expect(NET_VALUE_TEMPLATES.includes(holding.prdTemplate), `${prdCode} has no dividend method`);
    if (route === '/currencyRecord') this.expect(holding.prdTemplate === 'D310', `${prdCode} is not cash management`);
    if (route === '/mineCurrencyIncomeNew' || route === '/currencyRecord') {
      const days = await this.dbank<Page>('listDailyIncome', { prdCode, offSet: 0, queryNum: 20 });
      this.expect((days?.totNum ?? 0) > 0, `${prdCode} has no income days`);
    }
    if (route === '/redeemway') {
      const term = await this.dbank<Page>('b100741');
      this.expect(Boolean(term?.lineList.some((line) => line.prdCode === prdCode)), `${prdCode} has no maturity method`);
    }
    if (route === REGULAR_ROUTES.cycleDetail) {
      const cycles = await this.dbank<Page>('listCustCycles', { prdCode, offSet: 0, queryNum: 999 });
      const cycle = cycles?.lineList.find((line) => String(line.cycleNo) === this.sample.address.match(/cycleNo=(\d+)/)?.[1]);
      this.expect(Boolean(cycle) && this.sample.name.includes(cycle!.status), `no such cycle, or not the one named (${cycle?.status})`);
    }
  }

  private async deal(route: string, uniOrderId: string): Promise<void> {
    const deal = await this.dbank<Line>('queryOrder', { uniOrderId });
    if (!deal) return;
    const dealRoutes: readonly string[] = Object.values(DEAL_ROUTES);
    if (route === DEAL_ROUTES.inTransit) {
      const transit = await this.dbank<Page>('transitCash', { offSet: 0, queryNum: 20 });
      this.expect(Boolean(transit?.lineList.some((line) => line.uniOrderId === uniOrderId)), `${uniOrderId} is not in transit`);
    } else if (dealRoutes.includes(route)) {
      this.expect(dealRouteOf({ transType: deal.transType, status: deal.status }) === route, `${uniOrderId} (${deal.transType} ${deal.status}) has its record at ${dealRouteOf({ transType: deal.transType, status: deal.status })}`);
    }
    const kinds: Record<string, string> = { '/cntranprocess': DEAL_TYPES.purchase, '/redemptionResult': DEAL_TYPES.redemption, '/rapidRedemptionT': DEAL_TYPES.fastRedemption };
    if (kinds[route]) this.expect(deal.transType === kinds[route], `${uniOrderId} is a ${deal.transType}`);
    if (route === '/cancelResult') this.expect(deal.status === CANCELLED_STATUS, `${uniOrderId} is ${deal.status}`);
  }

  private async plan(planNo: string, seq: string | undefined, action: string | undefined, route: string): Promise<void> {
    const plans = await this.dbank<Page>('listAutoInvest', { offSet: 0, queryNum: 99 });
    const plan = plans?.lineList.find((line) => line.planNo === planNo);
    if (!plan) return this.problem(`${this.sample.persona} has no plan ${planNo}`);
    if (route === '/fixedtimeupdate' || route === '/fixedtimestop') this.expect(plan.status === '1', `plan ${planNo} is stopped`);
    if (action) this.expect((action === 'stop') === (plan.status === '0'), `plan ${planNo} (status ${plan.status}) under the title of ${action}`);
    if (seq) {
      const records = await this.dbank<Page>('listAutoInvestRecords', { planNo, offSet: 0, queryNum: 99 });
      const record = records?.lineList.find((line) => String(line.seq) === seq);
      // The status is a code (1 扣款成功, 0 扣款失败); the sample names it in words.
      const named = record && { [PLAN_RUN_STATUS.done]: '扣款成功', [PLAN_RUN_STATUS.failed]: '扣款失败' }[String(record.status)];
      this.expect(Boolean(named) && this.sample.name.includes(named!), `no instalment ${seq}, or not the one named (${record?.status})`);
    }
  }
}

const call = (bank: MockBank): BankCall => async ({ method, path, body }) => (await bank.handle({ method, path, query: {}, body: body ?? {} })).body;

// Each date resets the bank once per sample (112 of them): seconds of work, more on a busy machine.
const WHOLE_WALK_MS = 30_000;

describe('route samples: each opens something the bank has', () => {
  // A day mid-month, the first of a month and the last of a year: the deal ids and last month's statement follow the date.
  it.each(['2026-11-22', '2026-03-01', '2026-12-31'])('on %s', async (today) => {
    const bank = createMockBank({ today });
    const personas = bank.db.get('personas').value().map((p) => p.id);
    const problems: string[] = [];
    for (const sample of routeSamplesOn(today)) {
      await prepareSample(sample, call(bank));
      problems.push(...(await new SampleCheck(bank, today, sample).run(personas)));
    }
    expect(problems).toEqual([]);
  }, WHOLE_WALK_MS);

  it('finds a sample that points at nothing, or at the wrong thing', async () => {
    const today = '2026-11-22';
    const bank = createMockBank({ today });
    const personas = bank.db.get('personas').value().map((p) => p.id);
    const broken: SampleAddress[] = [
      { route: '/netWorth', address: '/netWorth?shareType=02&prdCode=NOPE000001', persona: 'default', name: '没有的产品' },
      { route: '/netWorth', address: '/netWorth?shareType=02&prdCode=EXP0000001', persona: 'default', name: '别的模板' },
      { route: '/gearSynopsis', address: '/gearSynopsis?shareType=02&prdCode=EXP0000001', persona: 'default', name: '别的概述' },
      { route: '/recorDatail', address: '/recorDatail?shareType=02&uniOrderId=H00120261101000000XX', persona: 'default', name: '没有的交易' },
      { route: '/cancelResult', address: `/cancelResult?shareType=02&uniOrderId=${routeSamplesOn(today).find((s) => s.route === '/recorDatail')!.address.split('uniOrderId=')[1]}`, persona: 'default', name: '未撤单' },
      { route: '/confecorDatail', address: `/confecorDatail?shareType=02&uniOrderId=${SETUP_ORDER_IDS.purchase}`, persona: 'default', name: '没做准备' },
      { route: '/fixedtimestop', address: '/fixedtimestop?shareType=02&planNo=PSEED000000000000002', persona: 'default', name: '已终止的计划' },
      { route: '/myFixedTimeNetWorthInfo', address: '/myFixedTimeNetWorthInfo?shareType=02&planNo=PSEED000000000000001', persona: 'regular-holder', name: '别人的计划' },
      { route: '/fixedRecordInfoPage', address: '/fixedRecordInfoPage?shareType=02&planNo=PSEED000000000000001&seq=1', persona: 'default', name: '扣款失败' },
      { route: '/custCycleVoldetail', address: '/custCycleVoldetail?shareType=02&prdCode=CYC0000001&cycleNo=9', persona: 'regular-holder', name: '没有的周期（运行中）' },
      { route: '/regularCustCycle', address: '/regularCustCycle?shareType=02&prdCode=CYC0000001', persona: 'default', name: '没持有' },
      { route: '/redemption', address: '/redemption?shareType=02&prdCode=EXP0000001', persona: 'default', name: '封闭期' },
      { route: '/comfirmed', address: '/comfirmed?shareType=02', persona: 'default', name: '空列表' },
      { route: '/statementDetail', address: '/statementDetail?shareType=02&sendDate=2026-11', persona: 'default', name: '本月' },
      { route: '/pdf', address: '/pdf?shareType=02&url=%2Fh5%2Ffiles%2Fnope.pdf&title=x', persona: 'default', name: '没有的文件' },
      { route: '/list', address: '/list?shareType=02&sort=1', persona: 'default', name: '不认识的参数' },
      { route: '/myHome', address: '/myHome?shareType=02', persona: 'nobody', name: '没有的客户' },
    ];
    for (const sample of broken) {
      await bank.handle({ method: 'POST', path: '/__mock/reset', query: {}, body: {} });
      if (personas.includes(sample.persona)) await bank.handle({ method: 'POST', path: '/__mock/persona', query: {}, body: { id: sample.persona } });
      expect(await new SampleCheck(bank, today, sample).run(personas), sample.name).not.toEqual([]);
    }
  });

  it('uses the seeded deals and plans wherever they show the page, a setup only where nothing seeded can', () => {
    const setups = ROUTE_SAMPLES.filter((s) => s.setup).map((s) => `${s.route} ${s.setup}`);
    expect(setups).toEqual([
      '/cntranprocess purchase', '/redemption gearHolding', '/redemptionResult redemption', '/comfirmed purchase', '/transitCash redemptionInTransit',
      '/confecorDatail purchase', '/confUnrecorDatail redemption', '/comfirmeDatail redemptionInTransit',
    ]);
    // Every id a setup makes is one an address opens.
    for (const id of Object.values(SETUP_ORDER_IDS).filter((id) => id !== SETUP_ORDER_IDS.gearHolding)) expect(ROUTE_SAMPLES.some((s) => s.address.includes(id))).toBe(true);
  });
});
