import dayjs from 'dayjs';
import { HOLDING_MESSAGES } from '../../src/domain/errors/form-messages';
import { decimalText, money, parseAmount } from '../../src/domain/money/money';
import { refuse } from '../envelopes';
import { personalAccount, requiredText, wholeNumber, type Params } from '../params';
import { isCalendarDay } from '../rules/dates';
import { interestFen } from '../rules/interest';
import { isNetValue, TEMPLATE } from '../rules/products';
import type { SeedOrder } from '../seed/deals';
import { unitHash } from '../seed/families';
import { moneyFundHistory, type MoneyFundPoint } from '../seed/net-values';
import { buildCustomers, type SeedCustomer, type SeedHolding } from '../seed/personas';
import type { SeedProduct } from '../seed/products';
import type { Db, Handler } from './context';

/**
 * Income, assets and payouts (SPEC §2 /profitLossIncome, /mineCurrencyIncomeNew, /currencyRecord,
 * /hisAssets, /interest, /cash). SPEC names no calls for them; these are ours (README "Income,
 * assets and payouts"). Nothing is stored: every answer is worked out on each call from the
 * customer's holdings and deals and the bank's today, deterministically (a hash of the code and
 * the date stands in for chance, as in seed/net-values.ts), exact to the fen:
 * - a product's volume at the end of a day is the holding's volume now, less the deals since
 *   (a purchase once confirmed, a redemption from the moment it is taken), never below zero;
 * - a holding earns from the day after its buyDate to yesterday, on the days it held shares; its
 *   newest day earned its `lastIncome` (昨日收益) and all its days add up to its `totalIncome`
 *   (累计收益): the rest is shared out over the earlier days by the volume held × that day's
 *   万份收益 (cash management) or a small wobble (the others);
 * - a day's total assets are what the customer holds now less the deals and the income since.
 */

const DAY = 'YYYY-MM-DD';
const PURCHASE = '购买';
const OUTFLOWS: readonly string[] = ['赎回', '快速赎回'];
/** A redemption's shares leave the holding when it is taken (确认中), a purchase's arrive when it is confirmed. */
const REDEEMED: readonly string[] = ['确认成功', '交易成功', '确认中'];
const CONFIRMED = '确认成功';
/** listDailyIncome, listDividends, listMaturityPayouts: at most 99 lines at once, as listHoldingShare. */
const MAX_PAGE = 99;
const PRODUCT_CODE = /^[A-Za-z0-9]{1,20}$/;
/** A dividend: 10 to 30 元 per 10,000 shares (0.0010–0.0030 元 a share) each month. */
const DIVIDEND_RATE = { min: 10, spread: 21, perShares: 10_000n } as const;
/** listHisAssets takes 7 to 90 days. */
const ASSET_DAYS = { min: 7, max: 90 } as const;

/**
 * Term investments that matured before the mock's deal history begins (it starts 300 days ago):
 * the seed's deals, statements and asset history do not reach back to them. Every persona seeded
 * with holdings (all but new-customer) had them; paid to the signed card on the day they ended.
 */
export const MATURED_INVESTMENTS: ReadonlyArray<{ prdCode: string; principal: string; endedDaysAgo: number }> = [
  { prdCode: 'CYC0000001', principal: '10000.00', endedDaysAgo: 310 },
  { prdCode: 'NOG3M1A001', principal: '30000.00', endedDaysAgo: 329 },
  { prdCode: 'REXP000001', principal: '20000.00', endedDaysAgo: 410 },
];

const fenOf = (text: string | undefined): bigint => parseAmount(text ?? '')?.fen ?? 0n;
const yuan = (fen: bigint) => decimalText(money(fen));
const byCode = (a: { prdCode: string }, b: { prdCode: string }) => (a.prdCode < b.prdCode ? -1 : a.prdCode > b.prdCode ? 1 : 0);
const plusDays = (day: string, n: number) => dayjs(day).add(n, 'day').format(DAY);

/** The days from `first` to `last` (inclusive), newest first. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = last; day >= first; day = plusDays(day, -1)) days.push(day);
  return days;
}

/** One product the customer holds or held: its volume on any day, from the holding and the deals. */
interface Position {
  product: SeedProduct;
  holding: SeedHolding | undefined;
  /** The first day the customer held it: the holding's buyDate, or its first confirmed purchase. */
  since: string;
  /** The fen (= shares, one share one yuan) held at the end of a day. */
  volOn(day: string): bigint;
}

/** A deal's change of volume, in fen, once it moved shares; 0 when it did not (pending purchase, cancelled). */
function changeOf(deal: SeedOrder): bigint {
  if (deal.transType === PURCHASE) return deal.status === CONFIRMED ? fenOf(deal.vol) : 0n;
  return OUTFLOWS.includes(deal.transType) && REDEEMED.includes(deal.status) ? -fenOf(deal.vol) : 0n;
}

/** Every product the customer holds or has deals of, by code (a product the bank no longer has is left out). */
function positionsOf(db: Db, c: SeedCustomer, today: string): Position[] {
  const deals = db.get('orders').value().filter((deal) => deal.customer === c.id && changeOf(deal) !== 0n);
  const codes = [...new Set([...c.holdings.map((h) => h.prdCode), ...deals.map((deal) => deal.prdCode)])];
  return codes.flatMap((prdCode) => {
    const product = db.get('products').find({ prdCode }).value();
    if (!product) return [];
    const holding = c.holdings.find((h) => h.prdCode === prdCode);
    const own = deals.filter((deal) => deal.prdCode === prdCode);
    const firstPurchase = own.filter((deal) => deal.transType === PURCHASE).map((deal) => deal.orderDate).sort()[0];
    const since = holding && isCalendarDay(holding.buyDate) ? holding.buyDate : (firstPurchase ?? today);
    const now = fenOf(holding?.vol);
    const volOn = (day: string) => {
      const held = own.reduce((vol, deal) => (deal.orderDate > day ? vol - changeOf(deal) : vol), now);
      return held > 0n ? held : 0n;
    };
    return [{ product, holding, since, volOn }];
  }).sort((a, b) => byCode(a.product, b.product));
}

/**
 * Shares an amount of fen out by weights, exactly: each its part rounded down, then the fen left
 * one by one to the largest remainders (the earlier index first). Equal parts when every weight is 0.
 */
export function shareOut(amount: bigint, weights: bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const negative = amount < 0n;
  const whole = negative ? -amount : amount;
  const total = weights.reduce((sum, w) => sum + w, 0n);
  const used = total > 0n ? weights : weights.map(() => 1n);
  const sum = total > 0n ? total : BigInt(weights.length);
  const parts = used.map((w) => (whole * w) / sum);
  const remainders = used.map((w, i) => ({ i, r: (whole * w) % sum }));
  let left = whole - parts.reduce((a, b) => a + b, 0n);
  for (const { i } of [...remainders].sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i))) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return negative ? parts.map((p) => -p) : parts;
}

interface IncomeDay {
  date: string;
  fen: bigint;
  fund: MoneyFundPoint | undefined;
}

/** A 4-decimal figure (万份收益) as whole ten-thousandths; 0 when it is not one. */
const tenThousandths = (text: string | undefined): bigint => {
  const match = /^(\d+)\.(\d{4})$/.exec(text ?? '');
  return match ? BigInt(match[1]) * 10_000n + BigInt(match[2]) : 0n;
};

/**
 * A held product's income day by day, newest first: every day from the day after its buyDate to
 * yesterday on which it held shares. The newest day earned lastIncome; the days add up to totalIncome.
 */
function incomeDays(position: Position, today: string): IncomeDay[] {
  const { product, holding } = position;
  if (!holding) return [];
  const funds = product.prdTemplate === TEMPLATE.cashManagement ? new Map(moneyFundHistory(product).map((point) => [point.issDate, point])) : new Map<string, MoneyFundPoint>();
  const held = daysBetween(plusDays(position.since, 1), plusDays(today, -1)).filter((day) => position.volOn(day) > 0n);
  if (held.length === 0) return [];
  const last = fenOf(holding.lastIncome);
  const [, ...earlier] = held;
  const weights = earlier.map((day) => {
    const daily = tenThousandths(funds.get(day)?.tenThousandIncome) || 900n + BigInt(Math.floor(unitHash(`${product.prdCode}|${day}|income`) * 200));
    return position.volOn(day) * daily;
  });
  const shares = shareOut(fenOf(holding.totalIncome) - last, weights);
  return held.map((date, k) => ({ date, fen: k === 0 ? last : shares[k - 1], fund: funds.get(date) }));
}

/** offSet and queryNum, checked before anything else is looked at; the page of lines. */
function paging(body: Params) {
  const offSet = wholeNumber(body, 'offSet', 0, 100_000);
  const queryNum = wholeNumber(body, 'queryNum', 1, MAX_PAGE);
  return <T>(lines: T[]) => ({ lineList: lines.slice(offSet, offSet + queryNum), totNum: lines.length });
}

/** A day's total assets: each product's volume then, less the income it has earned since (income grows a holding's value). */
function assetHistory(positions: Position[], today: string, days: number) {
  const earnedAfter = positions.map((position) => {
    const newestFirst = incomeDays(position, today);
    return (day: string) => newestFirst.reduce((sum, d) => (d.date > day ? sum + d.fen : sum), 0n);
  });
  const lines = daysBetween(plusDays(today, 1 - days), today).reverse().map((date) => {
    const fen = positions.reduce((sum, position, i) => {
      const value = position.volOn(date) - earnedAfter[i](date);
      return sum + (value > 0n ? value : 0n);
    }, 0n);
    return { date, fen };
  });
  // From the first day the customer had something; a customer who never had anything has no history.
  const first = lines.findIndex((line) => line.fen > 0n);
  return first < 0 ? [] : lines.slice(first).map(({ date, fen }) => ({ date, totAsset: yuan(fen) }));
}

/** Net-value products pay a dividend each month on their own day (1–28), on the shares held that day. */
function dividendsOf(position: Position, today: string) {
  const { product, holding } = position;
  if (!isNetValue(product.prdTemplate)) return [];
  const day = 1 + Math.floor(unitHash(`${product.prdCode}|dividend-day`) * 28);
  const lines = [];
  for (let month = dayjs(position.since).startOf('month'); month.format(DAY) < today; month = month.add(1, 'month')) {
    const divDate = month.date(day).format(DAY);
    if (divDate <= position.since || divDate >= today) continue;
    const rate = BigInt(DIVIDEND_RATE.min + Math.floor(unitHash(`${product.prdCode}|${month.format('YYYY-MM')}|dividend`) * DIVIDEND_RATE.spread));
    const fen = (position.volOn(divDate) * rate) / DIVIDEND_RATE.perShares;
    if (fen > 0n) lines.push({ divDate, prdCode: product.prdCode, prdName: product.prdName, amt: yuan(fen), divMode: holding?.divMode ?? product.divMode });
  }
  return lines;
}

/** The persona was seeded with holdings (all but new-customer): it has the matured investments of before the history. */
const seededWithHoldings = (c: SeedCustomer, today: string) => buildCustomers(dayjs(today)).some((seeded) => seeded.id === c.id && seeded.holdings.length > 0);

function maturityPayouts(db: Db, c: SeedCustomer, today: string) {
  if (!seededWithHoldings(c, today)) return [];
  const cardNo = c.signCard || c.cards[0]?.cardNo || '';
  return MATURED_INVESTMENTS.flatMap(({ prdCode, principal, endedDaysAgo }) => {
    const product = db.get('products').find({ prdCode }).value();
    if (!product) return [];
    const fen = fenOf(principal);
    const income = interestFen(fen, product.yearClientRatio, product.investDays || product.cycleDays);
    const payDate = plusDays(today, -endedDaysAgo);
    return [{ payDate, prdCode, prdName: product.prdName, principal: yuan(fen), income: yuan(income), amt: yuan(fen + income), cardNo }];
  }).sort((a, b) => (a.payDate < b.payDate ? 1 : a.payDate > b.payDate ? -1 : byCode(a, b)));
}

export const incomeHandlers: Record<string, Handler> = {
  /**
   * A held product's income day by day, newest first (SPEC §9: 20 a page); a cash-management
   * product's days also carry its 万份收益 and 七日年化 (t100012's figures of that day).
   */
  'POST /api/dbank/listDailyIncome': ({ db, customer, today, body }) => {
    personalAccount(body);
    const prdCode = requiredText(body, 'prdCode', PRODUCT_CODE);
    const page = paging(body);
    const c = customer();
    if (!c.holdings.some((h) => h.prdCode === prdCode)) refuse(HOLDING_MESSAGES.notHeld, 'E2A02');
    const position = positionsOf(db, c, today()).find((p) => p.product.prdCode === prdCode) ?? refuse('无此产品', 'E0101');
    const lines = incomeDays(position, today()).map(({ date, fen, fund }) => ({
      incomeDate: date, income: yuan(fen), tenThousandIncome: fund?.tenThousandIncome ?? '', sevenDayRatio: fund?.sevenDayRatio ?? '',
    }));
    const { product } = position;
    return { prdCode, prdName: product.prdName, prdTemplate: product.prdTemplate, ...page(lines) };
  },

  /** The customer's total assets at the end of each of the last `days` days (7–90), oldest first, today last. */
  'POST /api/dbank/listHisAssets': ({ db, customer, today, body }) => {
    personalAccount(body);
    const days = wholeNumber(body, 'days', ASSET_DAYS.min, ASSET_DAYS.max);
    const lines = assetHistory(positionsOf(db, customer(), today()), today(), days);
    return { lineList: lines, totNum: lines.length };
  },

  /** The dividends paid on the customer's net-value holdings, newest first. */
  'POST /api/dbank/listDividends': ({ db, customer, today, body }) => {
    personalAccount(body);
    const page = paging(body);
    const lines = positionsOf(db, customer(), today()).flatMap((position) => dividendsOf(position, today()));
    return page(lines.sort((a, b) => (a.divDate < b.divDate ? 1 : a.divDate > b.divDate ? -1 : byCode(a, b))));
  },

  /** Term investments that matured: principal and income paid to the signed card, newest first. */
  'POST /api/dbank/listMaturityPayouts': ({ db, customer, today, body }) => {
    personalAccount(body);
    const page = paging(body);
    return page(maturityPayouts(db, customer(), today()));
  },
};
