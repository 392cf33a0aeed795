import type { DialogView } from './views';

/** Dialogs, toasts and the loading indicator, on whatever page is open. */
export interface DialogTasks {
  /** The open dialog's buttons, in order. */
  dialogActions(): Promise<string[]>;
  /** Taps the open dialog's button with this text. */
  chooseInDialog(action: string): Promise<void>;
  /** The dialog open once the page has gone quiet (its calls answered), or null: for a step that expects none. */
  dialog(): Promise<DialogView | null>;
  /** The dialog, as soon as one opens (null if none ever does): for a step that expects one. */
  dialogShown(): Promise<DialogView | null>;
  /** Whether every dialog has closed (in the browser: as soon as the last has gone). */
  dialogsClosed(): Promise<boolean>;
  confirmDialog(): Promise<void>;
  toasts(): Promise<string[]>;
  /** The toasts shown so far on this page, without waiting for one (toasts() waits for the first). */
  toastsSoFar(): Promise<string[]>;
  /** The toasts shown once the page has gone quiet (its calls answered): for a step that expects none. */
  toastsOnceQuiet(): Promise<string[]>;
  loadingShown(): Promise<boolean>;
  loadingGoneWithin(ms: number): Promise<boolean>;
  /** Whether the loading indicator has ended (in the browser: within 5 s). */
  loadingEnded(): Promise<boolean>;
}
