/** Small capabilities the use cases need from the outside world. */

export interface SessionStore {
  get(key: SessionKey): string | null;
  set(key: SessionKey, value: string): void;
  remove(key: SessionKey): void;
}

/**
 * What the session keeps (SPEC §3 client state, chart series per product and period, SPEC §7, and
 * the bank's words for the last refused purchase, so /purchaseFailed still says them after a reload).
 * Never a PIN, a token or a full ID number.
 */
export type SessionKey = 'shareType' | 'clientManager' | 'wxSerialNo' | 'deviceNo' | 'purchaseRefusal' | `chart.${string}`;

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A fresh 20-character random id. */
  randomId(): string;
}

export interface Logger {
  warn(message: string, detail?: unknown): void;
}
