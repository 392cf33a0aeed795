import { CHANNEL_MESSAGES } from '../../domain/errors/messages';
import type { BridgeResult, NativeBridge } from '../ports/native-bridge';
import type { CustomerSession } from './customer-session';

/** The bridge's refusal code when the store does not run inside the bank app. */
export const NOT_IN_BANK_APP = 'CHANNEL';

const refused = <T>(message: string): BridgeResult<T> => ({ ok: false, code: NOT_IN_BANK_APP, message });

/**
 * SPEC §1: the flow differs by channel. The native bridge is the bank app's: in the messaging app
 * each of its actions (the token, the certificate's signature, the password and card screens) answers a
 * clear refusal (CHANNEL_MESSAGES.bankAppOnly) instead of a call that cannot be answered.
 */
export function onlyInBankApp(bridge: NativeBridge, session: CustomerSession): NativeBridge {
  return {
    token: () => (session.inBankApp ? bridge.token() : Promise.resolve(refused(CHANNEL_MESSAGES.bankAppOnly.token))),
    sign: (data) => (session.inBankApp ? bridge.sign(data) : Promise.resolve(refused(CHANNEL_MESSAGES.bankAppOnly.signature))),
    setPassword: () => (session.inBankApp ? bridge.setPassword() : Promise.resolve(refused(CHANNEL_MESSAGES.bankAppOnly.password))),
    // Asked only for a certificate's signature, which needs the bank app as well.
    deviceNo: () => (session.inBankApp ? bridge.deviceNo() : Promise.resolve(refused(CHANNEL_MESSAGES.bankAppOnly.signature))),
    bindCard: () => (session.inBankApp ? bridge.bindCard() : Promise.resolve(refused(CHANNEL_MESSAGES.bankAppOnly.bindCard))),
  };
}
