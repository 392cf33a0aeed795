import { pageOf, requiredChoice } from '../params';
import { productFamily } from '../seed/families';
import { CHART_PERIODS, moneyFundHistory, netValueHistory, withinPeriod } from '../seed/net-values';
import { comingCycles, pastPeriods } from '../seed/periods';
import { findProduct, publishedTexts } from './catalog';
import type { Handler } from './context';

const NET_VALUE_LABELS = '单位净值,累计净值,近一年年化收益率,近七日收益率';
const CASH_LABELS = '七日年化收益率,万份收益';
const PERIOD_LABELS = '近7天,近1月,近3月,近1年';

/** Performance numbers, computed from the product record as it stands (DETAIL-CALLS.md). */
export const performanceHandlers: Record<string, Handler> = {
  /** Which metrics and periods the product's chart offers; '' for a product without a chart. */
  'GET /h5/api/query/t300001': (context) => {
    const family = productFamily(findProduct(context));
    const ylables = publishedTexts(context)?.chartLabels ?? (family === 'netValue' ? NET_VALUE_LABELS : family === 'cash' ? CASH_LABELS : '');
    return { ylables, xlables: ylables ? PERIOD_LABELS : '' };
  },
  /** A net-value product's chart points for a period, oldest first, ending on its navDate. */
  'GET /h5/api/query/t100010': (context) => {
    const product = findProduct(context);
    const period = requiredChoice(context.query, 'type', CHART_PERIODS);
    if (productFamily(product) !== 'netValue') return { lineList: [] };
    const points = withinPeriod(netValueHistory(product), product.navDate, period);
    return { lineList: points.map((p) => ({ issDate: p.issDate, navFormat: p.nav, totNavFormat: p.totNav, yearRatioFormat: p.yearRatio, sevenDayYieldFormat: p.sevenDayYield })) };
  },
  /** A cash-management product's seven-day yields and per-10,000 incomes for a period, oldest first. */
  'GET /h5/api/query/t100012': (context) => {
    const product = findProduct(context);
    const period = requiredChoice(context.query, 'type', CHART_PERIODS);
    if (productFamily(product) !== 'cash') return { lineList: [] };
    const points = withinPeriod(moneyFundHistory(product), product.navDate, period);
    return { lineList: points.map((p) => ({ issDate: p.issDate, sevenDayRatioFormat: p.sevenDayRatio, tenThousandIncomeFormat: p.tenThousandIncome })) };
  },
  /** The net-value history of the last year, paged; newest first with desc (lineList[0] = the product's nav). */
  'POST /api/dbank/queryManyQuotation': (context) => {
    const product = findProduct(context, context.body);
    const order = requiredChoice(context.body, 'issDateOrder', ['desc', 'asc'] as const);
    const history = productFamily(product) === 'netValue' ? netValueHistory(product) : [];
    const lines = history.map(({ issDate, nav, totNav }) => ({ issDate, nav, totNav }));
    return pageOf(order === 'desc' ? lines.reverse() : lines, context.body);
  },
  /** A cycle product's current cycle and the next ones. */
  'POST /api/dbank/queryConfirmDate': (context) => pageOf(comingCycles(findProduct(context, context.body)), context.body),
  /** A benchmark product's finished periods, newest first. */
  'POST /api/dbank/queryQuotation': (context) => pageOf(pastPeriods(findProduct(context, context.body)), context.body),
};
