import { describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { ConfirmedOrders, type Found, type OrderKind, type OrderOutcome } from '../../application/orders/confirmed-order';
import type { SealedPin } from '../../application/ports/pin-sealer';
import { KeypadOrder } from './keypad-order';

interface Terms {
  prdCode: string;
  amt: number;
}

const UNFINISHED = '交易密码未输入完成';
const TEXT = { notReceived: '请求未送达银行，请重新提交', unknown: '结果暂未确认，请稍后查询', refused: '未能受理' };
const sealed = (n: number): SealedPin => ({ passwd: `cipher${n}`, random: `random${n}`, hash: `hash${n}` });

/** A page over a bank that answers sends and asks from two queues, and writes down what it was sent. */
function pageOver(sends: Array<CallOutcome<string>>, finds: Array<Found<string>> = []) {
  const sent: Array<{ id: string; terms: Terms; passwd: string }> = [];
  const kind: OrderKind<Terms, string, SealedPin> = {
    keyOf: ({ prdCode, amt }) => `${prdCode}|${amt}`,
    send: async ({ id, terms }, pin) => (sent.push({ id, terms, passwd: pin.passwd }), sends.shift()!),
    find: async () => finds.shift()!,
    text: TEXT,
  };
  let made = 0;
  const orders = new ConfirmedOrders(kind, { randomId: () => `ID${(made += 1)}` }, { present: async () => undefined });
  const notifier = { toast: vi.fn(), alert: vi.fn(), confirm: vi.fn() };
  const page = { sending: vi.fn(), settled: vi.fn<(outcome: OrderOutcome<string>) => void>() };
  return { order: new KeypadOrder(orders, notifier as never, UNFINISHED, page), sent, notifier, page };
}

const NO_ANSWER: CallOutcome<string> = { kind: 'networkError', message: '连接超时，请检查网络再重新连接' };

describe('KeypadOrder', () => {
  it('sends nothing until the keypad is opened for checked terms, then sends them once with the sealed PIN', async () => {
    const { order, sent, page, notifier } = pageOver([{ kind: 'ok', value: 'O1' }]);
    await order.pay(sealed(1));
    expect([sent, order.step]).toEqual([[], null]);
    order.open({ prdCode: 'CUR0000001', amt: 100000 });
    expect(order.step).toBe('keypad');
    await order.pay(sealed(1));
    expect(sent).toEqual([{ id: 'ID1', terms: { prdCode: 'CUR0000001', amt: 100000 }, passwd: 'cipher1' }]);
    expect([page.sending.mock.calls.length, page.settled.mock.calls]).toEqual([1, [[{ kind: 'done', held: 'O1' }]]]);
    // The sixth digit closes the keypad without a word.
    expect([order.step, notifier.toast.mock.calls]).toEqual([null, []]);
    await order.pay(sealed(2));
    expect(sent).toHaveLength(1);
  });

  it('closed before the sixth digit: says so and sends nothing', async () => {
    const { order, sent, notifier } = pageOver([]);
    order.open({ prdCode: 'CUR0000001', amt: 100000 });
    order.keypadClosed();
    await order.pay(sealed(1));
    expect([order.step, sent, notifier.toast.mock.calls]).toEqual([null, [], [[UNFINISHED]]]);
  });

  it('after the bank never got it, opens the keypad again for that same order, not for terms opened since', async () => {
    const { order, sent } = pageOver([NO_ANSWER, { kind: 'ok', value: 'O1' }], [{ kind: 'notReceived' }]);
    order.open({ prdCode: 'CUR0000001', amt: 100000 });
    await order.pay(sealed(1));
    expect(order.lost).toEqual({ kind: 'notReceived', message: TEXT.notReceived });
    order.open({ prdCode: 'CUR0000001', amt: 200000 });
    order.keypadClosed();
    order.sendAgain();
    await order.pay(sealed(2));
    expect(sent.map(({ id, terms }) => [id, terms.amt])).toEqual([['ID1', 100000], ['ID1', 100000]]);
  });

  it('when the answer is unknown, asks the bank again and never sends again', async () => {
    const { order, sent, page } = pageOver([NO_ANSWER], [{ kind: 'unknown' }, { kind: 'done', held: 'O1' }]);
    order.open({ prdCode: 'CUR0000001', amt: 100000 });
    await order.pay(sealed(1));
    expect(order.lost?.kind).toBe('unknown');
    order.sendAgain();
    expect(order.step).toBeNull();
    await order.checkAgain();
    expect([sent.length, page.settled.mock.calls.at(-1), order.lost]).toEqual([1, [{ kind: 'done', held: 'O1' }], null]);
  });
});
