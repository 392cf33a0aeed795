import { BUY_BLOCK_TEXT } from '../../src/domain/purchase/buy-preconditions';
import { BANK_ISSUER_CODE } from '../../src/domain/catalog/product';
import dayjs from 'dayjs';
import { add, decimalText, parseAmount, subtract, type Money } from '../../src/domain/money/money';
import { CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from '../../src/domain/errors/messages';
import { AMOUNT_MESSAGES, checkPurchaseAmount } from '../../src/domain/purchase/purchase-amount';
import { NO_SUCH_PRODUCT, refuse } from '../envelopes';
import { optionalText, pageOf, personalAccount, requiredChoice, requiredText, type Params } from '../params';
import { openPasswd } from '../purchase/payment-key';
import type { SeedCustomer } from '../seed/personas';
import type { SeedProduct } from '../seed/products';
import type { Db, Handler } from './context';
import { currentRiskRecord, riskFits } from './risk';
import { issuedJsOrder, useJsAuthCode } from './signature';

/** An order as the mock bank keeps it (`/__mock/db/orders`). */
export interface SeedOrder {
  uniOrderId: string;
  customer: string;
  prdCode: string;
  prdName: string;
  amt: string;
  divMode: string;
  /** 确认中 until POST /__mock/confirm-orders confirms it. */
  status: '确认中' | '确认成功';
  orderDate: string;
  confirmDate: string;
}

/** After this many wrong PINs in a row, payment stays locked until the branch unlocks it (DECISIONS.md). */
export const PIN_ATTEMPTS = 5;

/** The refusals a purchase can meet, in the customer's words (SPEC §8 where it has them). */
export const PURCHASE_REFUSALS = {
  noPassword: BUY_BLOCK_TEXT.needsPassword,
  unsigned: BUY_BLOCK_TEXT.needsSigning,
  cardMismatch: PURCHASE_MESSAGES.cardMismatch,
  riskTooLow: PURCHASE_MESSAGES.riskExceeded,
  riskInBranch: PURCHASE_MESSAGES.branchAssessment,
  riskOnline: PURCHASE_MESSAGES.onlineAssessment,
  soldOut: '该产品已售罄',
  notOnSale: '该产品当前不可购买',
  preSale: '该产品尚未开售',
  otherOrder: '该订单号已用于另一笔交易，请重新下单',
  staleRandom: '交易请求已失效，请重新输入交易密码',
  unreadablePasswd: '交易密码校验失败，请重新输入交易密码',
  wrongPin: (left: number) => `交易密码错误，您还可以尝试${left}次`,
  locked: `交易密码已连续输错${PIN_ATTEMPTS}次，支付功能已锁定，请联系我行客服或前往网点解锁`,
  signature: '签名校验失败，请重新登录后再试',
} as const;

/** uniOrderId and the keypad's random: 20 letters or digits. */
export const ORDER_ID = /^[0-9A-Za-z]{20}$/;
const PENDING = '确认中';

/** The product's figures as exact money; a seed amount that does not parse is a seed bug. */
export const amountOf = (text: string): Money => parseAmount(text) ?? refuse(`模拟银行数据错误：金额 ${text}`, 'E9999');

/** A trading password, a signed wealth card, and that card in use. */
export function assertCustomerMayBuy(c: SeedCustomer): void {
  if (c.empFlg === '0') refuse(PURCHASE_REFUSALS.noPassword, 'E2101');
  if (!c.signCard) refuse(PURCHASE_REFUSALS.unsigned, 'E2102');
  if (c.hasSameCard !== '1') refuse(PURCHASE_REFUSALS.cardMismatch, 'E2103');
}

/** SPEC §5: without a valid record, the bank's own products are assessed in a branch, others online. */
export function assertRiskFits(c: SeedCustomer, product: SeedProduct, today: dayjs.Dayjs): void {
  const record = currentRiskRecord(c, today.format('YYYY-MM-DD'));
  if (!record) refuse(product.taCode === BANK_ISSUER_CODE ? PURCHASE_REFUSALS.riskInBranch : PURCHASE_REFUSALS.riskOnline, 'E2201');
  if (!riskFits(record!, product)) refuse(PURCHASE_REFUSALS.riskTooLow, 'E2202');
}

/** Not suspended or closed (status 4/5), not sold out, its IPO begun. */
export function assertOnSale(product: SeedProduct, today: dayjs.Dayjs): void {
  if (product.prdStatus === '4' || product.prdStatus === '5') refuse(PURCHASE_REFUSALS.notOnSale, 'E2301');
  if (amountOf(product.remainAmt).fen <= 0n) refuse(PURCHASE_REFUSALS.soldOut, 'E2302');
  if (product.ipoStartDate > today.format('YYYYMMDD')) refuse(PURCHASE_REFUSALS.preSale, 'E2303');
}

/**
 * The amount, by the store's own rule (the bank trusts no client): on the wire a plain decimal of
 * at most 2 places, at least the minimum, in steps above it, within what is left.
 */
export function validAmount(text: string, product: SeedProduct): Money {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) refuse(AMOUNT_MESSAGES.notANumber, 'E2401');
  const check = checkPurchaseAmount(text, { pfirstAmt: amountOf(product.pfirstAmt), pAddAmt: amountOf(product.pAddAmt), remainAmt: amountOf(product.remainAmt) });
  return check.ok ? check.amount : refuse(check.message, 'E2402');
}

/** The product by its code, or 无此产品 (E0101). */
export const productOf = (db: Db, prdCode: string): SeedProduct => db.get('products').find({ prdCode }).value() ?? refuse(NO_SUCH_PRODUCT.message, NO_SUCH_PRODUCT.code);

/** The keypad's output: `passwd` (hex SM2 ciphertext) and the one-time `random` sealed in it. */
export const sealedPin = (body: Params) => ({ passwd: requiredText(body, 'passwd', /^[0-9a-f]{200,400}$/), random: requiredText(body, 'random', ORDER_ID) });

/** The terms every order carries (buyPrd, autoInvestAdd), checked in this order: the account, channel, id, product, amount, PIN. */
export function orderTerms(body: Params) {
  personalAccount(body);
  requiredText(body, 'channel', /^\w{1,10}$/);
  const uniOrderId = requiredText(body, 'uniOrderId', ORDER_ID);
  const prdCode = requiredText(body, 'prdCode', /^\w{1,20}$/);
  const amt = requiredText(body, 'amt', /^.{1,20}$/);
  return { uniOrderId, prdCode, amt, pin: sealedPin(body) };
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

const publicOrder = ({ uniOrderId, prdCode, prdName, amt, divMode, status, orderDate, confirmDate }: SeedOrder) => ({ uniOrderId, prdCode, prdName, amt, divMode, status, orderDate, confirmDate });

/** The amount moves from what is left of the product to what is invested in it. */
function takeAmount(db: Db, product: SeedProduct, amount: Money): void {
  db.get('products').find({ prdCode: product.prdCode }).assign({
    remainAmt: decimalText(subtract(amountOf(product.remainAmt), amount)),
    investAmt: decimalText(add(amountOf(product.investAmt), amount)),
  }).write();
}

/** A confirmed order's amount joins the customer's holding of the product (the mock counts a share as one yuan). */
function addHolding(db: Db, order: SeedOrder): void {
  const owner = db.get('customers').find({ id: order.customer });
  const holdings = owner.value()?.holdings ?? [];
  const plus = (text: string) => decimalText(add(amountOf(text), amountOf(order.amt)));
  const held = holdings.some((h) => h.prdCode === order.prdCode);
  owner.assign({
    holdings: held
      ? holdings.map((h) => (h.prdCode === order.prdCode ? { ...h, vol: plus(h.vol), amt: plus(h.amt) } : h))
      : [...holdings, { prdCode: order.prdCode, vol: order.amt, amt: order.amt }],
  }).write();
}

/** POST /__mock/confirm-orders: every order 确认中 is confirmed into its customer's holdings; answers how many. */
export function confirmOrders(db: Db): number {
  const pending = db.get('orders').filter({ status: PENDING }).value();
  for (const order of pending) {
    addHolding(db, order);
    db.get('orders').find({ uniOrderId: order.uniOrderId }).assign({ status: '确认成功' }).write();
  }
  return pending.length;
}

export const purchaseHandlers: Record<string, Handler> = {
  /**
   * buyPrd (SPEC §3 buy payload). Idempotent on uniOrderId: a retry of the same purchase gets
   * the same order back; nothing is created or taken twice.
   */
  'POST /api/dbank/buyPrd': ({ db, customer, today, body }) => {
    const terms = orderTerms(body);
    const { uniOrderId, prdCode, amt, pin } = terms;
    const divMode = requiredChoice(body, 'divMode', ['0', '1']);
    optionalText(body, 'clientManager', /^\w{1,20}$/);
    const c = customer();

    const earlier = earlierAnswer(db.get('orders').find({ uniOrderId }).value(), (order) => sameOrder(order, c, terms));
    if (earlier) return publicOrder(earlier);

    const product = productOf(db, prdCode);
    const day = dayjs(today());
    assertOnSale(product, day);
    assertCustomerMayBuy(c);
    assertRiskFits(c, product, day);
    const amount = validAmount(amt, product);
    const jsAuthCode = assertSigned(db, c, product, body);
    assertPin(db, c, pin);

    const order: SeedOrder = {
      uniOrderId, customer: c.id, prdCode, prdName: product.prdName, amt: decimalText(amount), divMode,
      status: PENDING, orderDate: day.format('YYYY-MM-DD'), confirmDate: confirmDateOf(product, day),
    };
    if (jsAuthCode) useJsAuthCode(db, jsAuthCode);
    takeAmount(db, product, amount);
    db.get('orders').push(order).write();
    return publicOrder(order);
  },

  /** The order's state after a timeout or a dropped connection: asked for, never sent again (DECISIONS.md). */
  'POST /api/dbank/queryOrder': ({ db, customer, body }) => {
    const uniOrderId = requiredText(body, 'uniOrderId', ORDER_ID);
    const order = db.get('orders').find({ uniOrderId, customer: customer().id }).value();
    return order ? publicOrder(order) : refuse(CATALOGUE_MESSAGES.noRecord, 'E0001');
  },

  /** The customer's purchases still 确认中, newest first (SPEC §7: lineList and totNum). */
  'POST /api/dbank/listCurCmons': ({ db, customer, body }) => {
    personalAccount(body);
    const pending = db.get('orders').filter({ customer: customer().id, status: PENDING }).value().reverse();
    return pageOf(pending.map((order) => ({ ...publicOrder(order), transType: '购买' })), body);
  },
};
