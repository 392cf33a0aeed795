/**
 * What the payment keypad hands over for one PIN (SPEC §4, DECISIONS.md "Purchase security"):
 * never the PIN itself.
 */
export interface SealedPin {
  /** SM2 (C1C3C2) ciphertext, in hex, of the 6-digit PIN followed by `random`, under the bank's public key. */
  passwd: string;
  /** The one-time 20-character random sealed with the PIN; the bank accepts each only once. */
  random: string;
  /**
   * SM3 of `passwd`: the hash the spec names, taken of the ciphertext because a hash of a
   * 6-digit PIN (even salted with a random sent beside it) gives the PIN away in a million tries.
   */
  hash: string;
}

/** Seals a PIN the moment the keypad has six digits; keeps nothing. */
export interface PinSealer {
  seal(pin: string): Promise<SealedPin>;
}
