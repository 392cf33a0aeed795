import { LIMITS } from '../constants';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The 20-character random id (SPEC §9) used for uniOrderId and the PIN's one-time random.
 * @param randomBytes a source of uniformly random bytes (crypto in the adapter)
 */
export function randomIdFrom(randomBytes: (count: number) => Uint8Array): string {
  let id = '';
  while (id.length < LIMITS.randomIdLength) {
    for (const byte of randomBytes(LIMITS.randomIdLength)) {
      // 248 = 4 * 62: dropping bytes at or above it keeps every character equally likely.
      if (byte < 248 && id.length < LIMITS.randomIdLength) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
