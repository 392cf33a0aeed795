import type { AlertOptions, ConfirmOptions, Notifier } from '../../application/ports/interaction';
import { DIALOG_TEXT } from '../../domain/errors/messages';

/** A dialog as a screen draws it: its words, its buttons in order, and what to tell the store when one is tapped. */
export interface DrawnDialog {
  title: string;
  message: string;
  buttons: ReadonlyArray<{ text: string; bold?: boolean }>;
  tapped(text: string): void;
}

/** A drawn dialog's handle: takes it off the screen. */
export interface DialogHandle {
  close(): void;
}

/**
 * Where the store's dialogs and toasts are drawn: antd-mobile in a browser, the fast assembly's
 * phone in the domain one. A screen never takes a dialog off by itself: the store does.
 */
export interface DialogScreen {
  show(dialog: DrawnDialog): DialogHandle | Promise<DialogHandle>;
  toast(message: string): void;
}

/** A dialog's button and what choosing it answers. */
interface Choice<T> {
  text: string;
  answer: T;
  bold?: boolean;
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T>).then === 'function';

/**
 * The store's dialogs over a screen (SPEC §2 UI pieces: 提示 / 取消 / 确定, 我知道了): what a tap
 * answers, that a tapped dialog goes, and which are on screen when the customer leaves a page,
 * to go with it (SPEC §9).
 */
export function screenNotifier(screen: DialogScreen): Notifier {
  /** The dialogs on screen, each with the way to close it unanswered. */
  const onScreen = new Set<() => void>();

  /**
   * One dialog: resolves with the choice tapped, or with `whenLeft` when it is closed because its
   * page was left (a notice has none: it never resolves, its follow-up belongs to the page left).
   */
  function ask<T>(title: string, message: string, choices: Choice<T>[], whenLeft?: { answer: T }): Promise<T> {
    return new Promise<T>((resolve) => {
      let open = true;
      let handle: DialogHandle | null = null;
      const end = (chosen: { answer: T } | undefined) => {
        if (!open) return;
        open = false;
        onScreen.delete(leave);
        handle?.close();
        if (chosen) resolve(chosen.answer);
      };
      const leave = () => end(whenLeft);
      const shown = screen.show({
        title,
        message,
        buttons: choices.map(({ text, bold }) => ({ text, bold })),
        tapped: (text) => {
          const choice = choices.find((candidate) => candidate.text === text);
          if (choice) end(choice);
        },
      });
      // A screen that draws later (antd-mobile loads first) gets its handle then; a dialog ended meanwhile goes at once.
      if (!isPromise(shown)) handle = shown;
      else {
        void shown.then((drawn) => {
          if (open) handle = drawn;
          else drawn.close();
        });
      }
      onScreen.add(leave);
    });
  }

  return {
    alert: ({ title, message, confirmText }: AlertOptions) =>
      ask(title, message, [{ text: confirmText ?? DIALOG_TEXT.acknowledge, answer: undefined }]),
    confirm: ({ title, message, confirmText, cancelText }: ConfirmOptions) =>
      ask(title || DIALOG_TEXT.promptTitle, message, [
        { text: cancelText ?? DIALOG_TEXT.cancel, answer: false },
        { text: confirmText ?? DIALOG_TEXT.confirm, answer: true, bold: true },
      ], { answer: false }),
    toast: (message: string) => screen.toast(message),
    popupsNow: () => {
      const shown = [...onScreen];
      return () => shown.forEach((close) => close());
    },
  };
}
