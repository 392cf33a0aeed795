/** SPEC §9 fixed values: the account type, ID type and channel every bank call carries that asks for them. */
export const FIXED_FIELDS = {
  accType: '2',
  idType: '0',
  channel: 'Q',
} as const;
