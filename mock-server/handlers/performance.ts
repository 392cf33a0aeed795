import { BadRequest, refuse } from '../envelopes';
import { isCalendarDay } from '../rules/dates';
import {
  annualisedReturn, benchmarkOver, chartPeriodRefusal, chartTypesAllowed, hasLived, periodsAllowed, periodsRefused, type BankPeriod,
} from '../rules/past-performance';
import { pageOf, requiredChoice, type Params } from '../params';
import { productFamily } from '../seed/families';
import { CHART_PERIODS, lifetimeLogNav, moneyFundHistory, netValueHistory, withinPeriod, type ChartPeriod } from '../seed/net-values';
import type { SeedProduct } from '../seed/products';
import { comingCycles, pastPeriods } from '../seed/periods';
import { findProduct, publishedTexts } from './catalog';
import type { Handler } from './context';

/** A net-value product's chart (SPEC §3: its points carry totNavFormat); 近一年年化收益率 only once it has lived a year. */
const NET_VALUE_LABELS = ['累计净值', '近一年年化收益率'];
const CASH_LABELS = '七日年化收益率,万份收益';
const PERIOD_LABELS: Record<ChartPeriod, string> = { 1: '近7天', 2: '近1月', 3: '近3月', 4: '近1年' };

/** The chart's series for a period, once the code allows it the product (rules/past-performance.ts): E3103 / E3104 otherwise. */
function chartPeriodOf(product: SeedProduct, type: ChartPeriod): ChartPeriod {
  const refusal = chartPeriodRefusal(product, productFamily(product) === 'cash', type);
  if (refusal) refuse(refusal.msg, refusal.code);
  return type;
}
/** At most this many periods in one question: since inception and five full years. */
const MAX_PERIODS = 6;

/** queryPastPerformance's `periods`: 1 to 6 of { startDate, endDate }, calendar days. */
function askedPeriods(body: Params): BankPeriod[] {
  const { periods } = body;
  if (!Array.isArray(periods) || periods.length === 0 || periods.length > MAX_PERIODS) throw new BadRequest(`参数错误：periods 须为1到${MAX_PERIODS}个期间`);
  return periods.map((period: unknown) => {
    const { startDate, endDate } = (typeof period === 'object' && period !== null ? period : {}) as Record<string, unknown>;
    if (typeof startDate !== 'string' || typeof endDate !== 'string' || !isCalendarDay(startDate) || !isCalendarDay(endDate)) throw new BadRequest('参数错误：periods 的 startDate、endDate 格式不正确');
    return { startDate, endDate };
  });
}

/** The bank's words when asked for a period the past-performance code does not allow. */
export const PERIOD_REFUSED = (periods: string[]) => `过往业绩只能按成立以来及完整年度展示，不能展示所选期间：${periods.join('、')}`;

/** Performance numbers, computed from the product record as it stands (DETAIL-CALLS.md). */
export const performanceHandlers: Record<string, Handler> = {
  /**
   * Which metrics and periods the product's chart offers: what the code allows it (no period under a
   * month but for cash management, none it has not lived); '' for a product without a chart, or
   * none yet (under a month old, or not established).
   */
  'GET /h5/api/query/t300001': (context) => {
    const product = findProduct(context);
    const family = productFamily(product);
    const rules = publishedTexts(context);
    const periods = family === 'netValue' || family === 'cash' ? chartTypesAllowed(product, family === 'cash') : [];
    if (periods.length === 0) return { ylables: '', xlables: '' };
    const lived = hasLived(product.estabDate, product.navDate, 1, 'year');
    const labels = family === 'cash' ? CASH_LABELS : NET_VALUE_LABELS.filter((label) => lived || label !== '近一年年化收益率').join(',');
    return { ylables: rules?.chartLabels ?? labels, xlables: rules?.chartPeriods ?? periods.map((type) => PERIOD_LABELS[type]).join(',') };
  },
  /**
   * A net-value product's chart points for a period, oldest first, ending on its navDate: the day and
   * its cumulative net value (SPEC §3's totNavFormat), with the year's yield to that day once the
   * product had lived that year.
   */
  'GET /h5/api/query/t100010': (context) => {
    const product = findProduct(context);
    const type = requiredChoice(context.query, 'type', CHART_PERIODS);
    if (productFamily(product) !== 'netValue') return { lineList: [] };
    const points = withinPeriod(netValueHistory(product), product.navDate, chartPeriodOf(product, type));
    const yearLived = (day: string) => hasLived(product.estabDate, day, 1, 'year');
    return { lineList: points.map((p) => ({ issDate: p.issDate, totNavFormat: p.totNav, ...(yearLived(p.issDate) ? { yearRatioFormat: p.yearRatio } : {}) })) };
  },
  /** A cash-management product's seven-day yields and per-10,000 incomes for a period, oldest first. */
  'GET /h5/api/query/t100012': (context) => {
    const product = findProduct(context);
    const type = requiredChoice(context.query, 'type', CHART_PERIODS);
    if (productFamily(product) !== 'cash') return { lineList: [] };
    const points = withinPeriod(moneyFundHistory(product), product.navDate, chartPeriodOf(product, type));
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
  /**
   * A net-value or benchmark product's actual annualised return over each period asked for, beside
   * the benchmark over the same period, computed from its net-value history; only the periods the
   * past-performance code allows (rules/past-performance.ts), anything else refused with E3101.
   */
  'POST /api/dbank/queryPastPerformance': (context) => {
    const product = findProduct(context, context.body);
    const asked = askedPeriods(context.body);
    const family = productFamily(product);
    if (family !== 'netValue' && family !== 'benchmark') refuse('该产品不按期间展示过往业绩', 'E3102');
    const refused = periodsRefused(asked, periodsAllowed(product.estabDate, product.navDate));
    if (refused.length > 0) refuse(PERIOD_REFUSED(refused), 'E3101');
    const rules = context.db.get('rules').value().find((r) => r.id === product.prdCode);
    const changes = rules?.benchmarkChanges ?? [];
    const logNavOn = lifetimeLogNav(product);
    return {
      estabDate: product.estabDate,
      navDate: product.navDate,
      benchmarkRationale: rules?.benchmarkRationale ?? '',
      benchmarkMethod: rules?.benchmarkMethod ?? '',
      lineList: asked.map((period) => {
        const ratio = annualisedReturn(logNavOn, product.estabDate, period);
        return { ...period, actualRatio: ratio === null ? '' : `${ratio.toFixed(2)}%`, benchmark: benchmarkOver(product.formatModelComment, changes, period) };
      }),
    };
  },
  /** Every change of a product's benchmark, newest first: date, the old and the new benchmark, why. */
  'POST /api/dbank/queryBenchmarkChanges': (context) => {
    const product = findProduct(context, context.body);
    const changes = context.db.get('rules').value().find((r) => r.id === product.prdCode)?.benchmarkChanges ?? [];
    return pageOf([...changes].sort((a, b) => b.changeDate.localeCompare(a.changeDate)), context.body);
  },
  /** A cycle product's current cycle and the next ones. */
  'POST /api/dbank/queryConfirmDate': (context) => pageOf(comingCycles(findProduct(context, context.body)), context.body),
  /** A benchmark product's finished periods, newest first. */
  'POST /api/dbank/queryQuotation': (context) => pageOf(pastPeriods(findProduct(context, context.body)), context.body),
};
