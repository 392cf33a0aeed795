import dayjs from 'dayjs';
import { add, decimalText, isZero, subtract } from '../../src/domain/money/money';
import { amountOf } from '../rules/amounts';
import { coolingOffEndOf, inCoolingOff } from '../rules/cooling-off';
import type { SeedOrder } from '../seed/deals';
import type { SeedHolding } from '../seed/personas';
import type { SeedProduct } from '../seed/products';
import type { Db } from './context';

const PENDING = '确认中';
const DONE = '确认成功';

/** A private product's purchase (any other: its confirmDate alone): the moment it was taken, when its cooling-off ends, and the day the bank confirms it (not before that end). */
export function coolingOffTerms(product: SeedProduct, orderTime: Date, confirmDate: string): Pick<SeedOrder, 'orderTime' | 'coolingOffEnd' | 'confirmDate'> {
  if (product.isPrivate !== '1') return { confirmDate };
  const time = dayjs(orderTime).format();
  const coolingOffEnd = coolingOffEndOf(orderTime);
  const endDay = dayjs(coolingOffEnd).format('YYYY-MM-DD');
  return { orderTime: time, coolingOffEnd, confirmDate: endDay > confirmDate ? endDay : confirmDate };
}

/** The holding without its cooling-off mark. */
function unmarkedHolding(h: SeedHolding): SeedHolding {
  const unmarked = { ...h };
  delete unmarked.coolingOffEnd;
  delete unmarked.coolingOffOrder;
  return unmarked;
}

const setHoldings = (db: Db, customerId: string, holdings: SeedHolding[]) => db.get('customers').find({ id: customerId }).assign({ holdings }).write();

/**
 * A private purchase is held at once, marked with its cooling-off (the customer sees it among the
 * holdings, with the end and a way to cancel); the confirmation run leaves it alone.
 */
export function holdDuringCoolingOff(db: Db, order: SeedOrder): void {
  forgetCoolingOffs(db);
  const c = db.get('customers').find({ id: order.customer }).value();
  if (!c || !order.coolingOffEnd) return;
  const mark = { coolingOffEnd: order.coolingOffEnd, coolingOffOrder: order.uniOrderId };
  const plus = (text: string) => decimalText(add(amountOf(text), amountOf(order.amt)));
  const held = c.holdings.some((h) => h.prdCode === order.prdCode);
  const fresh: SeedHolding = { prdCode: order.prdCode, vol: order.amt, cost: order.amt, totalIncome: '0.00', lastIncome: '0.00', divMode: order.divMode, buyDate: order.orderDate, ...mark };
  setHoldings(db, c.id, held ? c.holdings.map((h) => (h.prdCode === order.prdCode ? { ...h, vol: plus(h.vol), cost: plus(h.cost), ...mark } : h)) : [...c.holdings, fresh]);
}

/** A purchase cancelled in its cooling-off leaves the holding (which goes at zero), and its mark with it. */
export function releaseCoolingOffHolding(db: Db, order: SeedOrder): void {
  const c = db.get('customers').find({ id: order.customer }).value();
  const h = c?.holdings.find((one) => one.prdCode === order.prdCode);
  if (!c || !h) return;
  const left = subtract(amountOf(h.vol), amountOf(order.amt));
  const unmarked = unmarkedHolding(h);
  const kept: SeedHolding = { ...unmarked, vol: decimalText(left), cost: decimalText(subtract(amountOf(h.cost), amountOf(order.amt))) };
  setHoldings(db, c.id, isZero(left) || left.fen < 0n ? c.holdings.filter((one) => one !== h) : c.holdings.map((one) => (one === h ? kept : one)));
}

/**
 * When the next cooling-off ends (ms), by bank: every request asks settleCoolingOff, and scanning every deal each time
 * would cost a bank of thousands of customers (npm run bench:load, persistence.test.ts) on every call. Unknown after a
 * reset or a private purchase (forgetCoolingOffs), then found by one scan.
 */
const nextEnd = new WeakMap<Db, number>();

/** The deals changed (a reset, a private purchase): the next settleCoolingOff scans them. */
export const forgetCoolingOffs = (db: Db): void => void nextEnd.delete(db);

/**
 * The end of a cooling-off is the bank's confirmation: a private purchase still 确认中 whose cooling-off
 * has ended is 确认成功, and its holding loses the mark. Run before every request (the clock may have moved);
 * it scans the deals only when one is due or after they changed.
 */
export function settleCoolingOff(db: Db, now: Date): void {
  const due = nextEnd.get(db);
  if (due !== undefined && now.getTime() < due) return;
  const pending = db.get('orders').value().filter((o) => o.coolingOffEnd && o.status === PENDING);
  const ended = pending.filter((o) => !inCoolingOff(o.coolingOffEnd, now));
  for (const order of ended) {
    db.get('orders').find({ uniOrderId: order.uniOrderId }).assign({ status: DONE }).write();
    const c = db.get('customers').find({ id: order.customer }).value();
    if (!c?.holdings.some((h) => h.coolingOffOrder === order.uniOrderId)) continue;
    setHoldings(db, c.id, c.holdings.map((h) => (h.coolingOffOrder === order.uniOrderId ? unmarkedHolding(h) : h)));
  }
  const ends = pending.filter((o) => !ended.includes(o)).map((o) => dayjs(o.coolingOffEnd).valueOf());
  nextEnd.set(db, Math.min(Infinity, ...ends));
}
