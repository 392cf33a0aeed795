/** Small capabilities the use cases need from the outside world. */

export interface SessionStore {
  get(key: SessionKey): string | null;
  set(key: SessionKey, value: string): void;
  remove(key: SessionKey): void;
}

/**
 * What the session keeps (SPEC §3 client state, and chart series per product and period, SPEC §7).
 * Never a PIN, a token or a full ID number.
 */
export type SessionKey = 'shareType' | 'clientManager' | 'wxSerialNo' | 'channelCode' | 'deviceNo' | 'payResult' | 'redemptionResult' | 'sign_card' | `chart.${string}`;

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
