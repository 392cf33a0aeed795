import { BRIDGE_SUCCESS, type BridgeResult, type CardBinding, type NativeBridge } from '../../application/ports/native-bridge';
import type { Platform } from '../../domain/entry/user-agent';

/** The bank app's message form: a request names what it wants; the reply carries code 0000 on success. */
export type BridgeAction = 'token' | 'signature' | 'password' | 'device' | 'bindCard';
export interface BridgeRequest { action: BridgeAction; callbackId: string; data?: string }
export interface BridgeReply { callbackId: string; code: string; msg?: string; data?: string }

/** What the bank app injects into its web view (Android: an object; iOS and ArkWeb: a message handler). */
export interface BridgeHost {
  BankBridge?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { bankBridge?: { postMessage(message: string): void } } };
  __bankBridgeReply?: (reply: string) => void;
}

export const BRIDGE_TIMEOUT_MS = 10_000;
/** A screen the customer works in (setting a password, adding a card) answers when they are done: no time limit a person could hit. */
export const BRIDGE_SCREEN_TIMEOUT_MS = 30 * 60_000;
/** The reply code of a screen the customer closed without finishing it (docs/decisions.md). */
export const BRIDGE_CANCELLED = '0001';

export function hasBankApp(host: BridgeHost): boolean {
  return Boolean(host.BankBridge ?? host.webkit?.messageHandlers?.bankBridge);
}

/** Talks to the bank app: posts a JSON request and waits for the app to call __bankBridgeReply. */
export class BankAppBridge implements NativeBridge {
  private readonly pending = new Map<string, (reply: BridgeReply) => void>();
  private next = 0;

  /**
   * @param platform the user agent's (platformOf): the app on Android injects an object, on iOS and
   *   ArkWeb a message handler; that one is used first, the other only when the platform's is absent.
   */
  constructor(
    private readonly host: BridgeHost,
    private readonly platform: Platform = 'other',
    private readonly timeoutMs = BRIDGE_TIMEOUT_MS,
    private readonly screenTimeoutMs = BRIDGE_SCREEN_TIMEOUT_MS,
  ) {
    host.__bankBridgeReply = (raw) => this.receive(raw);
  }

  token(): Promise<BridgeResult<string>> {
    return this.call('token');
  }

  sign(data: string): Promise<BridgeResult<string>> {
    return this.call('signature', data);
  }

  deviceNo(): Promise<BridgeResult<string>> {
    return this.call('device');
  }

  setPassword(): Promise<BridgeResult<string>> {
    return this.call('password');
  }

  /** The card-binding screen: reply data is the card number added; code 0001 is the customer closing it. */
  async bindCard(): Promise<BridgeResult<CardBinding>> {
    const reply = await this.call('bindCard', undefined, this.screenTimeoutMs);
    if (reply.ok) return /^\d{12,19}$/.test(reply.value) ? { ok: true, value: { cardNo: reply.value } } : { ok: false, code: 'BADREPLY', message: '' };
    return reply.code === BRIDGE_CANCELLED ? { ok: true, value: 'cancelled' } : reply;
  }

  private call(action: BridgeAction, data?: string, timeoutMs = this.timeoutMs): Promise<BridgeResult<string>> {
    const callbackId = `cb${(this.next += 1)}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish({ callbackId, code: 'TIMEOUT', msg: '银行App未响应' }), timeoutMs);
      const finish = (reply: BridgeReply) => {
        clearTimeout(timer);
        this.pending.delete(callbackId);
        resolve(reply.code === BRIDGE_SUCCESS && typeof reply.data === 'string'
          ? { ok: true, value: reply.data }
          : { ok: false, code: reply.code, message: reply.msg ?? '' });
      };
      this.pending.set(callbackId, finish);
      this.post({ action, callbackId, data });
    });
  }

  private post(request: BridgeRequest): void {
    const message = JSON.stringify(request);
    const object = this.host.BankBridge;
    const handler = this.host.webkit?.messageHandlers?.bankBridge;
    const target = this.platform === 'iOS' || this.platform === 'ArkWeb' ? handler ?? object : object ?? handler;
    target?.postMessage(message);
  }

  private receive(raw: string): void {
    let reply: BridgeReply;
    try {
      reply = JSON.parse(raw) as BridgeReply;
    } catch {
      return; // not ours
    }
    this.pending.get(reply?.callbackId)?.(reply);
  }
}
