import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { assertCustomerMayBuy, assertOnSale, assertRiskFits, BUYING_REFUSALS } from './buying';
import { OWN_ISSUER } from './products';

const TODAY = dayjs('2026-11-23');
const refused = (message: string, code: string) => expect.objectContaining({ message, code });

describe('assertOnSale', () => {
  const product = { prdStatus: '0', remainAmt: '0.01', ipoStartDate: '20261123' };
  const check = (change: Partial<typeof product>) => () => assertOnSale({ ...product, ...change }, TODAY);

  it('sells a product with a fen left whose IPO starts today', () => expect(check({})).not.toThrow());
  it.each(['4', '5'])('refuses status %s', (prdStatus) => expect(check({ prdStatus })).toThrow(refused(BUYING_REFUSALS.notOnSale, 'E2301')));
  it('refuses a product with nothing left', () => expect(check({ remainAmt: '0.00' })).toThrow(refused(BUYING_REFUSALS.soldOut, 'E2302')));
  it('refuses before the IPO starts', () => expect(check({ ipoStartDate: '20261124' })).toThrow(refused(BUYING_REFUSALS.preSale, 'E2303')));
  it('says a suspended product before a sold-out one', () => expect(check({ prdStatus: '4', remainAmt: '0.00' })).toThrow(refused(BUYING_REFUSALS.notOnSale, 'E2301')));
});

describe('assertCustomerMayBuy', () => {
  const customer = { empFlg: '1', signCard: '6222021234567890123', hasSameCard: '1' };
  const check = (change: Partial<typeof customer>) => () => assertCustomerMayBuy({ ...customer, ...change });

  it('lets a customer with a password and the signed card in use buy', () => expect(check({})).not.toThrow());
  it('wants a trading password first', () => expect(check({ empFlg: '0', signCard: '' })).toThrow(refused(BUYING_REFUSALS.noPassword, 'E2101')));
  it('wants a signed wealth card', () => expect(check({ signCard: '' })).toThrow(refused(BUYING_REFUSALS.unsigned, 'E2102')));
  it('wants that card in use', () => expect(check({ hasSameCard: '0' })).toThrow(refused(BUYING_REFUSALS.cardMismatch, 'E2103')));
});

describe('assertRiskFits', () => {
  const record = (riskLevel: string, evaluatedAt = '2026-01-10') => ({ riskRecord: { riskLevel, riskName: '', evaluatedAt, counterRiskFlag: '1' } });
  const product = (riskLevel: string, taCode = 'CMBWM') => ({ riskLevel, taCode });

  it('lets a level reach the product\'s level or more', () => {
    expect(() => assertRiskFits(record('C3'), product('R3'), TODAY)).not.toThrow();
    expect(() => assertRiskFits(record('C5'), product('R1'), TODAY)).not.toThrow();
  });

  it('refuses a product one level above the customer', () => expect(() => assertRiskFits(record('C3'), product('R4'), TODAY)).toThrow(refused(BUYING_REFUSALS.riskTooLow, 'E2202')));

  it('sends a customer without a record to a branch for the bank\'s own products, online for others', () => {
    expect(() => assertRiskFits({ riskRecord: null }, product('R1', OWN_ISSUER), TODAY)).toThrow(refused(BUYING_REFUSALS.riskInBranch, 'E2201'));
    expect(() => assertRiskFits({ riskRecord: null }, product('R1'), TODAY)).toThrow(refused(BUYING_REFUSALS.riskOnline, 'E2201'));
  });

  it('counts a record as none from its first anniversary on', () => {
    expect(() => assertRiskFits(record('C5', '2025-11-24'), product('R1'), TODAY)).not.toThrow();
    expect(() => assertRiskFits(record('C5', '2025-11-23'), product('R1'), TODAY)).toThrow(refused(BUYING_REFUSALS.riskOnline, 'E2201'));
  });
});
