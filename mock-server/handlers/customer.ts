import { randomBytes } from 'node:crypto';
import { BadRequest, refuse, type MockResponse } from '../envelopes';
import { personalAccount, requiredText, wholeNumber, type Params } from '../params';
import { DEVELOPMENT_PIN, type SeedCustomer } from '../seed/personas';
import { assertTradingPassword } from '../rules/buying';
import { assertCardToBind } from '../rules/cards';
import type { Db, Handler } from './context';
import { assertPin, sealedPin } from './purchase';

export const SIGNING_REFUSALS = { notOwnCard: '该卡不是您名下的银行卡' } as const;

/** SPEC §3 user info as custInfo answers it (never the PIN). */
export const userInfo = (c: SeedCustomer) => ({
  cusNm: c.cusNm,
  idNo: c.idNo,
  mobile: c.mobile,
  signCard: c.signCard,
  hasSameCard: c.hasSameCard,
  empFlg: c.empFlg,
  list: c.cards,
});

const token = () => randomBytes(12).toString('hex');

/** The messaging app's login stand-in: back to a same-origin page with openId and accessToken. */
export function messagingLogin(query: Record<string, unknown>): MockResponse {
  const redirect = requiredText(query, 'redirect', /^\/(?!\/)[^\s\\]*$/);
  const url = new URL(redirect, 'http://store.local');
  url.searchParams.set('openId', `o${token()}`);
  url.searchParams.set('accessToken', token());
  return { status: 302, redirect: `${url.pathname}${url.search}` };
}

export const customerHandlers: Record<string, Handler> = {
  'POST /api/dbank/showUniCusInfo': ({ body, customer }) => {
    requiredText(body, 'tokenId');
    const c = customer();
    return { list: [{ cusNm: c.cusNm, idType: '0', idNo: c.idNo, mobile: c.mobile }] };
  },
  'POST /api/dbank/custInfo': ({ body, customer }) => {
    personalAccount(body);
    return userInfo(customer());
  },
  /** Signs the wealth contract on one of the customer's cards, confirmed with the PIN: it becomes the card in use. */
  'POST /api/dbank/signContract': ({ db, customer, body }) => {
    personalAccount(body);
    const cardNo = requiredText(body, 'cardNo', /^\d{12,19}$/);
    const pin = sealedPin(body);
    const c = customer();
    if (!c.cards.some((card) => card.cardNo === cardNo)) refuse(SIGNING_REFUSALS.notOwnCard, 'E2104');
    assertTradingPassword(c);
    assertPin(db, c, pin);
    const cards = c.cards.map((card) => ({ ...card, signFlag: card.cardNo === cardNo ? '1' : '0' }));
    db.get('customers').find({ id: c.id }).assign({ cards, signCard: cardNo, hasSameCard: '1' }).write();
    return userInfo(customer());
  },
  'POST /wx/dbank/api/queryCustomerInfo': ({ body, customer }) => {
    const openId = requiredText(body, 'openId');
    requiredText(body, 'accessToken');
    return { ...userInfo(customer()), openId };
  },
};

/** POST /__mock/native/password, the bank app's set-password screen: the customer now has the development PIN. */
export function setTradingPassword(db: Db, c: SeedCustomer): void {
  db.get('customers').find({ id: c.id }).assign({ empFlg: '1', pin: DEVELOPMENT_PIN, wrongPins: 0 }).write();
}

/**
 * POST /__mock/native/card { cardNo }, the bank app's card-binding screen: the card joins the customer's
 * cards, not signed (signing is signContract's, with the PIN). Refused in the bank's words (rules/cards.ts).
 */
export function bindCard(db: Db, c: SeedCustomer, body: Params): { ok: true; card: { cardNo: string; bankName: string } } {
  const card = assertCardToBind(body.cardNo, c.cards);
  db.get('customers').find({ id: c.id }).assign({ cards: [...c.cards, card] }).write();
  return { ok: true, card: { cardNo: card.cardNo, bankName: card.bankName } };
}

export function assertPersona(ids: string[], id: unknown): string {
  if (typeof id !== 'string' || !ids.includes(id)) throw new BadRequest(`没有这个模拟客户：${String(id)}；可选：${ids.join('、')}`);
  return id;
}

/**
 * POST /__mock/customers { from, count }: customers load-0001 to load-<count>, each a copy of the persona
 * `from` as it stands (its own holdings, cards, risk record, PIN); an id already there is left as it is,
 * so asking again changes nothing. For many customers at once (X-Mock-Customer); a reset removes them.
 */
export function cloneCustomers(db: Db, body: Params): { customers: string[]; added: number } {
  const from = assertPersona(db.get('personas').value().map((p) => p.id), body.from);
  const count = wholeNumber(body, 'count', 1, 9999);
  const template = db.get('customers').find({ id: from }).value() ?? refuse(`没有这个模拟客户：${from}`, 'E0400');
  const known = new Set(db.get('customers').value().map((c) => c.id));
  const customers = Array.from({ length: count }, (_, i) => `load-${String(i + 1).padStart(4, '0')}`);
  const added = customers.filter((id) => !known.has(id)).map((id): SeedCustomer => ({ ...structuredClone(template), id, description: `压测客户（复制自 ${from}）` }));
  if (added.length > 0) db.get('customers').push(...added).write();
  return { customers, added: added.length };
}
