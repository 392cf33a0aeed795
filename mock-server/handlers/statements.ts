import dayjs from 'dayjs';
import { CATALOGUE_MESSAGES } from '../../src/domain/errors/messages';
import { add, decimalText, money, parseAmount, subtract, ZERO, type Money } from '../../src/domain/money/money';
import { BadRequest, refuse } from '../envelopes';
import { pageOf, requiredText, type Params } from '../params';
import { isCalendarDay } from '../rules/dates';
import { interestFen } from '../rules/interest';
import { isStatementMonth, shiftMonth, statementTitle } from '../rules/statement-months';
import type { Db, Handler, HandlerContext } from './context';

/**
 * Monthly statements (SPEC §2 /statement, §7 f100004–f100006), worked out on each call from the
 * customer's deals (`orders`) and holdings and the bank's today; the mock keeps no statements:
 * - a product's volume on a day is its deals that count (确认成功, 交易成功) up to that day, by
 *   order date, purchases in and redemptions out; a share is one yuan, so the amount is the volume;
 * - what a holding has beyond its deals was bought on its `buyDate` (or, without one, on the 10th
 *   of the month six months back);
 * - a month's income is each day's amount × the product's yearClientRatio / 365, rounded down to the fen;
 * - a month has a statement once it is over, if the customer held something on one of its days.
 */
const PURCHASE = '购买';
const OUTFLOWS = ['赎回', '快速赎回'];
const COUNTED = ['确认成功', '交易成功'];
const SEED_BUY = { monthsBack: 6, day: '10' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Line = Record<string, unknown>;

/** A deal of the customer's, read defensively (other calls write `orders` too). */
interface Deal {
  date: string;
  transType: string;
  prdCode: string;
  prdName: string;
  vol: Money;
  amt: Money;
  status: string;
  /** The day it moves the volume held (its order date); '' when it does not count. */
  effective: string;
  /** The signed change of volume. */
  change: Money;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const amountOf = (value: unknown): Money => parseAmount(textOf(value)) ?? ZERO;
const sum = (amounts: Money[]): Money => amounts.reduce(add, ZERO);
const negate = (m: Money): Money => money(-m.fen);
const monthEnd = (sendDate: string) => dayjs(`${sendDate}-01`).endOf('month').format('YYYY-MM-DD');
const productName = (db: Db, prdCode: string) => db.get('products').find({ prdCode }).value()?.prdName ?? prdCode;

function toDeal(order: Line): Deal {
  const vol = amountOf(order.vol ?? order.amt);
  const transType = textOf(order.transType) || PURCHASE;
  const moves = COUNTED.includes(textOf(order.status)) && (transType === PURCHASE || OUTFLOWS.includes(transType));
  const effective = textOf(order.orderDate);
  return {
    date: textOf(order.orderDate), transType, prdCode: textOf(order.prdCode), prdName: textOf(order.prdName), vol, amt: amountOf(order.amt ?? order.vol),
    status: textOf(order.status), effective: moves && DATE.test(effective) ? effective : '', change: transType === PURCHASE ? vol : negate(vol),
  };
}

/** What a holding has beyond its deals: a purchase on its buyDate, which the deals do not record. */
function unrecordedPurchases({ db, customer, today }: HandlerContext, deals: Deal[]): Deal[] {
  const holdings = (Array.isArray(customer().holdings) ? customer().holdings : []) as unknown as Line[];
  const fallback = `${shiftMonth(today(), -SEED_BUY.monthsBack)}-${SEED_BUY.day}`;
  return holdings.flatMap((holding) => {
    const prdCode = textOf(holding.prdCode);
    const recorded = sum(deals.filter((deal) => deal.effective && deal.prdCode === prdCode).map((deal) => deal.change));
    const vol = subtract(amountOf(holding.vol ?? holding.amt), recorded);
    if (!prdCode || vol.fen <= 0n) return [];
    const date = DATE.test(textOf(holding.buyDate)) ? textOf(holding.buyDate) : fallback;
    return [{ date, transType: PURCHASE, prdCode, prdName: productName(db, prdCode), vol, amt: vol, status: COUNTED[0], effective: date, change: vol }];
  });
}

/** Every deal of the customer's, newest first, with the purchases the holdings imply. */
function dealsOf(context: HandlerContext): Deal[] {
  const id = context.customer().id;
  const recorded = (context.db.get('orders').value() as unknown as Line[]).filter((order) => order.customer === id).map(toDeal);
  return [...recorded, ...unrecordedPurchases(context, recorded)].sort((a, b) => b.date.localeCompare(a.date));
}

const volumeOn = (deals: Deal[], prdCode: string, day: string): Money =>
  sum(deals.filter((deal) => deal.prdCode === prdCode && deal.effective && deal.effective <= day).map((deal) => deal.change));

const yearClientRatio = (db: Db, prdCode: string): string => db.get('products').find({ prdCode }).value()?.yearClientRatio ?? '';

/** Each product held on some day of the month: its volume (= amount) at the month's end and the month's income. */
function positionsOf(db: Db, deals: Deal[], sendDate: string) {
  const days = Array.from({ length: dayjs(`${sendDate}-01`).daysInMonth() }, (_, i) => `${sendDate}-${String(i + 1).padStart(2, '0')}`);
  const codes = [...new Set(deals.filter((deal) => deal.effective).map((deal) => deal.prdCode))].sort();
  return codes.flatMap((prdCode) => {
    const daily = days.map((day) => volumeOn(deals, prdCode, day).fen);
    if (!daily.some((fen) => fen > 0n)) return [];
    const heldFen = daily.reduce((total, fen) => total + (fen > 0n ? fen : 0n), 0n);
    const vol = volumeOn(deals, prdCode, monthEnd(sendDate));
    // Each day's amount earns one day's interest: the sum of the days' fen earns as much over one day.
    const income = money(interestFen(heldFen, yearClientRatio(db, prdCode), 1));
    return [{ prdCode, prdName: productName(db, prdCode), vol, amt: vol, income }];
  });
}

type Position = ReturnType<typeof positionsOf>[number];

const totalsOf = (positions: Position[]) => ({
  totAsset: decimalText(sum(positions.map((p) => p.amt))),
  monthIncome: decimalText(sum(positions.map((p) => p.income))),
});

/** The finished months since the first deal in which the customer held something, newest first, with their positions. */
function statements(context: HandlerContext, deals: Deal[], from = ''): Array<{ sendDate: string; positions: Position[] }> {
  const first = deals.map((deal) => deal.effective).filter(Boolean).sort()[0];
  const found: Array<{ sendDate: string; positions: Position[] }> = [];
  for (let month = shiftMonth(context.today(), -1); first && month >= first.slice(0, 7) && monthEnd(month) >= from; month = shiftMonth(month, -1)) {
    const positions = positionsOf(context.db, deals, month);
    if (positions.length > 0) found.push({ sendDate: month, positions });
  }
  return found;
}

function dateParam(params: Params, name: string): string {
  const value = requiredText(params, name, DATE);
  if (!isCalendarDay(value)) throw new BadRequest(`参数错误：${name} 不是有效的日期`);
  return value;
}

/** The month asked for and its positions; a month without a statement is 查询无记录. */
function statementOf(context: HandlerContext, deals: Deal[]) {
  const sendDate = requiredText(context.query, 'sendDate');
  if (!isStatementMonth(sendDate)) throw new BadRequest('参数错误：sendDate 须为YYYY-MM格式的月份');
  const finished = sendDate < shiftMonth(context.today(), 0);
  const positions = finished ? positionsOf(context.db, deals, sendDate) : [];
  if (positions.length === 0) refuse(CATALOGUE_MESSAGES.noRecord, 'E0001');
  return { sendDate, positions };
}

export const statementHandlers: Record<string, Handler> = {
  /** The statements of the finished months between startDate and endDate, newest first. */
  'GET /api/dbank/f100004': (context) => {
    const startDate = dateParam(context.query, 'startDate');
    const endDate = dateParam(context.query, 'endDate');
    if (startDate > endDate) throw new BadRequest('参数错误：开始日期不能晚于结束日期');
    const lines = statements(context, dealsOf(context), startDate)
      .filter(({ sendDate }) => `${sendDate}-01` <= endDate)
      .map(({ sendDate, positions }) => ({ sendDate, title: statementTitle(sendDate), ...totalsOf(positions) }));
    return pageOf(lines, context.query);
  },
  /** A month's totals and its positions at the month's end. */
  'GET /api/dbank/f100005': (context) => {
    const { sendDate, positions } = statementOf(context, dealsOf(context));
    const lines = positions.map((p) => ({ prdCode: p.prdCode, prdName: p.prdName, vol: decimalText(p.vol), amt: decimalText(p.amt), income: decimalText(p.income) }));
    return { sendDate, ...totalsOf(positions), ...pageOf(lines, context.query) };
  },
  /** A month's deals, newest first, whatever became of them (确认中, 已撤单 too). */
  'GET /api/dbank/f100006': (context) => {
    const deals = dealsOf(context);
    const { sendDate } = statementOf(context, deals);
    const lines = deals.filter((deal) => deal.date.startsWith(`${sendDate}-`)).map((d) => ({
      date: d.date, transType: d.transType, prdCode: d.prdCode, prdName: d.prdName || productName(context.db, d.prdCode), amt: decimalText(d.amt), vol: decimalText(d.vol), status: d.status,
    }));
    return { sendDate, ...pageOf(lines, context.query) };
  },
};
