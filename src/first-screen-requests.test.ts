import { describe, expect, it } from 'vitest';
import { DETAIL_ROUTES } from './domain/catalog/template-route';
import { PRODUCT_CODE_SLOT } from './infrastructure/http/early-requests';
import { FIRST_SCREEN_REQUESTS } from './first-screen-requests';

describe('the first screens\' calls, recorded from the store\'s code (issue 19)', () => {
  const { byPath, productAtRoot, inBankAppByPath } = FIRST_SCREEN_REQUESTS;
  const product = `/h5/api/query/t100003?prdCode=${PRODUCT_CODE_SLOT}`;

  it('are the home list\'s two kinds, first page', () => {
    expect(byPath['/']).toEqual(['/h5/api/query/t100001?offSet=0&queryNum=5&channel=Q', '/h5/api/query/t100002?offSet=0&queryNum=5&channel=Q']);
  });

  it('are, on every detail page, the product first and then what the page shows beside it, all reads of that product', () => {
    const readOfProduct = new RegExp(`^(/h5/api/query/t\\d{6}\\?prdCode=${PRODUCT_CODE_SLOT}|POST /api/dbank/(queryManyQuotation|showPrdRate) \\{.*"prdCode":"${PRODUCT_CODE_SLOT}".*\\})`);
    for (const route of DETAIL_ROUTES) {
      expect(byPath[route][0]).toBe(product);
      expect(byPath[route].length).toBeGreaterThan(1);
      for (const key of byPath[route]) expect(key).toMatch(readOfProduct);
    }
    expect(byPath['/netWorth']).toContain(`/h5/api/query/t100010?prdCode=${PRODUCT_CODE_SLOT}&type=2`);
    // The latest net value (a POST) starts with the HTML too: the header waits for it.
    expect(byPath['/netWorth']).toContain(`POST /api/dbank/queryManyQuotation {"offSet":0,"issDateOrder":"desc","queryNum":1,"prdCode":"${PRODUCT_CODE_SLOT}"}`);
    expect(byPath['/gear']).toContain(`POST /api/dbank/showPrdRate {"prdCode":"${PRODUCT_CODE_SLOT}","offSet":0,"queryNum":99}`);
  });

  it('add, on a private product\'s page only, the customer\'s risk record for a customer from the bank app', () => {
    expect(inBankAppByPath).toEqual({ '/regularColsedPrivate': ['POST /api/dbank/risk/queryRiskLevel {"accType":"2","idType":"0"}'] });
  });

  it('are, for a shared link, the product and what every detail page shows beside it', () => {
    expect(productAtRoot[0]).toBe(product);
    for (const address of productAtRoot) for (const route of DETAIL_ROUTES) expect(byPath[route]).toContain(address);
  });

  it('are, on the other first screens, what the page table opens them with: a list its kind\'s first page, /buy its product, the holdings what they list', () => {
    expect(byPath['/list']).toEqual(['/h5/api/query/t100001?offSet=0&queryNum=10&channel=Q&sortType=1&sortOrder=desc']);
    expect(byPath['/list?kind=demand']).toEqual(['/h5/api/query/t100002?offSet=0&queryNum=10&channel=Q&sortType=1&sortOrder=desc']);
    expect(byPath['/buy']).toEqual([product]);
    const holdings = (currentFlag: string) => `POST /api/dbank/listHoldingShare {"offSet":0,"queryNum":99,"accType":"2","idType":"0","currentFlag":"${currentFlag}"}`;
    expect(byPath['/myHome']).toEqual([holdings('0'), holdings('1')]);
    expect(byPath['/currentMoreSum']).toEqual([holdings('0')]);
    expect(byPath['/regularMoreSum']).toEqual([holdings('1')]);
  });
});
