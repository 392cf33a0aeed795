import type { Notifier } from '../../application/ports/interaction';
import { screenNotifier, type DialogScreen } from './screen-notifier';

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

/**
 * antd-mobile's dialogs and toasts (SPEC §9: a toast for 2000 ms). A dialog stays until the store
 * closes it (screenNotifier): a tap tells the store, which answers and closes.
 */
const antdScreen: DialogScreen = {
  async show({ title, message, buttons, tapped }) {
    const { Dialog } = await dialogs();
    const actions = buttons.map((button) => ({ key: button.text, text: button.text, bold: button.bold, onClick: () => tapped(button.text) }));
    // antd-mobile's own alert stacks its one button; its confirm puts cancel and confirm side by side.
    const handler = Dialog.show({ title, content: message, actions: actions.length > 1 ? [actions] : actions });
    return { close: () => handler.close() };
  },
  toast: (message) => void dialogs().then(({ Toast }) => Toast.show({ content: message, duration: TOAST_MS })),
};

/** The store's dialogs and toasts, drawn by antd-mobile. */
export const antdNotifier: Notifier = screenNotifier(antdScreen);
