import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Customer } from '../../domain/identity/customer';
import type { SealedPin } from './pin-sealer';

export interface MessagingCredentials {
  openId: string;
  accessToken: string;
}

/** Who the customer is: showUniCusInfo (bank-app token), custInfo, queryCustomerInfo (messaging app). */
export interface CustomerDirectory {
  /** Binds the bank-app token to the session (showUniCusInfo); resolves to the customer's name. */
  signInWithToken(tokenId: string): Promise<CallOutcome<{ cusNm: string }>>;
  customerInfo(): Promise<CallOutcome<Customer>>;
  messagingCustomer(credentials: MessagingCredentials): Promise<CallOutcome<Customer>>;
  /** Signs the wealth-management contract on this card (signContract), confirmed with the PIN; answers the customer as now. */
  signContract(cardNo: string, pin: SealedPin): Promise<CallOutcome<Customer>>;
}
