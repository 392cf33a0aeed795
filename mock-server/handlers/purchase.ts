import dayjs from 'dayjs';
import { CATALOGUE_MESSAGES } from '../../src/domain/errors/messages';
import { add, decimalText, parseAmount, subtract, type Money } from '../../src/domain/money/money';
import { NO_SUCH_PRODUCT, refuse } from '../envelopes';
import { optionalText, pageOf, personalAccount, requiredChoice, requiredText, type Params } from '../params';
import { openPasswd } from '../purchase/payment-key';
import { amountOf } from '../rules/amounts';
import { assertCustomerMayBuy, assertOnSale, assertRiskFits, BUYING_REFUSALS } from '../rules/buying';
import { assertElderConfirmed, assertQualifiedForProduct } from '../rules/buyer-steps';
import { orderAmount } from '../rules/purchase-amount';
import { carriedChannelCode } from '../rules/channel-code';
import type { DealType, SeedOrder } from '../seed/deals';
import type { SeedCustomer, SeedHolding } from '../seed/personas';
import type { SeedProduct } from '../seed/products';
import type { Db, Handler } from './context';
import { issuedJsOrder, useJsAuthCode } from './signature';
import { coolingOffTerms, holdDuringCoolingOff } from './cooling-off';

/** After this many wrong PINs in a row, payment stays locked until the branch unlocks it (DECISIONS.md). */
export const PIN_ATTEMPTS = 5;

/** The refusals a purchase can meet, in the customer's words: the product's and the customer's (rules/buying.ts), then the order's and the PIN's. */
export const PURCHASE_REFUSALS = {
  ...BUYING_REFUSALS,
  otherOrder: '该订单号已用于另一笔交易，请重新下单',
  staleRandom: '交易请求已失效，请重新输入交易密码',
  unreadablePasswd: '交易密码校验失败，请重新输入交易密码',
  wrongPin: (left: number) => `交易密码错误，您还可以尝试${left}次`,
  locked: `交易密码已连续输错${PIN_ATTEMPTS}次，支付功能已锁定，请联系我行客服或前往网点解锁`,
  signature: '签名校验失败，请重新登录后再试',
} as const;

/** uniOrderId and the keypad's random: 20 letters or digits. */
export const ORDER_ID = /^[0-9A-Za-z]{20}$/;
export const PENDING = '确认中';
export const DEAL_TYPES = { purchase: '购买', redemption: '赎回', fastRedemption: '快速赎回' } as const satisfies Record<string, DealType>;

/** The product by its code, or 无此产品 (E0101). */
export const productOf = (db: Db, prdCode: string): SeedProduct => db.get('products').find({ prdCode }).value() ?? refuse(NO_SUCH_PRODUCT.message, NO_SUCH_PRODUCT.code);

/** The keypad's output: `passwd` (hex SM2 ciphertext) and the one-time `random` sealed in it. */
export const sealedPin = (body: Params) => ({ passwd: requiredText(body, 'passwd', /^[0-9a-f]{200,400}$/), random: requiredText(body, 'random', ORDER_ID) });

/** What every order starts with (buyPrd, autoInvestAdd, redemPrd, fastRedemPrd): the account, channel, where the customer came from, id and product. */
export function orderHead(body: Params) {
  personalAccount(body);
  requiredText(body, 'channel', /^\w{1,10}$/);
  const channelCode = carriedChannelCode(body);
  return { uniOrderId: requiredText(body, 'uniOrderId', ORDER_ID), prdCode: requiredText(body, 'prdCode', /^\w{1,20}$/), channelCode };
}

/** The terms every purchase carries (buyPrd, autoInvestAdd), checked in this order: the account, channel, id, product, amount, PIN. */
export function orderTerms(body: Params) {
  const head = orderHead(body);
  const amt = requiredText(body, 'amt', /^.{1,20}$/);
  return { ...head, amt, pin: sealedPin(body) };
}

/** What an order id was first used for: the same customer, product and amount (exact to the fen). */
export const sameOrder = (earlier: { customer: string; prdCode: string; amt: string }, c: SeedCustomer, terms: { prdCode: string; amt: string }): boolean =>
  earlier.customer === c.id && earlier.prdCode === terms.prdCode && parseAmount(terms.amt)?.fen === amountOf(earlier.amt).fen;

/**
 * Idempotency on uniOrderId: what an id made before is answered again for a retry of the same
 * request (nothing new is made); any other request under that id is refused.
 */
export function earlierAnswer<T>(earlier: T | undefined, sameRequest: (earlier: T) => boolean): T | undefined {
  if (earlier !== undefined && !sameRequest(earlier)) refuse(PURCHASE_REFUSALS.otherOrder, 'E2601');
  return earlier;
}

/**
 * The deal an order id names, for earlierAnswer; an id some cancel has used (cancelCusDeal's own
 * uniOrderId) names no deal and is refused like any id used for another transaction.
 */
export function dealById(db: Db, uniOrderId: string): SeedOrder | undefined {
  if (db.get('orders').find({ cancelId: uniOrderId }).value()) refuse(PURCHASE_REFUSALS.otherOrder, 'E2601');
  return db.get('orders').find({ uniOrderId }).value();
}

/** A signature (CA) product needs isSignature 1, the signed data and an issued, unused jsAuthCode; answers that code. */
function assertSigned(db: Db, c: SeedCustomer, product: SeedProduct, body: Params): string | undefined {
  if (product.isSignature !== '1') return undefined;
  const { isSignature, jsAuthCode, signData } = body;
  const signed = isSignature === '1' && typeof signData === 'string' && signData !== '' && issuedJsOrder(db, c, jsAuthCode);
  return signed ? signed.jsAuthCode : refuse(PURCHASE_REFUSALS.signature, 'E2701');
}

/** The PIN check: one-time `random`, the persona's PIN, and the lock after five wrong in a row. */
export function assertPin(db: Db, c: SeedCustomer, { passwd, random }: ReturnType<typeof sealedPin>): void {
  const customers = db.get('customers');
  if (c.wrongPins >= PIN_ATTEMPTS) refuse(PURCHASE_REFUSALS.locked, 'E2503');
  const opened = openPasswd(passwd);
  if (!opened) refuse(PURCHASE_REFUSALS.unreadablePasswd, 'E2501');
  if (opened!.random !== random || db.get('usedRandoms').includes(random).value()) refuse(PURCHASE_REFUSALS.staleRandom, 'E2502');
  db.get('usedRandoms').push(random).write();
  if (opened!.pin === c.pin) {
    customers.find({ id: c.id }).assign({ wrongPins: 0 }).write();
    return;
  }
  const wrongPins = c.wrongPins + 1;
  customers.find({ id: c.id }).assign({ wrongPins }).write();
  refuse(wrongPins >= PIN_ATTEMPTS ? PURCHASE_REFUSALS.locked : PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - wrongPins), wrongPins >= PIN_ATTEMPTS ? 'E2503' : 'E2504');
}

/** Confirmed the next day, or on the day a product in its subscription period is established. */
function confirmDateOf(product: SeedProduct, today: dayjs.Dayjs): string {
  const nextDay = today.add(1, 'day');
  const established = dayjs(product.estabDate);
  return (established.isAfter(nextDay) ? established : nextDay).format('YYYY-MM-DD');
}

/** A deal as the calls answer it: without the customer and the bank's own bookkeeping; `cancelable` '1' while 确认中. */
export const publicDeal = ({ uniOrderId, transType, prdCode, prdName, amt, vol, divMode, status, orderDate, confirmDate, arrivalDate, cancelledAt, channelCode, cancelChannelCode, orderTime, coolingOffEnd }: SeedOrder) => ({
  uniOrderId, transType, prdCode, prdName, amt, vol, divMode, status, orderDate, confirmDate, arrivalDate,
  ...(orderTime ? { orderTime } : {}), ...(coolingOffEnd ? { coolingOffEnd } : {}),
  ...(cancelledAt ? { cancelledAt } : {}), cancelable: status === PENDING ? '1' : '0',
  ...(channelCode ? { channelCode } : {}), ...(cancelChannelCode ? { cancelChannelCode } : {}),
});

/** The amount moves from what is left of the product to what is invested in it (a negative amount moves it back: a cancel). */
export function takeAmount(db: Db, prdCode: string, amount: Money): void {
  const product = productOf(db, prdCode);
  db.get('products').find({ prdCode }).assign({
    remainAmt: decimalText(subtract(amountOf(product.remainAmt), amount)),
    investAmt: decimalText(add(amountOf(product.investAmt), amount)),
  }).write();
}

/** A confirmed purchase's amount joins the customer's holding of the product, as shares and as cost (the mock counts a share as one yuan). */
function addHolding(db: Db, order: SeedOrder): void {
  const owner = db.get('customers').find({ id: order.customer });
  const holdings = owner.value()?.holdings ?? [];
  const plus = (text: string) => decimalText(add(amountOf(text), amountOf(order.amt)));
  const held = holdings.some((h) => h.prdCode === order.prdCode);
  const fresh: SeedHolding = { prdCode: order.prdCode, vol: order.amt, cost: order.amt, totalIncome: '0.00', lastIncome: '0.00', divMode: order.divMode, buyDate: order.orderDate };
  owner.assign({
    holdings: held ? holdings.map((h) => (h.prdCode === order.prdCode ? { ...h, vol: plus(h.vol), cost: plus(h.cost) } : h)) : [...holdings, fresh],
  }).write();
}

/**
 * POST /__mock/confirm-orders: every deal 确认中 (all customers) is confirmed; a purchase's amount joins
 * its customer's holding, a redemption (whose shares left the holding when it was taken) then has its
 * money in transit until its arrivalDate. A private purchase in its cooling-off is left alone: the end
 * of its cooling-off confirms it (handlers/cooling-off.ts). Answers how many.
 */
export function confirmOrders(db: Db): number {
  const pending = db.get('orders').filter({ status: PENDING }).value().filter((order) => !order.coolingOffEnd);
  for (const order of pending) {
    if (order.transType === DEAL_TYPES.purchase) addHolding(db, order);
    db.get('orders').find({ uniOrderId: order.uniOrderId }).assign({ status: '确认成功' }).write();
  }
  return pending.length;
}

export const purchaseHandlers: Record<string, Handler> = {
  /**
   * buyPrd (SPEC §3 buy payload; issue 18: a private product only for a qualified investor, an older
   * customer's R4/R5 order with their elderConfirm and its time, kept on the order). Idempotent on uniOrderId: a retry of the same purchase gets
   * the same order back; nothing is created or taken twice.
   */
  'POST /api/dbank/buyPrd': ({ db, customer, today, now, body }) => {
    const terms = orderTerms(body);
    const { uniOrderId, prdCode, amt, pin } = terms;
    const divMode = requiredChoice(body, 'divMode', ['0', '1']);
    const clientManager = optionalText(body, 'clientManager', /^\w{1,20}$/);
    const c = customer();

    const earlier = earlierAnswer(dealById(db, uniOrderId), (order) => order.transType === DEAL_TYPES.purchase && sameOrder(order, c, terms));
    if (earlier) return publicDeal(earlier);

    const product = productOf(db, prdCode);
    const day = dayjs(today());
    assertOnSale(product, day);
    assertCustomerMayBuy(c);
    assertRiskFits(c, product, day);
    assertQualifiedForProduct(c, product);
    const elderConfirmedAt = assertElderConfirmed(c, product, day, body);
    const amount = orderAmount(amt, product);
    const jsAuthCode = assertSigned(db, c, product, body);
    assertPin(db, c, pin);

    const order: SeedOrder = {
      uniOrderId, customer: c.id, transType: DEAL_TYPES.purchase, prdCode, prdName: product.prdName, amt: decimalText(amount), vol: decimalText(amount), divMode,
      channelCode: terms.channelCode, status: PENDING, orderDate: day.format('YYYY-MM-DD'), arrivalDate: '',
      ...coolingOffTerms(product, now(), confirmDateOf(product, day)),
      ...(elderConfirmedAt ? { elderConfirmedAt } : {}),
      ...(clientManager ? { clientManager } : {}),
    };
    if (jsAuthCode) useJsAuthCode(db, jsAuthCode);
    takeAmount(db, prdCode, amount);
    db.get('orders').push(order).write();
    holdDuringCoolingOff(db, order);
    return publicDeal(order);
  },

  /**
   * A deal's state by its id (a purchase, a redemption, a quick redemption), e.g. after a timeout or
   * a dropped connection: asked for, never sent again (DECISIONS.md).
   */
  'POST /api/dbank/queryOrder': ({ db, customer, body }) => {
    const uniOrderId = requiredText(body, 'uniOrderId', ORDER_ID);
    const order = db.get('orders').find({ uniOrderId, customer: customer().id }).value();
    return order ? publicDeal(order) : refuse(CATALOGUE_MESSAGES.noRecord, 'E0001');
  },

  /** The customer's deals still 确认中 (purchases and redemptions, each cancelable), newest first (SPEC §7: lineList and totNum). */
  'POST /api/dbank/listCurCmons': ({ db, customer, body }) => {
    personalAccount(body);
    const pending = db.get('orders').filter({ customer: customer().id, status: PENDING }).value().reverse();
    return pageOf(pending.map(publicDeal), body);
  },
};
