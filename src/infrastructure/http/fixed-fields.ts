/**
 * SPEC §9 fixed values: the account type, ID type and channel every bank call carries that asks for
 * them. The channel stays Q; where the customer came from travels beside it as `channelCode`
 * (SPEC §9's carried codes 02, 03, 1, A: domain/entry/channel-code.ts), from the session.
 */
export const FIXED_FIELDS = {
  accType: '2',
  idType: '0',
  channel: 'Q',
} as const;
