import type { AlertOptions, ConfirmOptions, Notifier } from '../../application/ports/interaction';
import { DIALOG_TEXT } from '../../domain/errors/messages';

/** SPEC §9: a toast shows for 2000 ms. */
const TOAST_MS = 2000;

/** antd-mobile's dialogs load after the first paint: they are not needed to show the first page. */
const dialogs = () => import('./antd-dialogs');

/**
 * Loads the dialog code once the store's first page in `root` is on screen (every page is a <main>;
 * a page still loading its data is aria-busy) and the browser is idle: on a slow network it must not
 * compete with the page's own chunk and data, yet the first dialog should not wait for the network.
 * What `root` holds before the store renders (the prerendered first screen) does not count.
 * @param afterShown runs its callback once what was just committed is on screen
 */
export function preloadDialogsAfterFirstPage(root: HTMLElement, afterShown: (then: () => void) => void): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
  const preload = () => afterShown(() => idle(() => void dialogs()));
  const pageShown = () => root.querySelector('main:not([aria-busy="true"])') !== null;
  const observer = new MutationObserver(() => {
    if (!pageShown()) return;
    observer.disconnect();
    preload();
  });
  observer.observe(root, { childList: true, subtree: true, attributeFilter: ['aria-busy'] });
}

/** A dialog's button and what choosing it answers. */
interface Choice<T> {
  text: string;
  answer: T;
  bold?: boolean;
}

/** The dialogs on screen, each with the way to close it unanswered. */
const onScreen = new Set<() => void>();

/**
 * One dialog: resolves with the choice tapped, or with `whenLeft` when it is closed because its
 * page was left (a notice has none: it never resolves, its follow-up belongs to the page left).
 */
async function ask<T>(title: string, message: string, choices: Choice<T>[], whenLeft?: { answer: T }): Promise<T> {
  const { Dialog } = await dialogs();
  return new Promise<T>((resolve) => {
    const settle = (chosen: { answer: T } | undefined) => {
      onScreen.delete(close);
      if (chosen) resolve(chosen.answer);
    };
    const actions = choices.map((choice) => ({ key: choice.text, text: choice.text, bold: choice.bold, onClick: () => settle(choice) }));
    // antd-mobile's own alert stacks its one button; its confirm puts cancel and confirm side by side.
    const handler = Dialog.show({ title, content: message, closeOnAction: true, actions: actions.length > 1 ? [actions] : actions });
    const close = () => {
      settle(whenLeft);
      handler.close();
    };
    onScreen.add(close);
  });
}

/** Dialogs and toasts through antd-mobile (SPEC §2 UI pieces: 提示 / 取消 / 确定, 我知道了, toasts 2000 ms). */
export const antdNotifier: Notifier = {
  alert: ({ title, message, confirmText }: AlertOptions) =>
    ask(title, message, [{ text: confirmText ?? DIALOG_TEXT.acknowledge, answer: undefined }]),
  confirm: ({ title, message, confirmText, cancelText }: ConfirmOptions) =>
    ask(title || DIALOG_TEXT.promptTitle, message, [
      { text: cancelText ?? DIALOG_TEXT.cancel, answer: false },
      { text: confirmText ?? DIALOG_TEXT.confirm, answer: true, bold: true },
    ], { answer: false }),
  toast: (message: string) => void dialogs().then(({ Toast }) => Toast.show({ content: message, duration: TOAST_MS })),
  popupsNow: () => {
    const shown = [...onScreen];
    return () => shown.forEach((close) => close());
  },
};
