import dayjs from 'dayjs';
import { DATE_RANGE_MESSAGES, HOLDING_MESSAGES } from '../../src/domain/errors/form-messages';
import { add, decimalText, isZero, money, parseAmount, subtract, ZERO, type Money } from '../../src/domain/money/money';
import { BadRequest, refuse } from '../envelopes';
import { exactly, optionalText, pageOf, personalAccount, requiredChoice, requiredDate, requiredText, type Params } from '../params';
import { amountOf } from '../rules/amounts';
import { assertTradingPassword } from '../rules/buying';
import { isNetValue } from '../rules/products';
import { carriedChannelCode } from '../rules/channel-code';
import {
  assertWithinFastQuota, fastQuota, redeemability, REDEMPTION_REFUSALS, redemptionVolume, retainedVolumeOf, takesFastRedemption,
} from '../rules/redemption';
import type { SeedOrder } from '../seed/deals';
import type { SeedCustomer, SeedHolding } from '../seed/personas';
import type { SeedProduct } from '../seed/products';
import type { Db, Handler, HandlerContext } from './context';
import { releaseCoolingOffHolding } from './cooling-off';
import { COOLING_OFF_REFUSALS, endText, inCoolingOff } from '../rules/cooling-off';
import {
  assertPin, DEAL_TYPES, dealById, earlierAnswer, ORDER_ID, orderHead, PENDING, productOf, PURCHASE_REFUSALS, publicDeal, sealedPin, takeAmount,
} from './purchase';

/**
 * My wealth (SPEC §2 /myHome, §7): holdings (listHoldingShare), redemption (redemPrd, fastRedemPrd,
 * fastRedemQuota), cancel (cancelCusDeal), the records (transitCash, listHistoryDeals; listCurCmons and
 * queryOrder live with the purchase) and the dividend method (modifyDivMode). The mock counts a share
 * as one yuan for every product: a holding's `amt` is its `vol`, a redemption's `amt` its `vol`.
 */

/** The refusals of these calls that the purchase does not have, in the customer's words (codes in the README). */
export const WEALTH_REFUSALS = {
  /** E2A02 */
  notHeld: HOLDING_MESSAGES.notHeld,
  ...REDEMPTION_REFUSALS,
  /** E2A07 */
  noDivMode: '该产品不支持修改分红方式',
  /** E2B01 */
  noSuchDeal: '没有找到该笔交易',
  /** E2B02 */
  confirmed: '该笔交易已确认，不能撤单',
  /** E2B03 */
  cancelled: '该笔交易已撤单',
  /** E2B04: a private purchase whose cooling-off is over (rules/cooling-off.ts). */
  coolingOffOver: COOLING_OFF_REFUSALS.over,
} as const;

/** SPEC §7 listHoldingShare currentFlag: 0 demand (活期), 1 term (定期). */
const FLAG_OF_KIND = { demand: '0', term: '1' } as const;
/** listHoldingShare and listHistoryDeals: SPEC §9 asks 99, then 20; at most 99 at once. */
const MAX_PAGE = 99;
const DONE = '确认成功';
const CANCELLED = '已撤单';
const FAST_DONE = '交易成功';

const holdingOf = (c: SeedCustomer, prdCode: string): SeedHolding | undefined => c.holdings.find((h) => h.prdCode === prdCode);
const sumOf = (amounts: string[]): Money => amounts.reduce((sum, text) => add(sum, amountOf(text)), ZERO);
const setHoldings = (db: Db, c: SeedCustomer, holdings: SeedHolding[]) => db.get('customers').find({ id: c.id }).assign({ holdings }).write();
/** Newest first: by order date, and on one day the later made first (deals are kept in the order they were made). */
const newestFirst = (deals: SeedOrder[]): SeedOrder[] => [...deals].reverse().sort((a, b) => (a.orderDate === b.orderDate ? 0 : a.orderDate < b.orderDate ? 1 : -1));

/** A listHoldingShare line: the holding with its product's figures. */
function holdingLine(product: SeedProduct, h: SeedHolding) {
  return {
    prdCode: h.prdCode, prdName: product.prdName, prdTemplate: product.prdTemplate, currentFlag: FLAG_OF_KIND[product.prdKind],
    vol: h.vol, amt: h.vol, cost: h.cost, totalIncome: h.totalIncome, lastIncome: h.lastIncome, nav: product.nav, navDate: product.navDate,
    divMode: h.divMode, endDate: product.endDate, minHoldVol: retainedVolumeOf(product), ...redeemability(product),
    fastRedeem: takesFastRedemption(product) ? '1' : '0',
    ...(h.coolingOffEnd ? { coolingOffEnd: h.coolingOffEnd, coolingOffOrder: h.coolingOffOrder } : {}),
    // The product's risk level (R1–R5): what a changed risk assessment is compared with (issue 18 item 1).
    riskLevel: product.riskLevel,
  };
}

/** The customer's holdings with their products (a holding of a product the bank no longer has is left out), by product code. */
function holdingLines(db: Db, c: SeedCustomer) {
  return c.holdings
    .flatMap((h) => {
      const product = db.get('products').find({ prdCode: h.prdCode }).value();
      return product ? [holdingLine(product, h)] : [];
    })
    .sort((a, b) => (a.prdCode < b.prdCode ? -1 : a.prdCode > b.prdCode ? 1 : 0));
}

/** Today's quick-redemption quota: the customer's 交易成功 快速赎回 deals of today against the daily cap. */
const fastQuotaOf = (db: Db, c: SeedCustomer, today: string) =>
  fastQuota(sumOf(db.get('orders').filter({ customer: c.id, transType: DEAL_TYPES.fastRedemption, status: FAST_DONE, orderDate: today }).value().map((d) => d.amt)));

/** SPEC §3's redeem payload plus uniOrderId: the account, channel, id, product, volume, PIN (the session's fields may be absent). */
function redemptionTerms(body: Params) {
  const head = orderHead(body);
  optionalText(body, 'wxSerialNo', /^.{1,100}$/);
  optionalText(body, 'openId', /^.{1,200}$/);
  optionalText(body, 'accessToken', /^.{1,500}$/);
  const vol = requiredText(body, 'vol', /^.{1,20}$/);
  return { ...head, vol, pin: sealedPin(body) };
}

/**
 * The shares leave the holding (it goes at zero) and take their part of its cost with them; what a
 * cancel needs to put it back exactly is kept on the deal.
 */
function reduceHolding(db: Db, c: SeedCustomer, h: SeedHolding, vol: Money): Pick<SeedOrder, 'costTaken' | 'closedHolding'> {
  const held = amountOf(h.vol);
  const cost = amountOf(h.cost);
  const left = subtract(held, vol);
  if (isZero(left)) {
    setHoldings(db, c, c.holdings.filter((other) => other.prdCode !== h.prdCode));
    return { costTaken: h.cost, closedHolding: { ...h } };
  }
  const costTaken = money((cost.fen * vol.fen) / held.fen);
  setHoldings(db, c, c.holdings.map((other) => (other.prdCode === h.prdCode ? { ...h, vol: decimalText(left), cost: decimalText(subtract(cost, costTaken)) } : other)));
  return { costTaken: decimalText(costTaken) };
}

/** A cancelled redemption's shares (and their cost) go back into the holding, recreated as it was if the redemption had emptied it. */
function restoreHolding(db: Db, deal: SeedOrder): void {
  const c = db.get('customers').find({ id: deal.customer }).value();
  if (!c) return;
  const back = (text: string, more: string | undefined) => decimalText(add(amountOf(text), amountOf(more ?? '0')));
  const h = holdingOf(c, deal.prdCode);
  if (h) {
    setHoldings(db, c, c.holdings.map((other) => (other.prdCode === h.prdCode ? { ...h, vol: back(h.vol, deal.vol), cost: back(h.cost, deal.costTaken) } : other)));
    return;
  }
  const fresh: SeedHolding = deal.closedHolding ?? { prdCode: deal.prdCode, vol: deal.vol, cost: deal.vol, totalIncome: '0.00', lastIncome: '0.00', divMode: deal.divMode, buyDate: deal.orderDate };
  setHoldings(db, c, [...c.holdings, { ...fresh, vol: deal.vol, cost: deal.costTaken ?? deal.vol }]);
}

/**
 * redemPrd and fastRedemPrd, checked in this order: the parameters; uniOrderId (the same customer,
 * kind, product and volume answer the same deal again); the holding; whether it can be redeemed (and
 * quickly); the volume (and today's quota); the trading password; the PIN. Answers the deal.
 */
function redeem({ db, customer, today, body }: HandlerContext, fast: boolean): SeedOrder {
  const terms = redemptionTerms(body);
  const c = customer();
  const transType = fast ? DEAL_TYPES.fastRedemption : DEAL_TYPES.redemption;
  const earlier = earlierAnswer(dealById(db, terms.uniOrderId), (deal) =>
    deal.customer === c.id && deal.transType === transType && deal.prdCode === terms.prdCode && parseAmount(terms.vol)?.fen === amountOf(deal.vol).fen);
  if (earlier) return earlier;

  const h = holdingOf(c, terms.prdCode) ?? refuse(WEALTH_REFUSALS.notHeld, 'E2A02');
  const product = productOf(db, terms.prdCode);
  const { canRedeem, redeemNote } = redeemability(product);
  if (canRedeem !== '1') refuse(redeemNote, 'E2A03');
  if (fast && !takesFastRedemption(product)) refuse(WEALTH_REFUSALS.noFastRedemption, 'E2A05');
  const vol = redemptionVolume(terms.vol, amountOf(h.vol), amountOf(retainedVolumeOf(product)));
  if (fast) assertWithinFastQuota(vol, amountOf(fastQuotaOf(db, c, today()).left));
  assertTradingPassword(c);
  assertPin(db, c, terms.pin);

  const day = today();
  const plus = (days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');
  const taken = reduceHolding(db, c, h, vol);
  const deal: SeedOrder = {
    uniOrderId: terms.uniOrderId, customer: c.id, transType, prdCode: product.prdCode, prdName: product.prdName,
    amt: decimalText(vol), vol: decimalText(vol), divMode: h.divMode, orderDate: day, channelCode: terms.channelCode,
    // T+1 confirmed, the money on the card the day after; a quick redemption's money is there today.
    ...(fast ? { status: FAST_DONE, confirmDate: day, arrivalDate: day } : { status: PENDING, confirmDate: plus(1), arrivalDate: plus(2) }),
    ...taken,
  };
  db.get('orders').push(deal).write();
  return deal;
}

/** cancelCusDeal's accType and idType may be left out (SPEC §3's cancel payload has neither); when given, the store's fixed values. */
function optionalPersonalAccount(body: Params): void {
  if (body.accType !== undefined) exactly(body, 'accType', '2');
  if (body.idType !== undefined) exactly(body, 'idType', '0');
}

export const wealthHandlers: Record<string, Handler> = {
  /** A page of the customer's demand (currentFlag 0) or term (1) holdings by product code; the totals are over all of that kind. */
  'POST /api/dbank/listHoldingShare': ({ db, customer, body }) => {
    personalAccount(body);
    const currentFlag = requiredChoice(body, 'currentFlag', ['0', '1']);
    const lines = holdingLines(db, customer()).filter((line) => line.currentFlag === currentFlag);
    const page = pageOf(lines, body, MAX_PAGE);
    return { lineList: page.lineList, totPrdValue: decimalText(sumOf(lines.map((line) => line.amt))), totNum: page.totNum };
  },

  /** Redemption (T+1 confirmed, the money on the signed card the day after): 确认中, cancelable until the bank's confirmation run. */
  'POST /api/dbank/redemPrd': (context) => publicDeal(redeem(context, false)),

  /** Quick redemption of a cash-management holding: 交易成功 at once, within today's quota, which it answers with the deal. */
  'POST /api/dbank/fastRedemPrd': (context) => {
    const deal = redeem(context, true);
    return { ...publicDeal(deal), quotaLeft: fastQuotaOf(context.db, context.customer(), context.today()).left };
  },

  'POST /api/dbank/fastRedemQuota': ({ db, customer, today, body }) => {
    personalAccount(body);
    return fastQuotaOf(db, customer(), today());
  },

  /**
   * Cancels the customer's deal still 确认中 (assoSerial); uniOrderId is the cancel's own id, its
   * idempotency key. A purchase's amount goes back to what is left of the product, a redemption's
   * shares back into the holding.
   */
  'POST /api/dbank/cancelCusDeal': ({ db, customer, today, now, body }) => {
    optionalPersonalAccount(body);
    const channelCode = carriedChannelCode(body);
    const assoSerial = requiredText(body, 'assoSerial', ORDER_ID);
    const uniOrderId = requiredText(body, 'uniOrderId', ORDER_ID);
    const c = customer();
    const earlier = earlierAnswer(db.get('orders').find({ cancelId: uniOrderId }).value(), (deal) => deal.uniOrderId === assoSerial && deal.customer === c.id);
    if (earlier) return publicDeal(earlier);
    if (db.get('orders').find({ uniOrderId }).value()) refuse(PURCHASE_REFUSALS.otherOrder, 'E2601');

    const deal = db.get('orders').find({ uniOrderId: assoSerial, customer: c.id }).value() ?? refuse(WEALTH_REFUSALS.noSuchDeal, 'E2B01');
    if (deal.status === CANCELLED) refuse(WEALTH_REFUSALS.cancelled, 'E2B03');
    if (deal.coolingOffEnd && !inCoolingOff(deal.coolingOffEnd, now())) refuse(WEALTH_REFUSALS.coolingOffOver(endText(deal.coolingOffEnd)), 'E2B04');
    if (deal.status !== PENDING) refuse(WEALTH_REFUSALS.confirmed, 'E2B02');

    if (deal.transType === DEAL_TYPES.purchase) takeAmount(db, deal.prdCode, money(-amountOf(deal.amt).fen));
    if (deal.transType === DEAL_TYPES.redemption) restoreHolding(db, deal);
    // A cooling-off cancel: the whole amount goes back to the signed card, arriving the next day (在途资金 until then).
    if (deal.coolingOffEnd) releaseCoolingOffHolding(db, deal);
    const refund = deal.coolingOffEnd ? { arrivalDate: dayjs(today()).add(1, 'day').format('YYYY-MM-DD') } : {};
    const cancelled: SeedOrder = { ...deal, status: CANCELLED, cancelledAt: today(), cancelId: uniOrderId, cancelChannelCode: channelCode, ...refund };
    db.get('orders').find({ uniOrderId: assoSerial }).assign(cancelled).write();
    return publicDeal(cancelled);
  },

  /**
   * Money on its way to the signed card (arrivalDate after today), newest first: confirmed redemptions,
   * and the refunds of private purchases cancelled in their cooling-off (a 购买 已撤单 with an arrivalDate).
   */
  'POST /api/dbank/transitCash': ({ db, customer, today, body }) => {
    personalAccount(body);
    const c = customer();
    const moving = (deal: SeedOrder) =>
      (deal.transType === DEAL_TYPES.redemption && deal.status === DONE) || (deal.transType === DEAL_TYPES.purchase && deal.status === CANCELLED && !!deal.coolingOffEnd);
    const inTransit = db.get('orders').filter({ customer: c.id }).value().filter((deal) => moving(deal) && deal.arrivalDate > today());
    const lines = newestFirst(inTransit).map(({ uniOrderId, transType, prdCode, prdName, amt, vol, status, orderDate, confirmDate, arrivalDate }) =>
      ({ uniOrderId, transType, prdCode, prdName, amt, vol, status, orderDate, confirmDate, arrivalDate, cardNo: c.signCard }));
    return pageOf(lines, body);
  },

  /** Every deal of the customer ordered between startDate and endDate (inclusive), newest first. */
  'POST /api/dbank/listHistoryDeals': ({ db, customer, body }) => {
    personalAccount(body);
    const startDate = requiredDate(body, 'startDate');
    const endDate = requiredDate(body, 'endDate');
    if (startDate > endDate) throw new BadRequest(DATE_RANGE_MESSAGES.order);
    const deals = db.get('orders').filter({ customer: customer().id }).value().filter((deal) => deal.orderDate >= startDate && deal.orderDate <= endDate);
    return pageOf(newestFirst(deals).map(publicDeal), body, MAX_PAGE);
  },

  /** The dividend method (SPEC §3: 0 reinvest, 1 cash) of a held net-value product; answers the holding's line. */
  'POST /api/dbank/modifyDivMode': ({ db, customer, body }) => {
    personalAccount(body);
    const prdCode = requiredText(body, 'prdCode', /^\w{1,20}$/);
    const divMode = requiredChoice(body, 'divMode', ['0', '1']);
    const c = customer();
    const h = holdingOf(c, prdCode) ?? refuse(WEALTH_REFUSALS.notHeld, 'E2A02');
    const product = productOf(db, prdCode);
    if (!isNetValue(product.prdTemplate)) refuse(WEALTH_REFUSALS.noDivMode, 'E2A07');
    const changed = { ...h, divMode };
    setHoldings(db, c, c.holdings.map((other) => (other.prdCode === prdCode ? changed : other)));
    return holdingLine(product, changed);
  },
};
