/**
 * How the customer chose to see the store, kept on this device across reloads and visits. Only
 * choices of presentation: never anything about the customer, a session or money.
 */
export interface Preferences {
  /** 长辈版: larger text and tap targets, plain words beside risk levels. Off until chosen. */
  elderMode(): boolean;
  setElderMode(on: boolean): void;
}
