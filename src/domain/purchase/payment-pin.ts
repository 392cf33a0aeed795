/** SPEC §5, §9: the payment password is exactly 6 digits. */
export const PAYMENT_PIN_LENGTH = 6;
