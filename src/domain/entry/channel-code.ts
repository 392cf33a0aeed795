import type { ShareType } from './entry-mode';
import type { Channel } from './user-agent';

/**
 * SPEC §9's carried channel codes, as docs/decisions.md decides them: where the customer came
 * from, decided once at the entry and carried on every order, plan and cancel beside the fixed
 * `channel Q`, so the bank can tell orders apart by their source.
 * - 02: the bank app's own entry (shareType 02, inside the bank app).
 * - 03: a messaging-app share (shareType 01, inside the messaging app), no client manager.
 * - 1: a client manager's shared link (shareType 01 with employeeNo, inside the messaging app).
 * - A: a link opened outside the app it is made for (a share outside the messaging app, a
 *   bank-app link inside the messaging app), or a session that never entered: the catch-all.
 */
export type ChannelCode = '02' | '03' | '1' | 'A';
export const CHANNEL_CODES: readonly ChannelCode[] = ['02', '03', '1', 'A'];

export const isChannelCode = (value: unknown): value is ChannelCode =>
  typeof value === 'string' && (CHANNEL_CODES as readonly string[]).includes(value);

/** The catch-all: where the store cannot say more. */
export const OTHER_CHANNEL: ChannelCode = 'A';

/** The app each entry mode is made for: a share (01) for the messaging app, 02 for the bank app. */
const APP_OF_MODE: Record<ShareType, Channel> = { '01': 'messaging', '02': 'bankApp' };

/** Where the customer came from: the app they opened the store in, the entry mode and the link's client manager. */
export function channelCodeOf(entry: { channel: Channel; shareType: ShareType; clientManager?: string | null }): ChannelCode {
  if (APP_OF_MODE[entry.shareType] !== entry.channel) return OTHER_CHANNEL;
  if (entry.shareType === '02') return '02';
  return entry.clientManager ? '1' : '03';
}
