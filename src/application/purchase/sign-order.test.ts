import { describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES } from '../../domain/errors/messages';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import { parseAmount } from '../../domain/money/money';
import type { CertificateAuthority } from '../ports/certificate-authority';
import type { BridgeResult, NativeBridge } from '../ports/native-bridge';
import { SignOrder } from './sign-order';

const ok = <T>(value: T) => ({ kind: 'ok' as const, value });

const failed = { kind: 'serverError' as const, code: 'E3001', message: '交易流水号无效' };

function signing(deviceFromApp: BridgeResult<string>, fails: { open?: boolean; certificate?: boolean } = {}, store = new MemorySessionStore()) {
  const devices: string[] = [];
  const asked: string[] = [];
  const authorised: unknown[] = [];
  const signed: string[] = [];
  const authority = {
    openTransaction: async () => (fails.open ? failed : ok('SEQ')),
    authorise: async (request: unknown) => (authorised.push(request), ok('AUTH')),
    certificate: async (deviceNo: string) => (devices.push(deviceNo), fails.certificate ? failed : ok('CERT')),
  } as unknown as CertificateAuthority;
  const bridge = {
    deviceNo: async () => (asked.push('deviceNo'), deviceFromApp),
    sign: async (text: string) => (signed.push(text), { ok: true, value: 'SIGNED' }),
  } as unknown as NativeBridge;
  const signer = new SignOrder(authority, bridge, store, { randomId: () => 'R'.repeat(20) });
  const order = { prdCode: 'ROPN000001', amt: parseAmount('10000')!, uniOrderId: 'U'.repeat(20) };
  return { devices, asked, authorised, signed, store, sign: () => signer.run(order) };
}

describe('SignOrder: the device the certificate is on (SPEC §3 deviceNo)', () => {
  it('asks the certificate for the device the bank app names, and keeps it for the session', async () => {
    const { devices, store, sign } = signing({ ok: true, value: 'DEV0123' });
    await expect(sign()).resolves.toMatchObject({ ok: true });
    await sign();
    expect(devices).toEqual(['DEV0123', 'DEV0123']);
    expect(store.get('deviceNo')).toBe('DEV0123');
  });

  it('makes a number once when the bank app gives none', async () => {
    const { devices, sign } = signing({ ok: false, code: 'STANDIN', message: '' });
    await sign();
    await sign();
    expect(devices).toEqual(['R'.repeat(20), 'R'.repeat(20)]);
  });
});

describe('SignOrder: what is signed, and where it stops (docs/decisions.md "Signature (CA) purchase")', () => {
  it('authorises buyPrd|prdCode|amount|uniOrderId and has the bank app sign it with the certificate', async () => {
    const { authorised, signed, sign } = signing({ ok: true, value: 'DEV0123' });
    expect(await sign()).toEqual({ ok: true, signature: { jsAuthCode: 'AUTH', signData: 'SIGNED' } });
    const txnInf = `buyPrd|ROPN000001|10000.00|${'U'.repeat(20)}`;
    expect(authorised).toEqual([{ jsName: 'buyPrd', txnInf, seqNo: 'SEQ' }]);
    expect(signed).toEqual([`${txnInf}|CERT`]);
  });

  it('authorises nothing when the transaction cannot be opened', async () => {
    const { authorised, sign } = signing({ ok: true, value: 'DEV0123' }, { open: true });
    expect(await sign()).toEqual({ ok: false, message: PURCHASE_MESSAGES.authCodeFailed });
    expect(authorised).toEqual([]);
  });

  it('has nothing signed without the device\'s certificate: 用户信息异常，请重新登陆', async () => {
    const { signed, sign } = signing({ ok: true, value: 'DEV0123' }, { certificate: true });
    expect(await sign()).toEqual({ ok: false, message: '用户信息异常，请重新登陆' });
    expect(signed).toEqual([]);
  });

  it('uses the device number the session keeps, without asking the bank app again', async () => {
    const store = new MemorySessionStore();
    store.set('deviceNo', 'DEV-KEPT');
    const { devices, asked, sign } = signing({ ok: true, value: 'DEV0123' }, {}, store);
    await sign();
    expect(devices).toEqual(['DEV-KEPT']);
    expect(asked).toEqual([]);
  });

  it('makes a number when the bank app answers an empty one', async () => {
    const { devices, asked, sign } = signing({ ok: true, value: '' });
    await sign();
    await sign();
    expect(devices).toEqual(['R'.repeat(20), 'R'.repeat(20)]);
    expect(asked).toEqual(['deviceNo']);
  });
});
