import type { Notifier } from '../../application/ports/interaction';
import { screenNotifier, type DialogScreen } from './screen-notifier';

/** SPEC §9: a toast shows for 2000 ms. */
const TOAST_MS = 2000;

/** antd-mobile's dialogs load after the first paint: they are not needed to show the first page. */
const dialogs = () => import('./antd-dialogs');

/** Loads the dialog code ahead of the first dialog (start.tsx: once the first page is shown). */
export const preloadDialogs = (): void => void dialogs();

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
