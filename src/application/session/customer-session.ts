import { isChannelCode, OTHER_CHANNEL, type ChannelCode } from '../../domain/entry/channel-code';
import type { Entry, ShareType } from '../../domain/entry/entry-mode';
import { isShareType } from '../../domain/entry/entry-mode';
import type { Channel } from '../../domain/entry/user-agent';
import type { Customer } from '../../domain/identity/customer';
import type { MessagingCredentials } from '../ports/customer-directory';
import type { SessionStore } from '../ports/system';

/**
 * The customer's session. The share type, client manager and serial number live in session
 * storage (SPEC §9: the session keeps the share type), and so does the carried channel code;
 * credentials and the customer stay in memory only, so no token or ID number is ever written to
 * storage. The channel (the app the store runs in) is the user agent's, told on every load.
 */
export class CustomerSession {
  credentials: MessagingCredentials | null = null;
  customer: Customer | null = null;
  /** The app the store runs in (SPEC §1): the bank app until the entry says otherwise. */
  channel: Channel = 'bankApp';

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

  /** SPEC §9's carried channel code, decided at the entry (domain/entry/channel-code.ts); A when the session never decided one. */
  get channelCode(): ChannelCode {
    return this.storedChannelCode ?? OTHER_CHANNEL;
  }

  /** The code the entry decided, if it did. */
  get storedChannelCode(): ChannelCode | null {
    const stored = this.store.get('channelCode');
    return isChannelCode(stored) ? stored : null;
  }

  /** Whether the store runs inside the bank app, where the native bridge is (SPEC §1: the flow differs by channel). */
  get inBankApp(): boolean {
    return this.channel === 'bankApp';
  }

  /** What an order carries of the session (SPEC §3's buy and redeem payloads, and the carried channel code); what it lacks stays out. */
  get orderFields(): { wxSerialNo?: string; openId?: string; accessToken?: string; channelCode: ChannelCode } {
    return { wxSerialNo: this.wxSerialNo ?? undefined, openId: this.credentials?.openId, accessToken: this.credentials?.accessToken, channelCode: this.channelCode };
  }

  /**
   * A load of the store: its mode, the link's values and, once decided from it, where the customer
   * came from. A link that names the mode (`fresh`) is a new entry and decides the client manager
   * afresh: a link without one leaves none, so no earlier link's manager goes with a purchase or a
   * share. Any other load (a reload, the messaging login's return) keeps the session's.
   */
  begin(entry: Entry, channelCode?: ChannelCode, fresh = true): void {
    this.store.set('shareType', entry.shareType);
    if (channelCode) this.store.set('channelCode', channelCode);
    if (entry.clientManager) this.store.set('clientManager', entry.clientManager);
    else if (fresh) this.store.remove('clientManager');
    if (entry.wxSerialNo) this.store.set('wxSerialNo', entry.wxSerialNo);
  }

  signOut(): void {
    this.customer = null;
    this.credentials = null;
  }
}
