import { describe, expect, it } from 'vitest';
import { BANK_ISSUER_CODE } from '../catalog/product';
import type { Customer } from '../identity/customer';
import type { RiskRecord } from '../risk/risk-record';
import { parseAmount } from '../money/money';
import { buyBlockMessage, buyFixOf, customerBlock, riskRecordVerdict, saleBlock } from './buy-preconditions';

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
