/**
 * How the customer chose to see the store, kept on this device across reloads and visits. Only
 * choices of presentation: never anything about the customer, a session or money.
 */
export interface Preferences {
  /**
   * 长辈版: larger text and tap targets, plain words beside risk levels. Off until chosen; null while
   * never chosen either way (issue 18: the 长辈版 offer is made only then).
   */
  elderMode(): boolean | null;
  setElderMode(on: boolean): void;
}
