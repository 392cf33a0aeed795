import { describe, expect, it } from 'vitest';
import { BANK_ISSUER_CODE } from '../catalog/product';
import type { Customer } from '../identity/customer';
import type { RiskRecord } from '../risk/risk-record';
import { parseAmount } from '../money/money';
import { BUY_BLOCK_TEXT, buyBlockMessage, buyFixOf, customerBlock, riskRecordVerdict, saleBlock } from './buy-preconditions';

const customer: Customer = { cusNm: '张三', idNo: '110101199001011234', mobile: '13800000000', signCard: '6222', hasSameCard: true, hasTradingPassword: true, cards: [] };
const record = (fields: Partial<RiskRecord>): RiskRecord =>
  ({ riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2026-01-10', expiryDate: '2027-01-10', counterRiskFlag: '0', ...fields });
const bankProduct = { taCode: BANK_ISSUER_CODE };
const otherProduct = { taCode: 'OTHER' };

describe('customerBlock: SPEC §4 in order', () => {
  it('passes a customer with an ID, a password and the signed card in use', () => expect(customerBlock(customer)).toBeNull());
  it('asks for the ID first, then the password, then signing, then the card', () => {
    expect(customerBlock({ ...customer, idNo: '', hasTradingPassword: false })).toEqual({ kind: 'userInfoInvalid', variant: 'E2' });
    expect(customerBlock({ ...customer, hasTradingPassword: false, signCard: '' })).toEqual({ kind: 'needsPassword' });
    expect(customerBlock({ ...customer, signCard: '', hasSameCard: false })).toEqual({ kind: 'needsSigning' });
    expect(customerBlock({ ...customer, hasSameCard: false })).toEqual({ kind: 'cardMismatch' });
  });
});

describe('riskRecordVerdict: SPEC §5', () => {
  it('without a record: the bank’s own products in a branch, others online', () => {
    expect(riskRecordVerdict(bankProduct, null, '2026-06-01')).toEqual({ kind: 'assessInBranch', expiredOn: null });
    expect(riskRecordVerdict(otherProduct, null, '2026-06-01')).toEqual({ kind: 'assessOnline', expiredOn: null });
  });
  it('a record expires on its expiry date and says when', () => {
    expect(riskRecordVerdict(otherProduct, record({}), '2027-01-09')).toBe('fits');
    expect(riskRecordVerdict(otherProduct, record({}), '2027-01-10')).toEqual({ kind: 'assessOnline', expiredOn: '2027-01-10' });
  });
  it('a counter-checked record leaves the decision to the bank', () => {
    expect(riskRecordVerdict(otherProduct, record({ counterRiskFlag: '1' }), '2026-06-01')).toBe('askBank');
  });
});

describe('saleBlock: the product before the customer (SPEC §4 status 4 or 5, SPEC §2 sold out and pre-sale)', () => {
  const today = '20261122';
  const product = (fields: Partial<{ remainAmt: string; prdStatus: string; ipoStartDate: string }>) => ({
    remainAmt: parseAmount(fields.remainAmt ?? '1000.00')!, prdStatus: fields.prdStatus ?? '0', ipoStartDate: fields.ipoStartDate ?? '20261101', formatIpoStartDate: '2026-12-02',
  });
  it.each([
    [{}, null],
    [{ remainAmt: '0.00' }, '已售罄'],
    [{ prdStatus: '4' }, '暂停交易，暂不可购买'],
    [{ prdStatus: '5' }, '封闭期内，暂不可购买'],
    [{ ipoStartDate: '20261202' }, '未开售，2026-12-02 开售'],
  ])('%j → %s, with no fix but the way back', (fields, message) => {
    const block = saleBlock(product(fields), today);
    expect(block && buyBlockMessage(block)).toBe(message);
    if (block) expect(buyFixOf(block)).toBeNull();
  });
});

describe('buyBlockMessage and buyFixOf: each block in SPEC §8\'s words, with its one fix (docs/decisions.md "The fixes")', () => {
  it.each([
    [{ kind: 'needsPassword' }, '您尚未设置交易密码，请先设置交易密码后再购买', '设置交易密码'],
    [{ kind: 'needsSigning' }, '您尚未签约理财签约卡，请先签约后再购买', '去签约'],
    [{ kind: 'cardMismatch' }, '该卡非您理财签约卡，请重新选择或点击添加您的理财签约卡。', '选择签约卡'],
    [{ kind: 'assessInBranch', expiredOn: null }, '客户您好：根据监管要求，首次购买我行自营理财产品前需到我行网点进行风险承受能力评估', null],
    [{ kind: 'assessOnline', expiredOn: null }, '请前往线上风险评估页面进行风评', '去风评'],
    [{ kind: 'riskExceeded' }, '您将要购买都理财产品超出您的风险承受能力,请重新评估后在进行购买', '去风评'],
    [{ kind: 'channelUnsupported' }, '该渠道暂不支持', null],
    [{ kind: 'messagingOnly' }, '该渠道暂不支持，请在微信中打开此链接，登录后购买', null],
    [{ kind: 'bankAppOnly' }, '该渠道暂不支持，请在银行App中打开理财商城', null],
    [{ kind: 'userInfoInvalid', variant: 'E1' }, '用户信息异常，请重新登陆！E1', '重新登录'],
    [{ kind: 'userInfoInvalid', variant: 'E2' }, '用户信息异常，请重新登陆！E2', '重新登录'],
    [{ kind: 'customerQueryFailed' }, '查询客户信息异常', null],
  ] as const)('%j says %s, fixed by %s', (block, message, fix) => {
    expect(buyBlockMessage(block)).toBe(message);
    const fixOf = buyFixOf(block);
    expect(fixOf && BUY_BLOCK_TEXT.fixes[fixOf]).toBe(fix);
  });

  it('an expired record says when it expired before where to assess again', () => {
    expect(buyBlockMessage({ kind: 'assessOnline', expiredOn: '2026-01-10' })).toBe('您的风险承受能力评估已于2026-01-10过期。请前往线上风险评估页面进行风评');
    expect(buyBlockMessage({ kind: 'assessInBranch', expiredOn: '2026-01-10' }))
      .toBe('您的风险承受能力评估已于2026-01-10过期。客户您好：根据监管要求，首次购买我行自营理财产品前需到我行网点进行风险承受能力评估');
  });
});
