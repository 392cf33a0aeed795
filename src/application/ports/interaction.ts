/** How the application talks to the customer and moves between screens, whatever draws them. */

export interface AlertOptions {
  title: string;
  message: string;
  confirmText?: string;
}

export interface ConfirmOptions extends AlertOptions {
  cancelText?: string;
}

export interface Notifier {
  alert(options: AlertOptions): Promise<void>;
  /** Resolves true when the customer confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  toast(message: string): void;
  /**
   * The popups on screen now; the function returned closes them, not those opened since (SPEC §9:
   * a page's popups hide after the customer leaves it). A question so closed counts as declined;
   * a notice so closed ends there, its follow-up belonging to the page left.
   */
  popupsNow(): () => void;
}

export type Query = Record<string, string | undefined>;

export interface Navigator {
  go(path: string, query?: Query): void;
  replace(path: string, query?: Query): void;
  back(): void;
}

/** The messaging app's login (mode 01): leaves the store and comes back with openId and accessToken. */
export interface MessagingLogin {
  login(returnTo: string): void;
}
