import type { PinSealer, SealedPin } from '../../application/ports/pin-sealer';
import type { IdGenerator } from '../../application/ports/system';
import { BANK_PAYMENT_PUBLIC_KEY } from './bank-payment-key';

/** sm-crypto's cipher mode 1: C1C3C2 (DECISIONS.md). */
const C1C3C2 = 1;
const PIN = /^\d{6}$/;

/**
 * The keypad's sealing with sm-crypto, loaded on first use so that it never weighs on the entry
 * chunk (it is needed only once a customer pays).
 */
export class Sm2PinSealer implements PinSealer {
  constructor(
    private readonly publicKey: string,
    private readonly ids: IdGenerator,
  ) {}

  async seal(pin: string): Promise<SealedPin> {
    if (!PIN.test(pin)) throw new Error('交易密码须为6位数字');
    const { sm2, sm3 } = (await import('sm-crypto')).default;
    const random = this.ids.randomId();
    const passwd = sm2.doEncrypt(`${pin}${random}`, this.publicKey, C1C3C2);
    return { passwd, random, hash: sm3(passwd) };
  }
}

/** The sealer under the bank's key. */
export const bankPinSealer = (ids: IdGenerator): PinSealer => new Sm2PinSealer(BANK_PAYMENT_PUBLIC_KEY, ids);
