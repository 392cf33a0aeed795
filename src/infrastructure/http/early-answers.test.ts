import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { EarlyAnswers } from './early-answers';
import { fetchOf, PRODUCT_CODE_SLOT, requestKey, requestsAfterProduct, requestsAt, type EarlyAnswer, type EarlyOutcome } from './early-requests';
import { HttpClient } from './http-client';

const ok = (result: unknown): EarlyAnswer => ({ status: 200, body: JSON.stringify({ success: true, code: '000000', msg: '成功', result }) });
const quiet = { started() {}, ended() {} };

/** A client whose network counts what reaches it; the early answers are the given ones. */
function clientWith(answers: Record<string, Promise<EarlyOutcome>>, timeoutMs?: number) {
  const reached: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    reached.push(`${config.method} ${config.url}`);
    return { data: JSON.stringify({ success: true, code: '000000', msg: '成功', result: 'from the network', response: 'from the network' }), status: 200, statusText: '', headers: {}, config, request: {} };
  };
  return { client: new HttpClient({ activity: quiet, adapter, timeoutMs, early: new EarlyAnswers({ ...answers }) }), reached };
}

afterEach(() => vi.useRealTimers());

describe('early answers (issue 19)', () => {
  it('tell whether the HTML asked for any (then the store loads axios only once its first page is shown)', () => {
    expect(new EarlyAnswers({ '/h5/api/query/t100003?prdCode=X1': Promise.resolve(ok('early')) }).asked).toBe(true);
    expect(new EarlyAnswers({}).asked).toBe(false);
    expect(new EarlyAnswers().asked).toBe(false);
  });

  it('answers the very address asked early, once: the next ask goes to the bank', async () => {
    const { client, reached } = clientWith({ '/h5/api/query/t100003?prdCode=X1': Promise.resolve(ok('early')) });
    await expect(client.query('t100003', { prdCode: 'X1' })).resolves.toEqual({ kind: 'ok', value: 'early' });
    expect(reached).toEqual([]);
    await expect(client.query('t100003', { prdCode: 'X1' })).resolves.toEqual({ kind: 'ok', value: 'from the network' });
    expect(reached).toEqual(['get /h5/api/query/t100003']);
  });

  it('leaves other addresses, and a POST to an address asked by GET, to the bank', async () => {
    const { client, reached } = clientWith({ '/h5/api/query/t100003?prdCode=X1': Promise.resolve(ok('early')) });
    await client.query('t100003', { prdCode: 'X2' });
    await client.post('/h5/api/query/t100003?prdCode=X1', {});
    expect(reached).toEqual(['get /h5/api/query/t100003', 'post /h5/api/query/t100003?prdCode=X1']);
  });

  it('answers a POST read made early with the very body the store sends, once; another body goes to the bank', async () => {
    const key = requestKey('POST', '/api/dbank/risk/queryRiskLevel', '{"accType":"2","idType":"0"}');
    const { client, reached } = clientWith({ [key]: Promise.resolve({ status: 200, body: JSON.stringify({ success: true, code: '000000', msg: '成功', response: 'early record' }) }) });
    await expect(client.post('risk/queryRiskLevel', { accType: '2', idType: '1' })).resolves.toEqual({ kind: 'ok', value: 'from the network' });
    await expect(client.post('risk/queryRiskLevel', { accType: '2', idType: '0' })).resolves.toEqual({ kind: 'ok', value: 'early record' });
    await expect(client.post('risk/queryRiskLevel', { accType: '2', idType: '0' })).resolves.toEqual({ kind: 'ok', value: 'from the network' });
    expect(reached).toEqual(['post /api/dbank/risk/queryRiskLevel', 'post /api/dbank/risk/queryRiskLevel']);
  });

  it('reads a failed early answer as the same failure the bank would give', async () => {
    const address = '/h5/api/query/t100003?prdCode=X1';
    const early = (answer: EarlyAnswer | null) => clientWith({ [address]: Promise.resolve(answer) }).client.query('t100003', { prdCode: 'X1' });
    const fromBank = (fail: (config: InternalAxiosRequestConfig) => never | AxiosResponse) =>
      new HttpClient({ activity: quiet, adapter: async (config) => fail(config) }).query('t100003', { prdCode: 'X1' });
    const response = (config: InternalAxiosRequestConfig, status: number, data: string): AxiosResponse => ({ data, status, statusText: '', headers: {}, config });
    expect(await early({ status: 504, body: '' })).toEqual(await fromBank((config) => {
      throw new AxiosError('bad status', 'ERR_BAD_RESPONSE', config, {}, response(config, 504, ''));
    }));
    expect(await early(null)).toEqual(await fromBank((config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    }));
    expect(await early({ status: 200, body: '<html>不是数据</html>' })).toEqual(await fromBank((config) => response(config, 200, '<html>不是数据</html>')));
    expect(await early({ status: 504, body: '' })).not.toEqual(await early(null));
  });

  it('times out at once when the early request\'s own 30 s have passed before the store asks', async () => {
    const timedOut = await new HttpClient({ activity: quiet, adapter: async (config) => {
      throw new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config);
    } }).query('t100003', { prdCode: 'X1' });
    const { client, reached } = clientWith({ '/h5/api/query/t100003?prdCode=X1': Promise.resolve('timeout') });
    expect(await client.query('t100003', { prdCode: 'X1' })).toEqual(timedOut);
    expect(reached).toEqual([]);
  });

  it('times out as a call does, at the latest counted from the moment the store asks', async () => {
    const timedOut = await new HttpClient({ activity: quiet, adapter: async (config) => {
      throw new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config);
    } }).query('t100003', { prdCode: 'X1' });
    vi.useFakeTimers();
    const { client } = clientWith({ '/h5/api/query/t100003?prdCode=X1': new Promise(() => undefined) }, 30_000);
    let settled = false;
    const answer = client.query('t100003', { prdCode: 'X1' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual(timedOut);
  });
});

describe('requestsAt: what the early script asks at an address', () => {
  const table = {
    byPath: {
      '/': ['/h5/api/query/t100001?offSet=0'], '/netWorth': [`/h5/api/query/t100003?prdCode=${PRODUCT_CODE_SLOT}`],
      '/list': ['/h5/api/query/t100001?offSet=0&queryNum=10'], '/list?kind=demand': ['/h5/api/query/t100002?offSet=0&queryNum=10'],
    },
    productAtRoot: [`/h5/api/query/t100003?prdCode=${PRODUCT_CODE_SLOT}`],
    inBankAppByPath: { '/netWorth': ['POST /api/dbank/risk/queryRiskLevel {}'] },
  };
  const at = (address: string) => requestsAt(table, new URL(address, 'https://store.example'));

  it('asks the home lists at the root, and a shared link\'s product instead', () => {
    expect(at('/?shareType=02')).toEqual(['/h5/api/query/t100001?offSet=0']);
    expect(at('/?shareType=01&prdCode=NWD0000001')).toEqual(['/h5/api/query/t100003?prdCode=NWD0000001']);
  });

  it('puts the address\'s product code in place, and asks nothing for a missing or malformed code', () => {
    expect(at('/netWorth?prdCode=NWD0000001')).toEqual(['/h5/api/query/t100003?prdCode=NWD0000001']);
    expect(at('/netWorth')).toEqual([]);
    expect(at('/netWorth?prdCode=%3Cscript%3E')).toEqual([]);
    expect(at('/buy?prdCode=NWD0000001')).toEqual([]);
  });

  it('takes a page\'s entry for the parameter the address has, or the page\'s own', () => {
    expect(at('/list?shareType=02&kind=demand')).toEqual(['/h5/api/query/t100002?offSet=0&queryNum=10']);
    expect(at('/list?shareType=02&kind=term')).toEqual(['/h5/api/query/t100001?offSet=0&queryNum=10']);
    expect(at('/list')).toEqual(['/h5/api/query/t100001?offSet=0&queryNum=10']);
  });

  it('adds what a page asks for a customer from the bank app only when the address says shareType 02', () => {
    expect(at('/netWorth?shareType=02&prdCode=NWD0000001')).toEqual(['/h5/api/query/t100003?prdCode=NWD0000001', 'POST /api/dbank/risk/queryRiskLevel {}']);
    expect(at('/netWorth?shareType=01&prdCode=NWD0000001')).toEqual(['/h5/api/query/t100003?prdCode=NWD0000001']);
  });
});

describe('fetchOf: the fetch an early request\'s key stands for', () => {
  it('is a GET of the address, or a POST of the body as JSON', () => {
    expect(fetchOf('/h5/api/query/t100003?prdCode=X1')).toMatchObject({ address: '/h5/api/query/t100003?prdCode=X1', init: { credentials: 'same-origin' } });
    expect(fetchOf('/h5/api/query/t100003?prdCode=X1').init.method).toBeUndefined();
    expect(fetchOf(requestKey('POST', '/api/dbank/risk/queryRiskLevel', '{"a":"1 2"}'))).toMatchObject({
      address: '/api/dbank/risk/queryRiskLevel', init: { method: 'POST', body: '{"a":"1 2"}', headers: { 'Content-Type': 'application/json' } },
    });
  });
});

describe('requestsAfterProduct: what a shared link\'s product page asks, once the product says which page it is', () => {
  const table = {
    byPath: {
      '/netWorth': [`/h5/api/query/t100003?prdCode=${PRODUCT_CODE_SLOT}`, `/h5/api/query/t100010?prdCode=${PRODUCT_CODE_SLOT}&type=2`],
      '/regularColsedPrivate': [`/h5/api/query/t100003?prdCode=${PRODUCT_CODE_SLOT}`],
    },
    productAtRoot: [`/h5/api/query/t100003?prdCode=${PRODUCT_CODE_SLOT}`],
    inBankAppByPath: {},
  };
  const answer = (prdDetail: object) => JSON.stringify({ success: true, result: { prdDetail } });
  const after = (address: string, body: string) => requestsAfterProduct(table, new URL(address, 'https://store.example'), body);

  it('asks the product\'s own page\'s calls, with its code, at the root of a shared link only', () => {
    const netValue = answer({ prdCode: 'NWD0000001', prdTemplate: 'D311', prdCategory: '0', isPrivate: '0' });
    expect(after('/?shareType=01&prdCode=NWD0000001', netValue)).toEqual(['/h5/api/query/t100003?prdCode=NWD0000001', '/h5/api/query/t100010?prdCode=NWD0000001&type=2']);
    expect(after('/netWorth?prdCode=NWD0000001', netValue)).toEqual([]);
    expect(after('/?shareType=01&prdCode=NWD0000001', answer({ prdTemplate: 'D311', isPrivate: '1' }))).toEqual(['/h5/api/query/t100003?prdCode=NWD0000001']);
  });

  it('asks nothing more when the answer is no product, or not the bank\'s JSON', () => {
    expect(after('/?prdCode=NWD0000001', JSON.stringify({ success: false, errorMsg: '产品不存在' }))).toEqual([]);
    expect(after('/?prdCode=NWD0000001', answer({ prdTemplate: 'X999' }))).toEqual([]);
    expect(after('/?prdCode=NWD0000001', '<html>502</html>')).toEqual([]);
  });
});
