/**
 * The bank's SM2 public key for the payment PIN. This is the mock bank's DEVELOPMENT key
 * (its private half is published in mock-server/purchase/payment-key.ts): a real deployment
 * replaces it with the key its bank issues.
 */
export const BANK_PAYMENT_PUBLIC_KEY =
  '04978ce9c88f093ad8dbfaf82d4015c55b424fa7d1f5df980e6339cc45a63995140f69972b08fa0fa14ee5a93fd1065e6047bdd5acc1afe12f9c42383d47b9f8e5';
