/** The bank app's native bridge (SPEC §7): token, signature and password messages, success code 0000. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export const BRIDGE_SUCCESS = '0000';

/** A card the bank app's card-binding screen added to the customer's cards (not yet signed). */
export interface BoundCard {
  cardNo: string;
}

/** What the card-binding screen came back with: the card added, or the customer closed it without adding one. */
export type CardBinding = BoundCard | 'cancelled';

export interface NativeBridge {
  token(): Promise<BridgeResult<string>>;
  sign(data: string): Promise<BridgeResult<string>>;
  /** The bank app's own set-trading-password screen; ok once the customer has set one. */
  setPassword(): Promise<BridgeResult<string>>;
  /** The phone's device number, where the bank app gives one (SPEC §3 client state deviceNo: the device the certificate is on). */
  deviceNo(): Promise<BridgeResult<string>>;
  /** The bank app's own card-binding screen (SPEC §8 `…点击添加您的理财签约卡`): the card added, or 'cancelled'. */
  bindCard(): Promise<BridgeResult<CardBinding>>;
}
