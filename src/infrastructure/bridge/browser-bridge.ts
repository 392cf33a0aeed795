import type { NativeBridge } from '../../application/ports/native-bridge';
import type { IdGenerator } from '../../application/ports/system';
import { platformOf } from '../../domain/entry/user-agent';
import { BankAppBridge, type BridgeHost, hasBankApp } from './bank-app-bridge';
import { BrowserStandInBridge } from './browser-stand-in-bridge';

/**
 * A phone's bridge: the bank app's when the app injected one, the stand-in otherwise. Its own
 * module, so that both load with the first sign-in (a chunk of their own), not with the entry chunk.
 */
export const browserBridge = (host: BridgeHost, ids: IdGenerator): NativeBridge =>
  hasBankApp(host) ? new BankAppBridge(host, platformOf(window.navigator.userAgent)) : new BrowserStandInBridge(ids);
