/** The bank app's native bridge (SPEC §7): token, signature and password messages, success code 0000. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export const BRIDGE_SUCCESS = '0000';

export interface NativeBridge {
  token(): Promise<BridgeResult<string>>;
  sign(data: string): Promise<BridgeResult<string>>;
  /** The bank app's own set-trading-password screen; ok once the customer has set one. */
  setPassword(): Promise<BridgeResult<string>>;
}
