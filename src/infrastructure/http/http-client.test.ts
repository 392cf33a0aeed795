import { describe, expect, it, vi } from 'vitest';
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { HttpClient } from './http-client';
import { addressOf } from './addresses';
import { HttpProductCatalog } from './http-product-catalog';
import { HttpProductPerformance } from './http-product-performance';
import { HttpCustomerDirectory } from './http-customer-directory';
import { HttpRiskAssessment } from './http-risk-assessment';

type Answer = { status?: number; body?: unknown; raw?: string; error?: 'timeout' | 'network' };

/** A transport that records what the client sent and answers as told. */
function transport(answer: Answer | ((config: InternalAxiosRequestConfig) => Answer)) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const a = typeof answer === 'function' ? answer(config) : answer;
    if (a.error === 'timeout') throw new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config);
    if (a.error === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: a.raw ?? JSON.stringify(a.body), status: a.status ?? 200, statusText: '', headers: {}, config, request: {} };
    if (!config.validateStatus!(response.status)) throw new AxiosError('bad status', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  let active = 0;
  let peak = 0;
  const client = new HttpClient({ adapter, activity: { started: () => (peak = Math.max(peak, ++active)), ended: () => void active-- } });
  return { client, sent, activity: () => ({ active, peak }) };
}

const product = { prdCode: 'EXP0000001', prdName: '安心收益180天', prdTemplate: 'D100', prdCategory: '0', prdKind: 'term', pfirstAmt: '10000.00', pAddAmt: '1.00', remainAmt: '52345678.90', investAmt: '100000000.00' };

describe('HttpClient', () => {
  it('GETs h5 queries under /h5/api/query/ with a 30 s timeout and unwraps result', async () => {
    const { client, sent, activity } = transport({ body: { success: true, code: '000000', msg: '成功', result: { ok: 1 } } });
    await expect(client.query('t100003', { prdCode: 'X1' })).resolves.toEqual({ kind: 'ok', value: { ok: 1 } });
    expect(sent[0]).toMatchObject({ method: 'get', url: '/h5/api/query/t100003', params: { prdCode: 'X1' }, timeout: 30_000 });
    expect(activity()).toEqual({ active: 0, peak: 1 });
  });

  it('gives up on an unanswered call once 30 s have passed on the page\'s own clock, not before', async () => {
    vi.useFakeTimers();
    try {
      let abandoned: AbortSignal | undefined;
      const adapter: AxiosAdapter = (config) => new Promise((_, reject) => {
        abandoned = config.signal as AbortSignal;
        abandoned.addEventListener('abort', () => reject(new axios.CanceledError(undefined, undefined, config)));
      });
      const client = new HttpClient({ adapter, activity: { started: () => undefined, ended: () => undefined } });
      let outcome: unknown = null;
      void client.post('buyPrd', {}).then((answer) => (outcome = answer));
      await vi.advanceTimersByTimeAsync(29_999);
      expect([outcome, abandoned?.aborted]).toEqual([null, false]);
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toEqual({ kind: 'networkError', message: '连接超时，请检查网络再重新连接' });
      expect(abandoned?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('POSTs dbank calls under /api/dbank/ (or an absolute path) and unwraps response', async () => {
    const { client, sent } = transport({ body: { success: true, response: { list: [] } } });
    await expect(client.post('custInfo', { accType: '2' })).resolves.toEqual({ kind: 'ok', value: { list: [] } });
    await client.post('/wx/dbank/api/queryCustomerInfo', {});
    expect(sent.map((c) => [c.method, c.url])).toEqual([['post', '/api/dbank/custInfo'], ['post', '/wx/dbank/api/queryCustomerInfo']]);
    expect(JSON.parse(sent[0].data)).toEqual({ accType: '2' });
  });

  it.each<[Answer, string]>([
    [{ error: 'timeout' }, '连接超时，请检查网络再重新连接'],
    [{ error: 'network' }, '错误：网络连接已中断，请稍后重试'],
    [{ status: 504, body: {} }, '404请求找不到了'],
    [{ status: 404, body: { success: false } }, '404请求找不到了'],
    [{ status: 403, body: {} }, '权限不足,请联系管理员!'],
    [{ status: 555, body: {} }, '重复请求'],
    [{ status: 500, body: {} }, '错误：服务暂时不可用（500）'],
    [{ raw: '<html><body>502 Bad Gateway</body></html>' }, '错误：服务返回的数据无法识别，请稍后重试'],
    [{ raw: '' }, '错误：服务返回的数据无法识别，请稍后重试'],
  ])('turns %j into the catalogue message', async (answer, message) => {
    const { client, activity } = transport(answer);
    await expect(client.post('custInfo', {})).resolves.toEqual({ kind: 'networkError', message });
    expect(activity().active).toBe(0);
  });

  it('passes business errors to the catalogue', async () => {
    const { client } = transport({ body: { success: false, code: 'E1014', msg: '客户信息已失效' } });
    await expect(client.post('custInfo', {})).resolves.toEqual({ kind: 'sessionInvalid', message: '客户信息已失效' });
  });
});

describe('gateways', () => {
  it('lists products with the fixed channel and sort, parsing amounts exactly', async () => {
    const { client, sent } = transport({ body: { success: true, result: { lineList: [product], totNum: '37' } } });
    const outcome = await new HttpProductCatalog(client).list('term', { offSet: 10, queryNum: 10, sort: { sortType: '3', sortOrder: 'asc' } });
    expect(sent[0]).toMatchObject({ url: '/h5/api/query/t100001', params: { offSet: 10, queryNum: 10, channel: 'Q', sortType: '3', sortOrder: 'asc' } });
    expect(outcome.kind === 'ok' && outcome.value.total).toBe(37);
    expect(outcome.kind === 'ok' && outcome.value.products[0].remainAmt).toEqual({ fen: 5234567890n });
  });

  it('reads demand products from t100002', async () => {
    const { client, sent } = transport({ body: { success: true, result: { lineList: [], totNum: 0 } } });
    await new HttpProductCatalog(client).list('demand', { offSet: 0, queryNum: 5 });
    expect(sent[0].url).toBe('/h5/api/query/t100002');
  });

  it.each([
    ['a list that is not a list', { lineList: 'x', totNum: 1 }],
    ['a product without a code', { lineList: [{ ...product, prdCode: '' }], totNum: 1 }],
    ['an amount that is not a decimal', { lineList: [{ ...product, remainAmt: '1e9' }], totNum: 1 }],
  ])('rejects %s as malformed', async (_name, result) => {
    const { client } = transport({ body: { success: true, result } });
    const outcome = await new HttpProductCatalog(client).list('term', { offSet: 0, queryNum: 5 });
    expect(outcome).toEqual({ kind: 'networkError', message: '错误：服务返回的数据无法识别，请稍后重试' });
  });

  it('reads the detail from result.prdDetail and resolves a missing product as absent', async () => {
    const found = transport({ body: { success: true, result: { prdDetail: { ...product, isPrivate: '1' } } } });
    const outcome = await new HttpProductCatalog(found.client).detail('EXP0000001');
    expect(outcome.kind === 'ok' && outcome.value.isPrivate).toBe(true);
    const missing = transport({ body: { success: false, code: 'E0101', msg: '无此产品', result: null } });
    await expect(new HttpProductCatalog(missing.client).detail('NOPE')).resolves.toEqual({ kind: 'absent' });
  });

  it('url-decodes the trading rules of t200001, keeps a badly encoded text as it came, and refuses a non-text', async () => {
    const rules = (content: unknown) => new HttpProductCatalog(transport({ body: { success: true, result: { content } } }).client).tradeRules('EXP0000001');
    await expect(rules(encodeURIComponent('<h3>申购规则</h3><p>1万元起购 100%</p>'))).resolves.toEqual({ kind: 'ok', value: '<h3>申购规则</h3><p>1万元起购 100%</p>' });
    await expect(rules('起购 100%')).resolves.toEqual({ kind: 'ok', value: '起购 100%' });
    await expect(rules(42)).resolves.toMatchObject({ kind: 'networkError' });
    const sent = transport({ body: { success: true, result: { content: '' } } });
    await new HttpProductCatalog(sent.client).tradeRules('EXP0000001');
    expect(sent.sent[0]).toMatchObject({ url: '/h5/api/query/t200001', params: { prdCode: 'EXP0000001' } });
  });

  it('reads the risk warning of t100009 as it comes', async () => {
    const sent = transport({ body: { success: true, result: { content: '<p>理财非存款 100%</p>' } } });
    await expect(new HttpProductCatalog(sent.client).riskWarning('RCLS000001')).resolves.toEqual({ kind: 'ok', value: '<p>理财非存款 100%</p>' });
    expect(sent.sent[0]).toMatchObject({ url: '/h5/api/query/t100009', params: { prdCode: 'RCLS000001' } });
  });

  it('reads the benchmark basis from t100019 benchmarkRules', async () => {
    const sent = transport({ body: { success: true, result: { benchmarkRules: '<p>测算依据</p>' } } });
    await expect(new HttpProductCatalog(sent.client).benchmarkBasis('EXP0000001')).resolves.toEqual({ kind: 'ok', value: '<p>测算依据</p>' });
    expect(sent.sent[0]).toMatchObject({ url: '/h5/api/query/t100019', params: { prdCode: 'EXP0000001' } });
    await expect(new HttpProductCatalog(transport({ body: { success: true, result: {} } }).client).benchmarkBasis('EXP0000001')).resolves.toMatchObject({ kind: 'networkError' });
  });

  it('asks showPrdRate for a tiered product\'s rates in one page and maps the lines', async () => {
    const sent = transport({ body: { success: true, response: { lineList: [{ minHoldDays: '1', maxHoldDays: '6', formatClientRatio: '1.50%' }], retNum: 1 } } });
    await expect(new HttpProductPerformance(sent.client).tierRates('GEAR000001')).resolves.toEqual({ kind: 'ok', value: [{ minHoldDays: 1, maxHoldDays: 6, formatClientRatio: '1.50%' }] });
    expect(sent.sent[0].url).toBe('/api/dbank/showPrdRate');
    expect(JSON.parse(sent.sent[0].data)).toEqual({ prdCode: 'GEAR000001', offSet: 0, queryNum: 99 });
  });

  describe('what the bank publishes about a product', () => {
    const catalog = (result: unknown) => new HttpProductCatalog(transport({ body: { success: true, result } }).client);

    it('reads the traits (t200002) and refuses a line without a title', async () => {
      await expect(catalog({ lineList: [{ title: '稳健低波', desc: '净值波动小' }] }).traits('NWC0000001')).resolves.toEqual({ kind: 'ok', value: [{ title: '稳健低波', desc: '净值波动小' }] });
      await expect(catalog({ lineList: [{ desc: '净值波动小' }] }).traits('NWC0000001')).resolves.toMatchObject({ kind: 'networkError' });
      await expect(catalog({}).traits('NWC0000001')).resolves.toMatchObject({ kind: 'networkError' });
    });

    it('reads the elements and fees (t200003); a fee of an unknown kind is malformed', async () => {
      const fee = { feeType: 'redeem', feeName: '赎回费', feeRate: '1.50%', feeDesc: '持有不足7天' };
      await expect(catalog({ lineList: [{ name: '管理人', value: '本行' }], feeList: [fee] }).data('EXP0000001'))
        .resolves.toEqual({ kind: 'ok', value: { elements: [{ name: '管理人', value: '本行' }], fees: [fee] } });
      await expect(catalog({ lineList: [] }).data('EXP0000001')).resolves.toEqual({ kind: 'ok', value: { elements: [], fees: [] } });
      await expect(catalog({ lineList: [], feeList: [{ ...fee, feeType: 'free' }] }).data('EXP0000001')).resolves.toMatchObject({ kind: 'networkError' });
    });

    it('reads the sales material (t200007) as sections of HTML', async () => {
      await expect(catalog({ lineList: [{ title: '产品概况', content: '<p>概况</p>' }] }).synopsis('EXP0000001')).resolves.toEqual({ kind: 'ok', value: [{ title: '产品概况', html: '<p>概况</p>' }] });
    });

    it('keeps only documents on the bank\'s origin or https (t100011)', async () => {
      const docs = (webAddress: string) => catalog({ lineList: [{ insName: '产品说明书', webAddress }] }).documents('EXP0000001');
      await expect(docs('/h5/files/product-instructions.pdf')).resolves.toMatchObject({ kind: 'ok' });
      await expect(docs('https://bank.example/a.pdf')).resolves.toMatchObject({ kind: 'ok' });
      for (const bad of ['javascript:alert(1)', '//evil.example/a.pdf', 'http://plain.example/a.pdf', 'data:application/pdf,x']) {
        await expect(docs(bad)).resolves.toMatchObject({ kind: 'networkError' });
      }
    });
  });

  describe('the bank\'s figures about a product', () => {
    const performance = (response: unknown) => {
      const sent = transport({ body: { success: true, response, result: response } });
      return { figures: new HttpProductPerformance(sent.client), sent: sent.sent };
    };

    it('asks queryManyQuotation newest first for the latest net value, and says null when none is published', async () => {
      const { figures, sent } = performance({ lineList: [{ issDate: '2026-11-21', nav: '1.0325', totNav: '1.0825' }], totNum: 90 });
      await expect(figures.latestQuotation('NWC0000001')).resolves.toEqual({ kind: 'ok', value: { issDate: '2026-11-21', nav: '1.0325', totNav: '1.0825' } });
      expect(sent[0].url).toBe('/api/dbank/queryManyQuotation');
      expect(JSON.parse(sent[0].data)).toEqual({ offSet: 0, issDateOrder: 'desc', queryNum: 1, prdCode: 'NWC0000001' });
      await expect(performance({ lineList: [], totNum: 0 }).figures.latestQuotation('X')).resolves.toEqual({ kind: 'ok', value: null });
    });

    it('pages the net-value history with its total', async () => {
      const { figures, sent } = performance({ lineList: [{ issDate: '2026-11-21', nav: '1.0325', totNav: '1.0825' }], totNum: '90' });
      await expect(figures.quotations('NWC0000001', { offSet: 20, queryNum: 20 })).resolves.toMatchObject({ kind: 'ok', value: { total: 90 } });
      expect(JSON.parse(sent[0].data)).toMatchObject({ offSet: 20, queryNum: 20 });
    });

    it('asks queryConfirmDate 999 at a time (SPEC §9)', async () => {
      const { figures, sent } = performance({ lineList: [{ cycleDays: 28, curCycleDate: '2026-11-17', nextCycleDate: '2026-12-15' }], totNum: 1 });
      await expect(figures.confirmDates('CYC0000001')).resolves.toEqual({ kind: 'ok', value: [{ cycleDays: 28, curCycleDate: '2026-11-17', nextCycleDate: '2026-12-15' }] });
      expect(JSON.parse(sent[0].data)).toEqual({ prdCode: 'CYC0000001', offSet: 0, queryNum: 999 });
    });

    it('reads past periods from queryQuotation', async () => {
      const period = { periodNo: '第12期', startDate: '2026-05-01', endDate: '2026-10-28', formatModelComment: '3.10%-3.60%', actualRatio: '3.45%' };
      await expect(performance({ lineList: [period], totNum: 12 }).figures.pastPeriods('EXP0000001', { offSet: 0, queryNum: 20 })).resolves.toEqual({ kind: 'ok', value: { lines: [period], total: 12 } });
    });

    it('splits t300001\'s comma lists; empty texts offer no chart', async () => {
      await expect(performance({ ylables: '累计净值, 近一年年化收益率', xlables: '近1月,近3月' }).figures.chartOptions('NWD0000001'))
        .resolves.toEqual({ kind: 'ok', value: { ylables: ['累计净值', '近一年年化收益率'], xlables: ['近1月', '近3月'] } });
      await expect(performance({ ylables: '', xlables: '' }).figures.chartOptions('EXP0000001')).resolves.toEqual({ kind: 'ok', value: { ylables: [], xlables: [] } });
    });

    it('reads chart points by issue date with each decimal series, dropping non-numbers', async () => {
      // SPEC §3: a net-value point is issDate and totNavFormat (with DETAIL-CALLS.md's yearRatioFormat).
      const { figures, sent } = performance({ lineList: [{ issDate: '2026-11-21', totNavFormat: '1.0825', yearRatioFormat: '2.43', note: 'x' }] });
      await expect(figures.navSeries('NWD0000001', 2)).resolves.toEqual({ kind: 'ok', value: [{ issDate: '2026-11-21', values: { totNavFormat: '1.0825', yearRatioFormat: '2.43' } }] });
      expect(sent[0]).toMatchObject({ url: '/h5/api/query/t100010', params: { prdCode: 'NWD0000001', type: 2 } });
      const money = performance({ lineList: [{ issDate: '2026-11-21', sevenDayRatioFormat: '1.8520' }] });
      await money.figures.moneyFundSeries('CUR0000001', 4);
      expect(money.sent[0]).toMatchObject({ url: '/h5/api/query/t100012', params: { prdCode: 'CUR0000001', type: 4 } });
      await expect(performance({ lineList: [{ totNavFormat: '1.0' }] }).figures.navSeries('X', 2)).resolves.toMatchObject({ kind: 'networkError' });
    });
  });

  it('asks custInfo with account type 2 and ID type 0 and maps the customer', async () => {
    const { client, sent } = transport({ body: { success: true, response: { cusNm: '张晓明', idNo: '1101', mobile: '138', signCard: '6222', hasSameCard: '1', empFlg: '0', list: [{ cardNo: '6222', bankName: '本行', signFlag: '1' }] } } });
    const outcome = await new HttpCustomerDirectory(client).customerInfo();
    expect(JSON.parse(sent[0].data)).toEqual({ accType: '2', idType: '0' });
    expect(outcome).toMatchObject({ kind: 'ok', value: { cusNm: '张晓明', hasSameCard: true, hasTradingPassword: false, cards: [{ signed: true }] } });
  });

  it('binds the bank-app token through showUniCusInfo', async () => {
    const { client, sent } = transport({ body: { success: true, response: { list: [{ cusNm: '张晓明' }] } } });
    await expect(new HttpCustomerDirectory(client).signInWithToken('tok')).resolves.toEqual({ kind: 'ok', value: { cusNm: '张晓明' } });
    expect(JSON.parse(sent[0].data)).toEqual({ tokenId: 'tok' });
  });
});

describe('HttpRiskAssessment', () => {
  const ok = (response: unknown) => ({ body: { success: true, response } });
  const record = { riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2026-08-25', expiryDate: '2027-08-25', counterRiskFlag: '1' };

  it('reads the risk record, and 查询无记录 as no record (a message, not an error)', async () => {
    await expect(new HttpRiskAssessment(transport(ok({ lineList: [record] })).client).riskLevel()).resolves.toEqual({ kind: 'ok', value: record });
    const none = transport({ body: { success: false, code: 'E0001', msg: '查询无记录' } });
    await expect(new HttpRiskAssessment(none.client).riskLevel()).resolves.toEqual({ kind: 'message', message: '查询无记录' });
  });

  it('refuses a record without a C level or an expiry date as malformed', async () => {
    const outcome = await new HttpRiskAssessment(transport(ok({ lineList: [{ ...record, riskLevel: 'high' }] })).client).riskLevel();
    expect(outcome.kind).toBe('networkError');
  });

  it('sorts the questionnaire by its sort field and sends the answers as comma lists in that order', async () => {
    const question = (questionNo: string, sort: number) => ({ questionNo, question: `问题${questionNo}`, sort, options: [{ optionNo: 'A', optionText: '是' }, { optionNo: 'B', optionText: '否' }] });
    const { client, sent } = transport((config) => (config.url?.endsWith('evlRiskLevel') ? ok(record) : ok({ paperNo: 'P1', questionList: [question('2', 2), question('1', 1)] })));
    const risk = new HttpRiskAssessment(client);
    const paper = await risk.questionnaire();
    if (paper.kind !== 'ok') throw new Error('no paper');
    expect(paper.value.questions.map((q) => q.questionNo)).toEqual(['1', '2']);
    await risk.evaluate(paper.value, { 1: ['B'], 2: ['A'] });
    expect(JSON.parse(sent[1].data as string)).toMatchObject({ paperNo: 'P1', questionList: '1,2', optionList: 'B,A', accType: '2', idType: '0' });
  });

  it("reads a checker's maximum (SPEC §5), a single choice when none fits, and sends a checker's options joined by |", async () => {
    const question = (questionNo: string, maxSelect: unknown) => ({ questionNo, question: `问题${questionNo}`, sort: Number(questionNo), maxSelect, options: [{ optionNo: 'A', optionText: '甲' }, { optionNo: 'B', optionText: '乙' }, { optionNo: 'C', optionText: '丙' }] });
    const { client, sent } = transport((config) => (config.url?.endsWith('evlRiskLevel') ? ok(record) : ok({ paperNo: 'P1', questionList: [question('1', 2), question('2', undefined), question('3', 9), question('4', 'x')] })));
    const risk = new HttpRiskAssessment(client);
    const paper = await risk.questionnaire();
    if (paper.kind !== 'ok') throw new Error('no paper');
    expect(paper.value.questions.map((q) => q.maxSelect)).toEqual([2, 1, 1, 1]);
    await risk.evaluate(paper.value, { 1: ['C', 'A'], 2: ['B'], 3: ['A'], 4: ['C'] });
    expect(JSON.parse(sent[1].data as string)).toMatchObject({ optionList: 'A|C,B,A,C' });
  });
});

describe('addressOf', () => {
  it("writes a GET's address as axios.getUri does, for the early answers taken before axios is loaded", () => {
    const cases: Array<[string, Record<string, string | number | undefined>]> = [
      ['/h5/api/query/t100001', { offSet: 0, queryNum: 5, channel: 'Q' }],
      ['/h5/api/query/t100003', { prdCode: 'RCLS000001' }],
      ['/h5/api/query/t100010', { prdCode: 'NWD0000001', type: 2, seriesCode: undefined }],
      ['/api/dbank/f100004', { sendDate: '2026-11', note: "中文 :$,!'()~*&=?#/" }],
      ['/h5/api/query/t300001', {}],
    ];
    for (const [url, params] of cases) expect(addressOf(url, params)).toBe(axios.getUri({ url, params }));
  });
});
