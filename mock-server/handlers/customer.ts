import { randomBytes } from 'node:crypto';
import { BadRequest, type MockResponse } from '../envelopes';
import { exactly, requiredText } from '../params';
import type { SeedCustomer } from '../seed/personas';
import type { Handler } from './context';

/** SPEC §3 user info as custInfo answers it (never the PIN). */
const userInfo = (c: SeedCustomer) => ({
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
    exactly(body, 'accType', '2');
    exactly(body, 'idType', '0');
    return userInfo(customer());
  },
  'POST /wx/dbank/api/queryCustomerInfo': ({ body, customer }) => {
    const openId = requiredText(body, 'openId');
    requiredText(body, 'accessToken');
    return { ...userInfo(customer()), openId };
  },
};

export function assertPersona(ids: string[], id: unknown): string {
  if (typeof id !== 'string' || !ids.includes(id)) throw new BadRequest(`没有这个模拟客户：${String(id)}；可选：${ids.join('、')}`);
  return id;
}
