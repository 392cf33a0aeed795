import { describe, expect, it, vi } from 'vitest';
import { KeypadStep } from './keypad-step';

describe('KeypadStep', () => {
  it('opens, and closes on the sixth digit without a word', () => {
    const notifier = { toast: vi.fn(), alert: vi.fn() };
    const keypad = new KeypadStep(notifier as never, '交易密码未输入完成');
    keypad.open();
    expect(keypad.shown).toBe(true);
    keypad.close();
    expect([keypad.shown, notifier.toast.mock.calls]).toEqual([false, []]);
  });

  it('says the PIN was not finished when the keypad closes before its sixth digit', () => {
    const notifier = { toast: vi.fn(), alert: vi.fn() };
    const keypad = new KeypadStep(notifier as never, '交易密码未输入完成');
    keypad.open();
    keypad.closedUnfinished();
    expect([keypad.shown, notifier.toast.mock.calls]).toEqual([false, [['交易密码未输入完成']]]);
  });
});
