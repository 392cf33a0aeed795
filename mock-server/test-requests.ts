import type { MockBank } from './bank';
import { sealPasswd } from './purchase/payment-key';
import { DEVELOPMENT_PIN } from './seed/personas';

/** What the tests send the mock bank, as the store would. */
let serial = 0;

/** A 20-character id, different on every call (uniOrderId and keypad random). */
export const nextId = (prefix: string) => `${prefix}${String((serial += 1)).padStart(20 - prefix.length, '0')}`;

/** The keypad's output for a PIN: sealed with a fresh random. */
export function sealedPin(pin = DEVELOPMENT_PIN, random = nextId('R')) {
  return { random, passwd: sealPasswd(pin, random) };
}

/** What an order's overrides may give: its id, the PIN and random to seal, or a PIN sealed before (the load bench's pool). */
type OrderOverrides = { pin?: string; uniOrderId?: string; random?: string; sealed?: ReturnType<typeof sealedPin> };

/** What the store sends for one confirmed purchase: a fresh order id, the PIN sealed with a fresh random. */
export function purchase(prdCode: string, amt: string, overrides: OrderOverrides = {}) {
  return {
    channel: 'Q', channelCode: '02', accType: '2', idType: '0', prdCode, amt, divMode: '0', isSignature: '0',
    uniOrderId: overrides.uniOrderId ?? nextId('O'), ...(overrides.sealed ?? sealedPin(overrides.pin, overrides.random)),
  };
}

/** What the store sends to make a fixed-amount plan (autoInvestAdd): a fresh order id, the schedule, the PIN sealed with a fresh random. */
export function planAdd(prdCode: string, amt: string, period: string, day: string, overrides: { pin?: string; uniOrderId?: string } = {}) {
  return {
    channel: 'Q', channelCode: '02', accType: '2', idType: '0', prdCode, amt, period, day,
    uniOrderId: overrides.uniOrderId ?? nextId('P'), ...sealedPin(overrides.pin),
  };
}

/** What the store sends to change or stop a plan (autoInvestUpdate), with the PIN sealed with a fresh random. */
export function planUpdate(planNo: string, change: { amt?: string; period?: string; day?: string; status?: string }, pin?: string) {
  return { accType: '2', idType: '0', channelCode: '02', planNo, ...change, ...sealedPin(pin) };
}

/** What the store sends for one confirmed redemption (redemPrd, fastRedemPrd): a fresh order id, the PIN sealed with a fresh random. */
export function redemption(prdCode: string, vol: string, overrides: OrderOverrides = {}) {
  return {
    channel: 'Q', channelCode: '02', accType: '2', idType: '0', prdCode, vol,
    uniOrderId: overrides.uniOrderId ?? nextId('D'), ...(overrides.sealed ?? sealedPin(overrides.pin, overrides.random)),
  };
}

/** The bank's envelope as a test reads it. */
export type BankAnswer<T = Record<string, unknown>> = { success: boolean; code: string; msg: string; response: T | null };

/** Calls to the bank a test holds (`bank()`, made afresh before each test): any POST, a dbank call with the store's fixed accType and idType, a persona switch. */
export function callsTo(bank: () => MockBank) {
  const post = async (path: string, body: object = {}) => (await bank().handle({ method: 'POST', path, query: {}, body })).body as BankAnswer;
  const dbank = (name: string, body: object = {}) => post(`/api/dbank/${name}`, { accType: '2', idType: '0', ...body });
  const usePersona = (id: string) => post('/__mock/persona', { id });
  return { post, dbank, usePersona };
}
