import smCrypto from 'sm-crypto';

/**
 * The mock bank's SM2 key pair for the payment PIN (DECISIONS.md "Purchase security").
 * A DEVELOPMENT key, published here on purpose: it protects nothing real. A real deployment gets
 * the bank's public key from its own configuration and never sees a private key. The store seals
 * with its own copy of the public half (src/infrastructure/crypto/bank-payment-key.ts).
 */
export const DEVELOPMENT_PAYMENT_KEY = {
  publicKey: '04978ce9c88f093ad8dbfaf82d4015c55b424fa7d1f5df980e6339cc45a63995140f69972b08fa0fa14ee5a93fd1065e6047bdd5acc1afe12f9c42383d47b9f8e5',
  privateKey: 'a237dfe748d6356d37e598ece02b415091cf285004ce2a9dc5d7c37e54192088',
} as const;

/** sm-crypto's cipher mode 1: C1C3C2, as the keypad sends it. */
const C1C3C2 = 1;

/** The PIN and the one-time `random` the keypad enciphered together (`<6 digits><20 characters>`), or null. */
export function openPasswd(passwd: string): { pin: string; random: string } | null {
  let plain: string;
  try {
    plain = smCrypto.sm2.doDecrypt(passwd, DEVELOPMENT_PAYMENT_KEY.privateKey, C1C3C2);
  } catch {
    return null;
  }
  const match = /^(\d{6})([0-9A-Za-z]{20})$/.exec(plain);
  return match ? { pin: match[1], random: match[2] } : null;
}

/** What a keypad does with a PIN: for tests and the load script, which act as the customer. */
export const sealPasswd = (pin: string, random: string): string => smCrypto.sm2.doEncrypt(`${pin}${random}`, DEVELOPMENT_PAYMENT_KEY.publicKey, C1C3C2);
