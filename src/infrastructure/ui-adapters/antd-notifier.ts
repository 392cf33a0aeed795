import type { AlertOptions, ConfirmOptions, Notifier } from '../../application/ports/interaction';
import { DIALOG_TEXT } from '../../domain/errors/messages';

/** SPEC §9: a toast shows for 2000 ms. */
const TOAST_MS = 2000;

/** antd-mobile's dialogs load after the first paint: they are not needed to show the first page. */
const dialogs = () => import('./antd-dialogs');

/**
 * Loads the dialog code once the first page is in `root` (every page is a <main>; a page still
 * loading its data is aria-busy) and the browser is idle: on a slow network it must not compete
 * with the page's own chunk and data, yet the first dialog should not wait for the network.
 */
export function preloadDialogsAfterFirstPage(root: HTMLElement): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
  const preload = () => {
    idle(() => void dialogs());
  };
  const pageShown = () => root.querySelector('main:not([aria-busy="true"])') !== null;
  if (pageShown()) return preload();
  const observer = new MutationObserver(() => {
    if (!pageShown()) return;
    observer.disconnect();
    preload();
  });
  observer.observe(root, { childList: true, subtree: true, attributeFilter: ['aria-busy'] });
}

/** Dialogs and toasts through antd-mobile (SPEC §2 UI pieces: 提示 / 取消 / 确定, 我知道了, toasts 2000 ms). */
export const antdNotifier: Notifier = {
  alert: async ({ title, message, confirmText }: AlertOptions) => {
    const { Dialog } = await dialogs();
    await Dialog.alert({ title, content: message, confirmText: confirmText ?? DIALOG_TEXT.acknowledge });
  },
  confirm: async ({ title, message, confirmText, cancelText }: ConfirmOptions) => {
    const { Dialog } = await dialogs();
    return Dialog.confirm({
      title: title || DIALOG_TEXT.promptTitle,
      content: message,
      confirmText: confirmText ?? DIALOG_TEXT.confirm,
      cancelText: cancelText ?? DIALOG_TEXT.cancel,
    });
  },
  toast: (message: string) => void dialogs().then(({ Toast }) => Toast.show({ content: message, duration: TOAST_MS })),
};
