import { CARRIED_INCOME, dividendTextOf, isCashManagement } from '../../../domain/catalog/product-texts';
import { formatYuan } from '../../../domain/money/money';
import { incomeRate, type Holding } from '../../../domain/holdings/holding';
import { formatShares } from '../../../domain/holdings/shares';
import type { Deal } from '../../../domain/holdings/deal';
import { NET_VALUE_TEMPLATES, redemptionRouteOf } from '../../../domain/holdings/redemption-route';
import { regularPageOf } from '../../../domain/holdings/regular';
import { HOLDING_FACTS, HOLDING_PAGE_TEXT, REDEEM_RESULT_TEXT } from './wealth-texts';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { ROUTES } from '../../app/router';
import { coolingOffEndText } from '../../../domain/holdings/cooling-off';
import { COOLING_OFF_TEXT } from '../records/records-texts';

type Rows = Array<[term: string, value: string]>;

/** A holding card's line while its latest purchase is in its 冷静期: 冷静期至2026-11-27 15:20 (the holding's page counts down). */
export const coolingOffLine = (coolingOffEnd: string): string => COOLING_OFF_TEXT.until(coolingOffEndText(coolingOffEnd));

export const holdingLink = (prdCode: string) => withPrdCode(ROUTES.holding.path, prdCode);
export const incomeRateLink = (prdCode: string) => withPrdCode(ROUTES.holdingIncomeRate.path, prdCode);
/** Where a holding's card leads: a regular holding's family page (/mineExcepted, …), any other holding's share detail. */
export const holdingCardLink = (holding: Holding) => regularPageOf(holding) ?? holdingLink(holding.prdCode);

/** The holding page's rows: the share detail, plus cost and rate of return on the income page. */
export function holdingRows(holding: Holding, withRate: boolean): Rows {
  const rows: Rows = [
    [HOLDING_FACTS.amt, formatYuan(holding.amt)],
    [HOLDING_FACTS.vol, formatShares(holding.vol)],
    [HOLDING_FACTS.lastIncome, formatYuan(holding.lastIncome)],
    [HOLDING_FACTS.totalIncome, formatYuan(holding.totalIncome)],
  ];
  if (withRate) rows.push([HOLDING_FACTS.cost, formatYuan(holding.cost)], [HOLDING_FACTS.rate, incomeRate(holding)]);
  if (holding.nav) rows.push([HOLDING_FACTS.nav, HOLDING_PAGE_TEXT.navOn(holding.nav, holding.navDate)]);
  if (holding.endDate) rows.push([HOLDING_FACTS.endDate, holding.endDate]);
  rows.push(isCashManagement(holding.prdTemplate) ? [CARRIED_INCOME.label, CARRIED_INCOME.text] : [HOLDING_FACTS.divMode, dividendTextOf(holding.divMode) ?? '']);
  return rows;
}

export interface HoldingAction {
  text: string;
  to: string;
  primary: boolean;
}

/** What a holding offers, in order: redeem (and quickly), buy more, its family page (regular), its income day by day (demand), its dividends, its maturity method, its documents. */
export function holdingActions(holding: Holding): HoldingAction[] {
  const { prdCode } = holding;
  const regularPage = regularPageOf(holding);
  const actions: Array<HoldingAction | false> = [
    holding.redeemable && { text: HOLDING_PAGE_TEXT.redeem, to: withPrdCode(redemptionRouteOf(holding), prdCode), primary: true },
    holding.fastRedeemable && { text: HOLDING_PAGE_TEXT.fastRedeem, to: `${withPrdCode(redemptionRouteOf(holding), prdCode)}&mode=fast`, primary: true },
    { text: HOLDING_PAGE_TEXT.buyMore, to: withPrdCode(ROUTES.productLink.path, prdCode), primary: false },
    regularPage !== null && { text: HOLDING_PAGE_TEXT.regular, to: regularPage, primary: false },
    holding.currentFlag === '0' && { text: HOLDING_PAGE_TEXT.dailyIncome, to: withPrdCode(ROUTES.dailyIncome.path, prdCode), primary: false },
    isCashManagement(holding.prdTemplate) && { text: HOLDING_PAGE_TEXT.currencyRecord, to: withPrdCode(ROUTES.currencyRecord.path, prdCode), primary: false },
    NET_VALUE_TEMPLATES.includes(holding.prdTemplate) && { text: HOLDING_PAGE_TEXT.dividend, to: withPrdCode(ROUTES.dividend.path, prdCode), primary: false },
    Boolean(holding.endDate) && { text: HOLDING_PAGE_TEXT.maturity, to: withPrdCode(ROUTES.redeemWay.path, prdCode), primary: false },
    { text: HOLDING_PAGE_TEXT.documents, to: withPrdCode(ROUTES.holdingDocuments.path, prdCode), primary: false },
  ];
  return actions.filter((action): action is HoldingAction => action !== false);
}

/** A redemption result's rows. */
export const redemptionRows = (deal: Deal): Rows => [
  [REDEEM_RESULT_TEXT.product, deal.prdName],
  [REDEEM_RESULT_TEXT.vol, formatShares(deal.vol)],
  [REDEEM_RESULT_TEXT.amt, formatYuan(deal.amt)],
  [REDEEM_RESULT_TEXT.status, deal.status],
  [REDEEM_RESULT_TEXT.orderId, deal.uniOrderId],
];
