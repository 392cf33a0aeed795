import { BRIDGE_SUCCESS, type BridgeResult, type CardBinding, type NativeBridge } from '../../application/ports/native-bridge';
import type { Platform } from '../../domain/entry/user-agent';

/** The bank app's message form: a request names what it wants; the reply carries code 0000 on success. */
export type BridgeAction = 'token' | 'signature' | 'password' | 'device' | 'bindCard';
export interface BridgeRequest { action: BridgeAction; callbackId: string; data?: string }
export interface BridgeReply { callbackId: string; code: string; msg?: string; data?: string }

/**
 * What the bank app injects into its web view (Android: an object; iOS and ArkWeb: a message
 * handler), and what of the page the bridge checks a reply against: its origin, and whether it is
 * the web view's own page (not a frame).
 */
export interface BridgeHost {
  BankBridge?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { bankBridge?: { postMessage(message: string): void } } };
  __bankBridgeReply?: (reply: string) => void;
  location?: { origin: string };
  top?: unknown;
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
  /** The origin a reply may come to: the store's own, where the bridge was made. */
  private readonly origin?: string;

  constructor(
    private readonly host: BridgeHost,
    private readonly platform: Platform = 'other',
    private readonly timeoutMs = BRIDGE_TIMEOUT_MS,
    private readonly screenTimeoutMs = BRIDGE_SCREEN_TIMEOUT_MS,
  ) {
    this.origin = host.location?.origin;
    // The app answers by calling this function in its web view's page (evaluateJavascript). The
    // bridge reads no window message: another site, frame or window can reach the page only by
    // postMessage, which nothing here listens to (docs/security.md "The native bridge").
    host.__bankBridgeReply = (raw) => {
      if (this.inStorePage()) this.receive(raw);
    };
  }

  /** The page is the web view's own (not framed) and at the store's origin. */
  private inStorePage(): boolean {
    const { top, location } = this.host;
    return (top === undefined || top === this.host) && location?.origin === this.origin;
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
