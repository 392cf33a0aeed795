import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import { parseAmount } from '../../domain/money/money';
import type { CertificateAuthority } from '../ports/certificate-authority';
import type { BridgeResult, NativeBridge } from '../ports/native-bridge';
import { SignOrder } from './sign-order';

const ok = <T>(value: T) => ({ kind: 'ok' as const, value });

function signing(deviceFromApp: BridgeResult<string>) {
  const devices: string[] = [];
  const authority = {
    openTransaction: async () => ok('SEQ'),
    authorise: async () => ok('AUTH'),
    certificate: async (deviceNo: string) => (devices.push(deviceNo), ok('CERT')),
  } as unknown as CertificateAuthority;
  const bridge = { deviceNo: async () => deviceFromApp, sign: async () => ({ ok: true, value: 'SIGNED' }) } as unknown as NativeBridge;
  const store = new MemorySessionStore();
  const signer = new SignOrder(authority, bridge, store, { randomId: () => 'R'.repeat(20) });
  const order = { prdCode: 'ROPN000001', amt: parseAmount('10000')!, uniOrderId: 'U'.repeat(20) };
  return { devices, store, sign: () => signer.run(order) };
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
