import dayjs from 'dayjs';
import { add, decimalText, parseAmount, subtract, type Money } from '../../src/domain/money/money';
import { CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from '../../src/domain/errors/messages';
import { AMOUNT_MESSAGES, checkPurchaseAmount } from '../../src/domain/purchase/purchase-amount';
import { BadRequest, NO_SUCH_PRODUCT } from '../envelopes';
import { exactly, optionalText, requiredChoice, requiredText } from '../params';
import { openPasswd } from '../purchase/payment-key';
import type { SeedCustomer } from '../seed/personas';
import type { SeedProduct } from '../seed/products';
import type { Db, Handler } from './context';

/** An order as the mock bank keeps it (`/__mock/db/orders`). */
export interface SeedOrder {
  uniOrderId: string;
  customer: string;
  prdCode: string;
  prdName: string;
  amt: string;
  divMode: string;
  status: '确认中';
  orderDate: string;
  confirmDate: string;
}

/** After this many wrong PINs in a row, payment stays locked until the branch unlocks it (DECISIONS.md). */
export const PIN_ATTEMPTS = 5;

/** The refusals a purchase can meet, in the customer's words (SPEC §8 where it has them). */
export const PURCHASE_REFUSALS = {
  noPassword: '您尚未设置交易密码，请先设置交易密码后再购买',
  unsigned: '您尚未签约理财签约卡，请先签约后再购买',
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
} as const;

const ORDER_ID = /^[0-9A-Za-z]{20}$/;
const refuse = (message: string, code: string): never => {
  throw new BadRequest(message, code);
};

/** The product's figures as exact money; a seed amount that does not parse is a seed bug. */
const amountOf = (text: string): Money => parseAmount(text) ?? refuse(`模拟银行数据错误：金额 ${text}`, 'E9999');

function assertCustomerMayBuy(c: SeedCustomer): void {
  if (c.empFlg === '0') refuse(PURCHASE_REFUSALS.noPassword, 'E2101');
  if (!c.signCard) refuse(PURCHASE_REFUSALS.unsigned, 'E2102');
  if (c.hasSameCard !== '1') refuse(PURCHASE_REFUSALS.cardMismatch, 'E2103');
}

/** SPEC §5 and DECISIONS.md "Risk": a record older than a year is no record; C level must reach the R level. */
function assertRiskFits(c: SeedCustomer, product: SeedProduct, today: dayjs.Dayjs): void {
  const record = c.riskRecord && today.diff(dayjs(c.riskRecord.evaluatedAt), 'year') < 1 ? c.riskRecord : null;
  if (!record) refuse(product.taCode === 'BANK' ? PURCHASE_REFUSALS.riskInBranch : PURCHASE_REFUSALS.riskOnline, 'E2201');
  if (Number(record!.riskLevel.slice(1)) < Number(product.riskLevel.slice(1))) refuse(PURCHASE_REFUSALS.riskTooLow, 'E2202');
}

function assertOnSale(product: SeedProduct, today: dayjs.Dayjs): void {
  if (product.prdStatus === '4' || product.prdStatus === '5') refuse(PURCHASE_REFUSALS.notOnSale, 'E2301');
  if (amountOf(product.remainAmt).fen <= 0n) refuse(PURCHASE_REFUSALS.soldOut, 'E2302');
  if (product.ipoStartDate > today.format('YYYYMMDD')) refuse(PURCHASE_REFUSALS.preSale, 'E2303');
}

/**
 * The amount, by the store's own rule (the bank trusts no client): on the wire a plain decimal of
 * at most 2 places, at least the minimum, in steps above it, within what is left.
 */
function validAmount(text: string, product: SeedProduct): Money {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) refuse(AMOUNT_MESSAGES.notANumber, 'E2401');
  const check = checkPurchaseAmount(text, { pfirstAmt: amountOf(product.pfirstAmt), pAddAmt: amountOf(product.pAddAmt), remainAmt: amountOf(product.remainAmt) });
  return check.ok ? check.amount : refuse(check.message, 'E2402');
}

/** The PIN check: one-time `random`, the persona's PIN, and the lock after five wrong in a row. */
function assertPin(db: Db, c: SeedCustomer, passwd: string, random: string): void {
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

export const purchaseHandlers: Record<string, Handler> = {
  /**
   * buyPrd (SPEC §3 buy payload). Idempotent on uniOrderId: a retry of the same purchase gets
   * the same order back; nothing is created or taken twice.
   */
  'POST /api/dbank/buyPrd': ({ db, customer, today, body }) => {
    exactly(body, 'accType', '2');
    exactly(body, 'idType', '0');
    requiredText(body, 'channel', /^\w{1,10}$/);
    const uniOrderId = requiredText(body, 'uniOrderId', ORDER_ID);
    const prdCode = requiredText(body, 'prdCode', /^\w{1,20}$/);
    const amt = requiredText(body, 'amt', /^.{1,20}$/);
    const passwd = requiredText(body, 'passwd', /^[0-9a-f]{200,400}$/);
    const random = requiredText(body, 'random', ORDER_ID);
    const divMode = requiredChoice(body, 'divMode', ['0', '1']);
    optionalText(body, 'clientManager', /^\w{1,20}$/);
    const c = customer();

    const earlier = db.get('orders').find({ uniOrderId }).value();
    if (earlier) {
      const samePurchase = earlier.customer === c.id && earlier.prdCode === prdCode && parseAmount(amt)?.fen === amountOf(earlier.amt).fen;
      if (!samePurchase) refuse(PURCHASE_REFUSALS.otherOrder, 'E2601');
      return publicOrder(earlier);
    }

    const product = db.get('products').find({ prdCode }).value() ?? refuse(NO_SUCH_PRODUCT.message, NO_SUCH_PRODUCT.code);
    const day = dayjs(today());
    assertOnSale(product, day);
    assertCustomerMayBuy(c);
    assertRiskFits(c, product, day);
    const amount = validAmount(amt, product);
    assertPin(db, c, passwd, random);

    const order: SeedOrder = {
      uniOrderId, customer: c.id, prdCode, prdName: product.prdName, amt: decimalText(amount), divMode,
      status: '确认中', orderDate: day.format('YYYY-MM-DD'), confirmDate: confirmDateOf(product, day),
    };
    db.get('products').find({ prdCode }).assign({
      remainAmt: decimalText(subtract(amountOf(product.remainAmt), amount)),
      investAmt: decimalText(add(amountOf(product.investAmt), amount)),
    }).write();
    db.get('orders').push(order).write();
    return publicOrder(order);
  },

  /** The order's state after a timeout or a dropped connection: asked for, never sent again (DECISIONS.md). */
  'POST /api/dbank/queryOrder': ({ db, customer, body }) => {
    const uniOrderId = requiredText(body, 'uniOrderId', ORDER_ID);
    const order = db.get('orders').find({ uniOrderId, customer: customer().id }).value();
    return order ? publicOrder(order) : refuse(CATALOGUE_MESSAGES.noRecord, 'E0001');
  },
};
