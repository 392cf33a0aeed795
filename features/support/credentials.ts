/** The credential fields of the store's requests (SPEC §3): the bank app's token, the messaging app's ids. */
const CREDENTIAL = /"(tokenId|openId|accessToken)":"([^"]+)"/g;

/** Every credential value in the request bodies the store sent. */
export const credentialsIn = (bodies: readonly string[]): string[] =>
  [...new Set(bodies.flatMap((body) => [...body.matchAll(CREDENTIAL)].map((match) => match[2])))];
