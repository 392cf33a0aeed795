import { confirmDateRow, navText, termTextOf } from '../../../domain/catalog/product-texts';
import type { ConfirmDate } from '../../../domain/catalog/performance';
import type { Product } from '../../../domain/catalog/product';
import { formatYuan } from '../../../domain/money/money';
import { formatShares, isZeroShares } from '../../../domain/holdings/shares';
import type { Holding } from '../../../domain/holdings/holding';
import { redemptionRouteOf } from '../../../domain/holdings/redemption-route';
import { CYCLE_STATUS, cycleName, expectedIncomeOf, nextOpening, type CustCycle, type RegularFamily } from '../../../domain/holdings/regular';
import { holdingLink } from '../wealth/holding-rows';
import { HOLDING_PAGE_TEXT } from '../wealth/wealth-texts';
import { CLOSED_TEXT, CYCLE_DETAIL_TEXT, CYCLE_TEXT, EXPECTED_TEXT, FAMILY_PAGE_TEXT, OPEN_TEXT } from './regular-texts';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { ROUTES } from '../../app/router';

/** The rows each family page shows (term, value), one source for the pages and the features' fast assembly. */
export type Rows = Array<[term: string, value: string]>;

const yuan = formatYuan;

/** /mineExcepted: amount, benchmark, the rate the estimate uses, term, the day the money is due, days left, the expected income. */
export function expectedRows(holding: Holding, product: Product, today: string): Rows {
  const expected = expectedIncomeOf(holding.amt, { yearClientRatio: product.yearClientRatio, endDate: holding.endDate || product.endDate, nextCycleDate: product.nextCycleDate }, today);
  return [
    [FAMILY_PAGE_TEXT.amt, yuan(holding.amt)],
    [EXPECTED_TEXT.benchmark, product.formatModelComment || EXPECTED_TEXT.unknown],
    [EXPECTED_TEXT.ratio, product.yearClientRatio ? `${product.yearClientRatio}%` : EXPECTED_TEXT.unknown],
    [EXPECTED_TEXT.term, termTextOf(product) || EXPECTED_TEXT.unknown],
    [FAMILY_PAGE_TEXT.endDate, expected.endDate || EXPECTED_TEXT.unknown],
    [EXPECTED_TEXT.remaining, expected.remainingDays === null ? EXPECTED_TEXT.unknown : EXPECTED_TEXT.days(expected.remainingDays)],
    [EXPECTED_TEXT.income, expected.income ? yuan(expected.income) : EXPECTED_TEXT.unknown],
  ];
}

/** How the expected income is worked out, in words; null when it cannot be. */
export function expectedHow(holding: Holding, product: Product, today: string): string | null {
  const expected = expectedIncomeOf(holding.amt, { yearClientRatio: product.yearClientRatio, endDate: holding.endDate || product.endDate, nextCycleDate: product.nextCycleDate }, today);
  return expected.income && expected.remainingDays !== null ? EXPECTED_TEXT.how(yuan(holding.amt), product.yearClientRatio, expected.remainingDays) : null;
}

/** /regularClosedNetworth: shares, the latest net value and its date, market value, established and maturity dates. */
export function closedRows(holding: Holding, product: Product): Rows {
  return [
    [FAMILY_PAGE_TEXT.vol, formatShares(holding.vol)],
    [FAMILY_PAGE_TEXT.nav, holding.nav ? navText(holding.nav, holding.navDate) : EXPECTED_TEXT.unknown],
    [FAMILY_PAGE_TEXT.marketValue, yuan(holding.amt)],
    [FAMILY_PAGE_TEXT.estabDate, product.estabDate || EXPECTED_TEXT.unknown],
    [FAMILY_PAGE_TEXT.endDate, holding.endDate || product.endDate || EXPECTED_TEXT.unknown],
  ];
}

export const closedNote = (holding: Holding, product: Product): string => CLOSED_TEXT.note(holding.endDate || product.endDate);

/** /regularOpenedNetworth: shares, the latest net value, market value. */
export function openRows(holding: Holding): Rows {
  return [
    [FAMILY_PAGE_TEXT.vol, formatShares(holding.vol)],
    [FAMILY_PAGE_TEXT.nav, holding.nav ? navText(holding.nav, holding.navDate) : EXPECTED_TEXT.unknown],
    [FAMILY_PAGE_TEXT.marketValue, yuan(holding.amt)],
  ];
}

/** The next open window (the detail page's 开放周期 row of it): its cycle, when this period began, the next opening; null when none is published. */
export function openWindowRows(dates: readonly ConfirmDate[], today: string): Rows | null {
  const window = nextOpening(dates, today);
  if (!window) return null;
  const [cycle, start, next] = confirmDateRow(window);
  return [[OPEN_TEXT.cycle, cycle], [OPEN_TEXT.start, start], [OPEN_TEXT.next, next]];
}

/** What a partial redemption must leave (SPEC §9: 1,000 shares), and the way to redeem (or why not now). */
export function openRedemption(holding: Holding): { retained: string | null; redeemTo: string | null; note: string } {
  return {
    retained: isZeroShares(holding.minHoldVol) ? null : OPEN_TEXT.retained(formatShares(holding.minHoldVol)),
    redeemTo: holding.redeemable ? withPrdCode(redemptionRouteOf(holding), holding.prdCode) : null,
    note: holding.redeemable ? OPEN_TEXT.howToRedeem : holding.redeemNote,
  };
}

/** /regularCustCycle's facts of the holding: shares, market value, income so far. */
export function cycleHoldingRows(holding: Holding): Rows {
  return [
    [FAMILY_PAGE_TEXT.vol, formatShares(holding.vol)],
    [FAMILY_PAGE_TEXT.marketValue, yuan(holding.amt)],
    [FAMILY_PAGE_TEXT.totalIncome, yuan(holding.totalIncome)],
  ];
}

const isRunning = (cycle: CustCycle) => cycle.status === CYCLE_STATUS.running;

/** A cycle as the list shows it: its dates, status and income. */
export function cycleRows(cycle: CustCycle): Rows {
  return [
    [CYCLE_TEXT.startDate, cycle.startDate],
    [CYCLE_TEXT.endDate, cycle.endDate],
    [CYCLE_TEXT.status, cycle.status],
    [CYCLE_TEXT.income(isRunning(cycle)), yuan(cycle.income)],
  ];
}

/** /custCycleVoldetail: the product, the cycle, its dates, shares, status and income. */
export function cycleDetailRows(holding: Holding, cycle: CustCycle): Rows {
  return [
    [CYCLE_DETAIL_TEXT.product, holding.prdName],
    [CYCLE_TEXT.cycle, cycleName(cycle.cycleNo)],
    [CYCLE_TEXT.startDate, cycle.startDate],
    [CYCLE_TEXT.endDate, cycle.endDate],
    [CYCLE_TEXT.vol, formatShares(cycle.vol)],
    [CYCLE_TEXT.status, cycle.status],
    [CYCLE_TEXT.income(isRunning(cycle)), yuan(cycle.income)],
  ];
}

export interface FamilyAction {
  text: string;
  to: string;
  primary: boolean;
}

/** What a family page shows of a holding, below its name: one source for the page and the features' fast assembly. */
export interface FamilyContent {
  rows: Rows;
  /** Periodic open: the next open window's rows, or null when none is published; undefined for the other families. */
  window?: Rows | null;
  /** Cycle products: the customer's cycles, newest first; undefined for the other families. */
  cycles?: CustCycle[];
  notes: string[];
  /** The ways on, in order: the family's own, then the share detail. */
  actions: FamilyAction[];
}

const maturity = (holding: Holding): FamilyAction => ({ text: FAMILY_PAGE_TEXT.maturity, to: withPrdCode(ROUTES.redeemWay.path, holding.prdCode), primary: false });

/**
 * A family page's content for its holding and what the family asked beside it (`extra`: the product
 * for the expected-yield and closed families, the open windows for periodic open, the cycles).
 */
export function familyContent(family: RegularFamily, holding: Holding, extra: unknown, today: string): FamilyContent {
  const detail: FamilyAction = { text: FAMILY_PAGE_TEXT.holdingDetail, to: holdingLink(holding.prdCode), primary: false };
  switch (family) {
    case 'expected': {
      const product = extra as Product;
      const how = expectedHow(holding, product, today);
      return { rows: expectedRows(holding, product, today), notes: how ? [how] : [], actions: [...(holding.endDate ? [maturity(holding)] : []), detail] };
    }
    case 'closed': {
      const product = extra as Product;
      return { rows: closedRows(holding, product), notes: [closedNote(holding, product)], actions: [maturity(holding), detail] };
    }
    case 'periodicOpen': {
      const redemption = openRedemption(holding);
      return {
        rows: openRows(holding), window: openWindowRows((extra as ConfirmDate[] | null) ?? [], today),
        notes: [...(redemption.retained ? [redemption.retained] : []), redemption.note].filter(Boolean),
        actions: [...(redemption.redeemTo ? [{ text: HOLDING_PAGE_TEXT.redeem, to: redemption.redeemTo, primary: true }] : []), detail],
      };
    }
    case 'cycle':
      return { rows: cycleHoldingRows(holding), cycles: (extra as CustCycle[] | null) ?? [], notes: [], actions: [detail] };
  }
}
