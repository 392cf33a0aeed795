import type { CallOutcome } from '../../domain/errors/call-outcome';
import { PURCHASE_MESSAGES } from '../../domain/errors/messages';
import type { Customer } from '../../domain/identity/customer';
import type { CustomerDirectory } from '../ports/customer-directory';
import type { NativeBridge } from '../ports/native-bridge';
import { NOT_IN_BANK_APP } from './bank-app-only';
import type { CustomerSession } from './customer-session';

export type SignInOutcome = CallOutcome<Customer> | { kind: 'anonymous' };

/**
 * Finds out who the customer is (SPEC §6): mode 02 through the bank app's token
 * (showUniCusInfo, then custInfo); mode 01 through the messaging app's credentials, when the
 * customer has logged in. Without them, mode 01 browses anonymously.
 */
export class SignIn {
  constructor(
    private readonly session: CustomerSession,
    private readonly directory: CustomerDirectory,
    private readonly bridge: NativeBridge,
  ) {}

  async run(): Promise<SignInOutcome> {
    this.session.customer = null;
    const outcome = this.session.shareType === '02' ? await this.throughBankApp() : await this.throughMessagingApp();
    if (outcome.kind === 'ok') this.session.customer = outcome.value;
    return outcome;
  }

  private async throughBankApp(): Promise<CallOutcome<Customer>> {
    const token = await this.bridge.token();
    // Outside the bank app there is no token to ask for: the bridge says so (bank-app-only.ts).
    if (!token.ok) return { kind: 'serverError', code: token.code, message: token.code === NOT_IN_BANK_APP ? token.message : PURCHASE_MESSAGES.userInfoInvalid };
    const bound = await this.directory.signInWithToken(token.value);
    if (bound.kind !== 'ok') return bound;
    return this.directory.customerInfo();
  }

  private async throughMessagingApp(): Promise<SignInOutcome> {
    const credentials = this.session.credentials;
    if (!credentials) return { kind: 'anonymous' };
    return this.directory.messagingCustomer(credentials);
  }
}
