import { describe, expect, it } from 'vitest';
import { screenNotifier, type DialogHandle, type DialogScreen, type DrawnDialog } from './screen-notifier';

/** A screen that keeps what it is shown until the store closes it. */
function phone(late = false) {
  const shown: DrawnDialog[] = [];
  const pending: Array<() => void> = [];
  const screen: DialogScreen = {
    show: (dialog) => {
      shown.push(dialog);
      const handle: DialogHandle = { close: () => void shown.splice(shown.indexOf(dialog), 1) };
      return late ? new Promise((resolve) => pending.push(() => resolve(handle))) : handle;
    },
    toast: () => undefined,
  };
  return { screen, shown, draw: () => pending.splice(0).forEach((resolve) => resolve()) };
}

describe('screenNotifier', () => {
  it('answers the button tapped and takes the dialog off the screen', async () => {
    const { screen, shown } = phone();
    const answer = screenNotifier(screen).confirm({ title: '', message: '确定吗？' });
    expect(shown.map((dialog) => [dialog.title, dialog.buttons.map((button) => button.text)])).toEqual([['提示', ['取消', '确定']]]);
    shown[0].tapped('确定');
    await expect(answer).resolves.toBe(true);
    expect(shown).toEqual([]);
  });

  it('closes the popups on screen when their page is left, a question as declined, not those opened since', async () => {
    const { screen, shown } = phone();
    const notifier = screenNotifier(screen);
    const question = notifier.confirm({ title: '提示', message: '撤单吗？' });
    void notifier.alert({ title: '通知', message: '已受理' });
    const leave = notifier.popupsNow();
    void notifier.alert({ title: '通知', message: '下一页的' });
    leave();
    await expect(question).resolves.toBe(false);
    expect(shown.map((dialog) => dialog.message)).toEqual(['下一页的']);
  });

  it('ignores a button it did not offer', () => {
    const { screen, shown } = phone();
    void screenNotifier(screen).alert({ title: '通知', message: '已受理' });
    shown[0].tapped('确定');
    expect(shown).toHaveLength(1);
  });

  it('takes off a dialog drawn after it was already closed', async () => {
    const { screen, shown, draw } = phone(true);
    const notifier = screenNotifier(screen);
    void notifier.alert({ title: '通知', message: '已受理' });
    notifier.popupsNow()();
    draw();
    await Promise.resolve();
    expect(shown).toEqual([]);
  });
});
