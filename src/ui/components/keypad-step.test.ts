import { describe, expect, it, vi } from 'vitest';
import type { SealedPin } from '../../application/ports/pin-sealer';
import { KeypadStep } from './keypad-step';

type Outcome = { kind: 'done' } | { kind: 'notReceived'; message: string } | { kind: 'unknown'; message: string };
const PIN = { passwd: 'sealed', random: 'R0000000000000000001' } as SealedPin;

function step() {
  const notifier = { toast: vi.fn(), alert: vi.fn() };
  const answers: Outcome[] = [];
  const keypad = new KeypadStep<Outcome>(notifier as never, '交易密码未输入完成', (outcome) => answers.push(outcome));
  return { keypad, notifier, answers };
}

const attempt = (submit: Outcome, checked: Outcome = submit) => ({ submit: vi.fn(async () => submit), checkAgain: vi.fn(async () => checked) });

describe('KeypadStep', () => {
  it('sends only from an open keypad, and hands the answer to the page', async () => {
    const { keypad, answers } = step();
    const done = attempt({ kind: 'done' });
    await keypad.pay(done, PIN);
    expect(done.submit).not.toHaveBeenCalled();
    keypad.open();
    await keypad.pay(done, PIN);
    expect([keypad.state, keypad.lost, answers]).toEqual(['closed', null, [{ kind: 'done' }]]);
  });

  it('keeps a lost answer; the keypad again only when the bank never got it', async () => {
    const { keypad } = step();
    keypad.open();
    await keypad.pay(attempt({ kind: 'unknown', message: '结果未知' }), PIN);
    keypad.sendAgain();
    expect([keypad.state, keypad.lost?.kind]).toEqual(['closed', 'unknown']);
    const never = attempt({ kind: 'notReceived', message: '未送达' });
    await keypad.checkAgain(never);
    keypad.sendAgain();
    expect([keypad.state, keypad.lost?.kind]).toEqual(['keypad', 'notReceived']);
  });

  it('asks again only with an attempt and never while a try is on its way', async () => {
    const { keypad } = step();
    await keypad.checkAgain(null);
    keypad.open();
    let finish!: (outcome: Outcome) => void;
    const slow = { submit: () => new Promise<Outcome>((resolve) => (finish = resolve)), checkAgain: vi.fn(async (): Promise<Outcome> => ({ kind: 'done' })) };
    const sending = keypad.pay(slow, PIN);
    await keypad.checkAgain(slow);
    expect([keypad.state, slow.checkAgain.mock.calls.length]).toEqual(['sending', 0]);
    finish({ kind: 'done' });
    await sending;
  });

  it('says the PIN was not finished when the keypad closes before its sixth digit', () => {
    const { keypad, notifier } = step();
    keypad.open();
    keypad.closedUnfinished();
    expect([keypad.state, notifier.toast.mock.calls]).toEqual(['closed', [['交易密码未输入完成']]]);
  });
});
