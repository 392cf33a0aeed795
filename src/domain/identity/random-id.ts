/** SPEC §9: random id length 20. */
const RANDOM_ID_LENGTH = 20;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The 20-character random id (SPEC §9) used for uniOrderId and the PIN's one-time random.
 * @param randomBytes a source of uniformly random bytes (crypto in the adapter)
 */
export function randomIdFrom(randomBytes: (count: number) => Uint8Array): string {
  let id = '';
  while (id.length < RANDOM_ID_LENGTH) {
    for (const byte of randomBytes(RANDOM_ID_LENGTH)) {
      // 248 = 4 * 62: dropping bytes at or above it keeps every character equally likely.
      if (byte < 248 && id.length < RANDOM_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
