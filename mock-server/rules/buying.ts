import type dayjs from 'dayjs';
import { PURCHASE_MESSAGES } from '../../src/domain/errors/messages';
import { refuse } from '../envelopes';
import type { SeedCustomer } from '../seed/personas';
import type { SeedProduct } from '../seed/products';
import { amountOf } from './amounts';
import { OWN_ISSUER } from './products';
import { currentRiskRecord, riskFits } from './risk';

/** Why a customer cannot buy a product (SPEC §4 and §5; the catalogue's words where the store says the same). */
export const BUYING_REFUSALS = {
  noPassword: PURCHASE_MESSAGES.needsPassword,
  unsigned: PURCHASE_MESSAGES.needsSigning,
  cardMismatch: PURCHASE_MESSAGES.cardMismatch,
  riskTooLow: PURCHASE_MESSAGES.riskExceeded,
  riskInBranch: PURCHASE_MESSAGES.branchAssessment,
  riskOnline: PURCHASE_MESSAGES.onlineAssessment,
  soldOut: '该产品已售罄',
  notOnSale: '该产品当前不可购买',
  preSale: '该产品尚未开售',
} as const;

/** Status 4 and 5: suspended or closed (SPEC §2's bottom bar). */
const NOT_ON_SALE = ['4', '5'];

/** Not suspended or closed, not sold out, its IPO begun. */
export function assertOnSale(product: Pick<SeedProduct, 'prdStatus' | 'remainAmt' | 'ipoStartDate'>, today: dayjs.Dayjs): void {
  if (NOT_ON_SALE.includes(product.prdStatus)) refuse(BUYING_REFUSALS.notOnSale, 'E2301');
  if (amountOf(product.remainAmt).fen <= 0n) refuse(BUYING_REFUSALS.soldOut, 'E2302');
  if (product.ipoStartDate > today.format('YYYYMMDD')) refuse(BUYING_REFUSALS.preSale, 'E2303');
}

/** A trading password (empFlg 0: none; SPEC §4 starts the set-password flow). */
export function assertTradingPassword(c: Pick<SeedCustomer, 'empFlg'>): void {
  if (c.empFlg === '0') refuse(BUYING_REFUSALS.noPassword, 'E2101');
}

/** A trading password, a signed wealth card, and that card in use. */
export function assertCustomerMayBuy(c: Pick<SeedCustomer, 'empFlg' | 'signCard' | 'hasSameCard'>): void {
  assertTradingPassword(c);
  if (!c.signCard) refuse(BUYING_REFUSALS.unsigned, 'E2102');
  if (c.hasSameCard !== '1') refuse(BUYING_REFUSALS.cardMismatch, 'E2103');
}

/** SPEC §5: without a valid record, the bank's own products are assessed in a branch, others online; a record must reach the product's level. */
export function assertRiskFits(c: Pick<SeedCustomer, 'riskRecord'>, product: Pick<SeedProduct, 'taCode' | 'riskLevel'>, today: dayjs.Dayjs): void {
  const record = currentRiskRecord(c, today.format('YYYY-MM-DD'));
  if (!record) refuse(product.taCode === OWN_ISSUER ? BUYING_REFUSALS.riskInBranch : BUYING_REFUSALS.riskOnline, 'E2201');
  else if (!riskFits(record, product)) refuse(BUYING_REFUSALS.riskTooLow, 'E2202');
}
