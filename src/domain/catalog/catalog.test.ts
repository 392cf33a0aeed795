import { describe, expect, it } from 'vitest';
import { shareContentOf } from './share-link';
import { confirmDateRow, dividendTextOf, navText, OPEN_END_NET_VALUE_TRAITS, quotationText, termTextOf, tierRangeText, yieldTextOf } from './product-texts';
import { detailRouteOf, type DetailRoute, isNetValueRoute } from './template-route';

describe('template → detail route (SPEC §2)', () => {
  it.each([
    ['D300', '0', false, '/netWorth'],
    ['D311', '0', false, '/netWorth'],
    ['D100', '0', false, '/expected'],
    ['D100', '1', false, '/gear'],
    ['D102', '0', false, '/regularExperd'],
    ['D303', '0', false, '/regularColsed'],
    ['D303', '0', true, '/regularColsedPrivate'],
    ['D301', '0', false, '/regularOpen'],
    ['D310', '0', false, '/currency'],
    ['D306', '0', false, '/custCycle'],
    ['D999', '0', false, null],
    ['', '0', false, null],
  ])('%s category %s private %s → %s', (prdTemplate, prdCategory, isPrivate, route) =>
    expect(detailRouteOf({ prdTemplate, prdCategory, isPrivate })).toBe(route),
  );
});

describe('yield text', () => {
  const base = { yearClientRatio: '3.2500', yearClientRatioDesc: '', formatModelComment: '', prdTemplate: 'D300', estabDate: '2024-03-05', navDate: '2026-11-21' };
  it.each([
    [{}, { label: '近一年年化收益率', value: '3.2500%', date: '2026-11-21' }],
    [{ prdTemplate: 'D310', yearClientRatio: '1.8520' }, { label: '七日年化收益率', value: '1.8520%', date: '2026-11-21' }],
    [{ formatModelComment: '3.10%-3.60%' }, { label: '业绩比较基准', value: '3.10%-3.60%', date: '' }],
    [{ formatModelComment: '3.10%-3.60%', yearClientRatioDesc: '首发热销' }, { label: '', value: '首发热销', date: '' }],
    [{ yearClientRatio: '' }, { label: '近一年年化收益率', value: '--', date: '' }],
  ])('%j', (overrides, text) => expect(yieldTextOf({ ...base, ...overrides })).toEqual(text));

  // The code on past performance: a figure only over a period the product has lived, as its panel (as of navDate).
  it.each([
    ['2025-11-21', { label: '近一年年化收益率', value: '3.2500%', date: '2026-11-21' }],
    ['2025-11-22', { label: '成立以来年化收益率', value: '3.2500%', date: '2026-11-21' }],
    ['2026-10-21', { label: '成立以来年化收益率', value: '3.2500%', date: '2026-11-21' }],
    ['2026-10-22', { label: '成立未满一个月，暂不展示过往业绩', value: '--', date: '' }],
    ['2026-11-21', { label: '成立未满一个月，暂不展示过往业绩', value: '--', date: '' }],
    ['2026-11-25', { label: '产品尚未成立，暂无过往业绩', value: '--', date: '' }],
    ['', { label: '产品尚未成立，暂无过往业绩', value: '--', date: '' }],
  ])('established %s, valued 2026-11-21: %j', (estabDate, text) => expect(yieldTextOf({ ...base, estabDate })).toEqual(text));

  it('keeps a benchmark, 首发热销 and a cash-management seven-day figure whatever the age', () => {
    const young = { ...base, estabDate: '2026-11-10' };
    expect(yieldTextOf({ ...young, formatModelComment: '3.10%-3.60%' }).label).toBe('业绩比较基准');
    expect(yieldTextOf({ ...young, yearClientRatioDesc: '首发热销' }).value).toBe('首发热销');
    expect(yieldTextOf({ ...young, prdTemplate: 'D310', yearClientRatio: '1.8520' })).toEqual({ label: '七日年化收益率', value: '1.8520%', date: '2026-11-21' });
  });
});

describe('tier range text', () => {
  it.each([
    [{ minHoldDays: 1, maxHoldDays: 6 }, false, '1-6天'],
    [{ minHoldDays: 7, maxHoldDays: 29 }, false, '7-29天'],
    [{ minHoldDays: 90, maxHoldDays: 0 }, true, '90天及以上'],
    [{ minHoldDays: 90, maxHoldDays: 365 }, true, '90天及以上'],
  ])('%j last=%s → %s', (tier, isLast, text) => expect(tierRangeText({ ...tier, formatClientRatio: '1%' }, isLast)).toBe(text));
});

describe('dividend text (SPEC §3)', () => {
  it.each([
    ['0', '红利再投资：分红自动投入下一期'],
    ['1', '现金分红：分红支付至理财签约卡，不再投资'],
    ['', null],
    ['2', null],
  ])('divMode %j → %s', (divMode, text) => expect(dividendTextOf(divMode)).toBe(text));
});

describe('term text', () => {
  it.each([
    [{ prdKind: 'demand', cycleDays: 0, investDays: 0 }, '灵活申赎'],
    [{ prdKind: 'term', cycleDays: 28, investDays: 0 }, '28天一个周期'],
    [{ prdKind: 'term', cycleDays: 0, investDays: 180 }, '180天'],
    [{ prdKind: 'term', cycleDays: 0, investDays: 0 }, ''],
  ] as const)('%j → %s', (product, text) => expect(termTextOf(product)).toBe(text));
});

describe('net values and cycles on the detail page', () => {
  it('names the net-value families (SPEC §2 template table)', () => {
    expect(['/netWorth', '/regularColsed', '/regularColsedPrivate', '/regularOpen'].every((route) => isNetValueRoute(route as DetailRoute))).toBe(true);
    expect(['/expected', '/gear', '/regularExperd', '/currency', '/custCycle'].some((route) => isNetValueRoute(route as DetailRoute))).toBe(false);
    expect(isNetValueRoute(null)).toBe(false);
  });

  it('writes a net value with its date, or alone when the date is unknown', () => {
    expect(quotationText({ issDate: '2026-11-21', nav: '1.0325', totNav: '1.0825' })).toBe('1.0325（2026-11-21）');
    expect(navText('1.0000', '')).toBe('1.0000');
  });

  it('lists a cycle as its length, its start and its next opening', () => {
    expect(confirmDateRow({ cycleDays: 28, curCycleDate: '2026-11-17', nextCycleDate: '2026-12-15' })).toEqual(['28天', '2026-11-17', '2026-12-15']);
    expect(confirmDateRow({ cycleDays: 0, curCycleDate: '2026-11-17', nextCycleDate: '2026-12-15' })[0]).toBe('--');
  });

  it('states the open-end product traits of SPEC §9', () => {
    expect(OPEN_END_NET_VALUE_TRAITS.join('；')).toBe('1万元起购，以1元的整数倍递增；最低保留1000份，以1份的整数倍递增；定期开放申购和赎回；不收取申购费和赎回费');
  });
});

describe('sharing a product in the messaging app (SPEC §3 share, §6)', () => {
  const product = {
    prdCode: 'EXP0000001', isPrivate: false, prdName: '安心收益180天', yearClientRatio: '3.3500', yearClientRatioDesc: '', formatModelComment: '3.10%-3.60%',
    prdTemplate: 'D100', estabDate: '2026-10-20', navDate: '2026-11-21', formatPfirstAmt: '1万元', riskName: '中低风险(R2)',
  };

  it('says the name, the headline figure and the disclosure, and links back in mode 01 with the client manager', () => {
    expect(shareContentOf(product, '800123')).toEqual({
      title: '安心收益180天',
      desc: '业绩比较基准3.10%-3.60%，1万元起购，中低风险(R2)。理财非存款、产品有风险、投资须谨慎',
      linkPath: '/wxPrdDetail?shareType=01&prdCode=EXP0000001&employeeNo=800123',
      imgPath: '/share-icon.png',
    });
    expect(shareContentOf(product, null)?.linkPath).toBe('/wxPrdDetail?shareType=01&prdCode=EXP0000001');
  });

  it('says why a product too young for a figure has none, as its card does', () => {
    const young = { ...product, prdCode: 'NWC0000001', formatModelComment: '', prdTemplate: 'D300', estabDate: '2026-11-07' };
    expect(shareContentOf(young, null)?.desc).toBe('成立未满一个月，暂不展示过往业绩，1万元起购，中低风险(R2)。理财非存款、产品有风险、投资须谨慎');
  });

  it('never offers a private placement', () => {
    expect(shareContentOf({ ...product, isPrivate: true }, '800123')).toBeNull();
  });
});
