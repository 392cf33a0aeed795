import { describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { ConfirmedOrders, foundById, type Found, type OrderKind } from './confirmed-order';

interface Terms {
  prdCode: string;
  amt: number;
}

const TEXT = { notReceived: '请求未送达银行，请重新提交', unknown: '结果暂未确认，请稍后查询', refused: '未能受理' };
const TERMS: Terms = { prdCode: 'CUR0000001', amt: 1000 };
const TIMEOUT: CallOutcome<string> = { kind: 'networkError', message: '连接超时，请检查网络再重新连接' };
const TAKEN: CallOutcome<string> = { kind: 'ok', value: 'order O1' };

/**
 * A kind over a bank that answers from two queues (what a send gets, what an ask finds) and
 * writes down what it was sent and asked.
 */
function bankOf(sends: Array<CallOutcome<string> | Promise<CallOutcome<string>>>, finds: Array<Found<string>> = []) {
  const sent: Array<{ id: string; terms: Terms; pin: string }> = [];
  const asked: string[] = [];
  const kind: OrderKind<Terms, string, string> = {
    keyOf: ({ prdCode, amt }) => `${prdCode}|${amt}`,
    send: async ({ id, terms }, pin) => (sent.push({ id, terms, pin }), sends.shift() ?? assertNever('a send nobody expected')),
    find: async ({ id }) => (asked.push(id), finds.shift() ?? assertNever('an ask nobody expected')),
    text: TEXT,
  };
  const failures = { present: vi.fn(async () => undefined) };
  let made = 0;
  const ids = { randomId: () => `ID${(made += 1)}` };
  return { orders: new ConfirmedOrders(kind, ids, failures), sent, asked, failures, made: () => made };
}

function assertNever(what: string): never {
  throw new Error(what);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ConfirmedOrders: identity by terms', () => {
  it('gives the same terms the same id, made once, and other terms a new one', () => {
    const { orders, made } = bankOf([]);
    const first = orders.confirm(TERMS);
    expect(orders.confirm({ ...TERMS }).id).toBe(first.id);
    const other = orders.confirm({ ...TERMS, amt: 2000 });
    expect(other.id).not.toBe(first.id);
    expect(orders.confirm(TERMS).id).toBe(first.id);
    expect([made(), orders.current?.id]).toEqual([2, first.id]);
  });

  it('sends every try of an order under its one id', async () => {
    const { orders, sent } = bankOf([{ kind: 'serverError', code: 'E2001', message: '交易密码错误' }, TAKEN]);
    const { id } = orders.confirm(TERMS);
    await orders.submit('wrong PIN');
    orders.confirm({ ...TERMS });
    await orders.submit('right PIN');
    expect(sent.map((s) => [s.id, s.pin])).toEqual([[id, 'wrong PIN'], [id, 'right PIN']]);
  });

  it('sends nothing before terms are confirmed', async () => {
    const { orders, sent } = bankOf([]);
    expect([await orders.submit('PIN'), await orders.checkAgain(), sent]).toEqual([null, null, []]);
    expect([orders.current, orders.lost, orders.mayResend]).toEqual([null, null, false]);
  });
});

describe('ConfirmedOrders: the answer', () => {
  it('gives what the bank took, and never sends an order the bank holds again', async () => {
    const { orders, sent } = bankOf([TAKEN]);
    orders.confirm(TERMS);
    expect(await orders.submit('PIN')).toEqual({ kind: 'done', held: 'order O1' });
    expect(await orders.submit('PIN')).toEqual({ kind: 'done', held: 'order O1' });
    expect([sent.length, orders.lost]).toEqual([1, null]);
  });

  it('passes a refusal on in the bank\'s words, or the kind\'s when it gave none; the same order may go again', async () => {
    const { orders, sent } = bankOf([{ kind: 'serverError', code: 'E2001', message: '交易密码错误' }, { kind: 'absent' }, TAKEN]);
    orders.confirm(TERMS);
    expect(await orders.submit('PIN')).toEqual({ kind: 'refused', message: '交易密码错误' });
    expect(await orders.submit('PIN')).toEqual({ kind: 'refused', message: TEXT.refused });
    expect(await orders.submit('PIN')).toEqual({ kind: 'done', held: 'order O1' });
    expect(new Set(sent.map((s) => s.id)).size).toBe(1);
  });

  it('leaves a refusal to the result page: nothing is presented besides (the 通知 is only for E1014)', async () => {
    const { orders, failures } = bankOf([{ kind: 'serverError', code: 'E2001', message: '交易密码错误' }]);
    orders.confirm(TERMS);
    await orders.submit('PIN');
    expect(failures.present).not.toHaveBeenCalled();
  });

  it('on E1014 lets the session be renewed (通知) and refuses, asking nothing', async () => {
    const { orders, asked, failures } = bankOf([{ kind: 'sessionInvalid', message: '会话已失效' }]);
    orders.confirm(TERMS);
    expect(await orders.submit('PIN')).toEqual({ kind: 'refused', message: '会话已失效' });
    expect([failures.present.mock.calls, asked]).toEqual([[[{ kind: 'sessionInvalid', message: '会话已失效' }]], []]);
  });
});

describe('ConfirmedOrders: a lost answer', () => {
  it('after a timeout the bank took, finds the order: the outcome once, no second send, no failure said', async () => {
    const { orders, sent, asked, failures } = bankOf([TIMEOUT], [{ kind: 'done', held: 'order O1' }]);
    const { id } = orders.confirm(TERMS);
    expect(await orders.submit('PIN')).toEqual({ kind: 'done', held: 'order O1' });
    expect(await orders.submit('PIN')).toEqual({ kind: 'done', held: 'order O1' });
    expect([sent.length, asked, failures.present.mock.calls, orders.lost]).toEqual([1, [id], [], null]);
  });

  it("after a timeout the bank has nothing of, says the catalogue's and the kind's words; a resend keeps the id", async () => {
    const { orders, sent, failures } = bankOf([TIMEOUT, TAKEN], [{ kind: 'notReceived' }]);
    const { id } = orders.confirm(TERMS);
    expect(await orders.submit('PIN')).toEqual({ kind: 'notReceived', message: TEXT.notReceived });
    expect(failures.present.mock.calls).toEqual([[TIMEOUT]]);
    expect([orders.lost, orders.mayResend]).toEqual([{ kind: 'notReceived', message: TEXT.notReceived }, true]);
    expect(await orders.submit('PIN again')).toEqual({ kind: 'done', held: 'order O1' });
    expect([sent.map((s) => s.id), orders.lost, orders.mayResend]).toEqual([[id, id], null, false]);
  });

  it('when the bank cannot be asked either, says so and allows no resend; checking again asks, never sends', async () => {
    const { orders, sent, asked } = bankOf([TIMEOUT], [{ kind: 'unknown' }, { kind: 'done', held: 'order O1' }]);
    orders.confirm(TERMS);
    expect(await orders.submit('PIN')).toEqual({ kind: 'unknown', message: TEXT.unknown });
    expect([orders.lost?.kind, orders.mayResend]).toEqual(['unknown', false]);
    expect(await orders.checkAgain()).toEqual({ kind: 'done', held: 'order O1' });
    expect([sent.length, asked.length, orders.lost]).toEqual([1, 2, null]);
  });

  it('after an unknown answer, the same order confirmed again is asked about before it is sent', async () => {
    const { orders, sent, asked } = bankOf([TIMEOUT], [{ kind: 'unknown' }, { kind: 'done', held: 'order O1' }]);
    orders.confirm(TERMS);
    await orders.submit('PIN');
    orders.confirm({ ...TERMS });
    expect(await orders.submit('PIN again')).toEqual({ kind: 'done', held: 'order O1' });
    expect([sent.length, asked.length]).toEqual([1, 2]);
  });

  it('after an unknown answer, sends again only once the bank says it never got it', async () => {
    const { orders, sent } = bankOf([TIMEOUT, TAKEN], [{ kind: 'unknown' }, { kind: 'notReceived' }]);
    const { id } = orders.confirm(TERMS);
    await orders.submit('PIN');
    expect(await orders.submit('PIN again')).toEqual({ kind: 'done', held: 'order O1' });
    expect(sent.map((s) => s.id)).toEqual([id, id]);
  });

  it('keeps each order its own note: other terms start without one', async () => {
    const { orders } = bankOf([TIMEOUT], [{ kind: 'notReceived' }]);
    orders.confirm(TERMS);
    await orders.submit('PIN');
    orders.confirm({ ...TERMS, amt: 2000 });
    expect(orders.lost).toBeNull();
    orders.confirm(TERMS);
    expect(orders.lost?.kind).toBe('notReceived');
  });

  it('passes on what the bank found refused (a cancel of a deal confirmed meanwhile)', async () => {
    const { orders } = bankOf([TIMEOUT], [{ kind: 'refused', message: '该笔交易已确认，不能撤单' }]);
    orders.confirm(TERMS);
    expect(await orders.submit('PIN')).toEqual({ kind: 'refused', message: '该笔交易已确认，不能撤单' });
    expect(orders.lost).toBeNull();
  });

  it('refuses on E1014 in the bank\'s words when its page says the failure itself (a cancel)', async () => {
    const kind: OrderKind<Terms, string, void> = { keyOf: () => 'one', send: async () => ({ kind: 'sessionInvalid', message: '会话已失效' }), find: async () => ({ kind: 'unknown' }), text: TEXT };
    const orders = new ConfirmedOrders(kind, { randomId: () => 'C1' }, null);
    orders.confirm(TERMS);
    expect(await orders.submit()).toEqual({ kind: 'refused', message: '会话已失效' });
  });

  it('says nothing of the failure itself when its page does (a cancel)', async () => {
    const answer = bankOf([]);
    const kind: OrderKind<Terms, string, void> = { keyOf: () => 'one', send: async () => TIMEOUT, find: async () => ({ kind: 'notReceived' }), text: TEXT };
    const orders = new ConfirmedOrders(kind, { randomId: () => 'C1' }, null);
    orders.confirm(TERMS);
    expect(await orders.submit()).toEqual({ kind: 'notReceived', message: TEXT.notReceived });
    expect(answer.failures.present).not.toHaveBeenCalled();
  });
});

describe('ConfirmedOrders: one try at a time', () => {
  it('never has two sends in flight: a second submit or a check while one is on its way does nothing', async () => {
    const answer = deferred<CallOutcome<string>>();
    const { orders, sent, asked } = bankOf([answer.promise]);
    orders.confirm(TERMS);
    const first = orders.submit('PIN');
    expect(orders.busy).toBe(true);
    expect([await orders.submit('PIN'), await orders.checkAgain(), orders.mayResend]).toEqual([null, null, false]);
    answer.resolve(TAKEN);
    expect(await first).toEqual({ kind: 'done', held: 'order O1' });
    expect([sent.length, asked.length, orders.busy]).toEqual([1, 0, false]);
  });

  it('keeps the note while the order is tried again, until the next answer replaces it', async () => {
    const answer = deferred<CallOutcome<string>>();
    const { orders } = bankOf([TIMEOUT, answer.promise], [{ kind: 'notReceived' }]);
    orders.confirm(TERMS);
    await orders.submit('PIN');
    const again = orders.submit('PIN again');
    expect(orders.lost?.kind).toBe('notReceived');
    answer.resolve(TAKEN);
    await again;
    expect(orders.lost).toBeNull();
  });

  it('lets another try go after one that failed outright', async () => {
    const { orders } = bankOf([Promise.reject(new Error('adapter crashed')), TAKEN]);
    orders.confirm(TERMS);
    await expect(orders.submit('PIN')).rejects.toThrow('adapter crashed');
    expect(await orders.submit('PIN')).toEqual({ kind: 'done', held: 'order O1' });
  });

  it('tells its listeners when the order, the try or the note changes', async () => {
    const { orders } = bankOf([TIMEOUT], [{ kind: 'notReceived' }]);
    const heard: Array<[boolean, string | undefined]> = [];
    const stop = orders.subscribe(() => heard.push([orders.busy, orders.lost?.kind]));
    orders.confirm(TERMS);
    await orders.submit('PIN');
    stop();
    orders.confirm({ ...TERMS, amt: 2000 });
    expect(heard).toEqual([[false, undefined], [true, undefined], [false, 'notReceived']]);
  });
});

describe('foundById', () => {
  it('reads the bank\'s record by id: the order, 查询无记录 (never got it), or no answer', () => {
    expect(foundById<string>({ kind: 'ok', value: 'O1' })).toEqual({ kind: 'done', held: 'O1' });
    expect(foundById({ kind: 'message', message: '查询无记录' })).toEqual({ kind: 'notReceived' });
    expect(foundById(TIMEOUT)).toEqual({ kind: 'unknown' });
    expect(foundById({ kind: 'serverError', code: 'E9999', message: '系统繁忙' })).toEqual({ kind: 'unknown' });
  });
});
