import type { Entry, ShareType } from '../../domain/entry/entry-mode';
import { isShareType } from '../../domain/entry/entry-mode';
import type { Customer } from '../../domain/identity/customer';
import type { MessagingCredentials } from '../ports/customer-directory';
import type { SessionStore } from '../ports/system';

/**
 * The customer's session. The share type, client manager and serial number live in session
 * storage (SPEC §9: the session keeps the share type); credentials and the customer stay in
 * memory only, so no token or ID number is ever written to storage.
 */
export class CustomerSession {
  credentials: MessagingCredentials | null = null;
  customer: Customer | null = null;

  constructor(private readonly store: SessionStore) {}

  get shareType(): ShareType | null {
    const stored = this.store.get('shareType');
    return isShareType(stored) ? stored : null;
  }

  get clientManager(): string | null {
    return this.store.get('clientManager');
  }

  get wxSerialNo(): string | null {
    return this.store.get('wxSerialNo');
  }

  /** What an order carries of the session (SPEC §3's buy and redeem payloads); what it lacks stays out. */
  get orderFields(): { wxSerialNo?: string; openId?: string; accessToken?: string } {
    return { wxSerialNo: this.wxSerialNo ?? undefined, openId: this.credentials?.openId, accessToken: this.credentials?.accessToken };
  }

  begin(entry: Entry): void {
    this.store.set('shareType', entry.shareType);
    if (entry.clientManager) this.store.set('clientManager', entry.clientManager);
    if (entry.wxSerialNo) this.store.set('wxSerialNo', entry.wxSerialNo);
  }

  signOut(): void {
    this.customer = null;
    this.credentials = null;
  }
}
