import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { openPasswd } from '../../../mock-server/purchase/payment-key';
import { cryptoIds } from '../system/system-adapters';
import { BANK_PAYMENT_PUBLIC_KEY } from './bank-payment-key';
import { Sm2PinSealer } from './sm2-pin-sealer';

const sealer = new Sm2PinSealer(BANK_PAYMENT_PUBLIC_KEY, cryptoIds);

describe('Sm2PinSealer', () => {
  it('seals what the mock bank opens: the PIN and the random it names', async () => {
    const sealed = await sealer.seal('147258');
    expect(sealed.random).toMatch(/^[0-9A-Za-z]{20}$/);
    expect(openPasswd(sealed.passwd)).toEqual({ pin: '147258', random: sealed.random });
  });

  it('hands over the ciphertext, its SM3 hash and the random, never the PIN', async () => {
    const sealed = await sealer.seal('147258');
    expect(sealed.hash).toBe(smCrypto.sm3(sealed.passwd));
    expect(JSON.stringify(sealed)).not.toContain('147258');
  });

  it('uses a fresh random, so the same PIN never seals the same twice', async () => {
    const [a, b] = await Promise.all([sealer.seal('147258'), sealer.seal('147258')]);
    expect(a.random).not.toBe(b.random);
    expect(a.passwd).not.toBe(b.passwd);
  });

  it.each(['', '12345', '1234567', '12345a'])('refuses %j, which is not a 6-digit PIN', async (pin) => {
    await expect(sealer.seal(pin)).rejects.toThrow('交易密码须为6位数字');
  });
});
