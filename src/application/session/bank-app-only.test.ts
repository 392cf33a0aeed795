import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import { CHANNEL_MESSAGES } from '../../domain/errors/messages';
import type { NativeBridge } from '../ports/native-bridge';
import { CustomerSession } from './customer-session';
import { NOT_IN_BANK_APP, onlyInBankApp } from './bank-app-only';

const app: NativeBridge = {
  token: async () => ({ ok: true, value: 'tok' }),
  sign: async () => ({ ok: true, value: 'signed' }),
  setPassword: async () => ({ ok: true, value: '' }),
  deviceNo: async () => ({ ok: true, value: 'DEV1' }),
  bindCard: async () => ({ ok: true, value: { cardNo: '6222028888000012344' } }),
};

describe('onlyInBankApp', () => {
  it('passes every action through inside the bank app', async () => {
    const bridge = onlyInBankApp(app, new CustomerSession(new MemorySessionStore()));
    await expect(bridge.token()).resolves.toEqual({ ok: true, value: 'tok' });
    await expect(bridge.sign('x')).resolves.toEqual({ ok: true, value: 'signed' });
    await expect(bridge.setPassword()).resolves.toEqual({ ok: true, value: '' });
    await expect(bridge.bindCard()).resolves.toEqual({ ok: true, value: { cardNo: '6222028888000012344' } });
  });

  it('says each action needs the bank app inside the messaging app', async () => {
    const session = new CustomerSession(new MemorySessionStore());
    session.channel = 'messaging';
    const bridge = onlyInBankApp(app, session);
    await expect(bridge.token()).resolves.toEqual({ ok: false, code: NOT_IN_BANK_APP, message: CHANNEL_MESSAGES.bankAppOnly.token });
    await expect(bridge.sign('x')).resolves.toEqual({ ok: false, code: NOT_IN_BANK_APP, message: CHANNEL_MESSAGES.bankAppOnly.signature });
    await expect(bridge.setPassword()).resolves.toEqual({ ok: false, code: NOT_IN_BANK_APP, message: '该渠道暂不支持，请在银行App中设置交易密码' });
    await expect(bridge.bindCard()).resolves.toEqual({ ok: false, code: NOT_IN_BANK_APP, message: '该渠道暂不支持，请在银行App中添加理财签约卡' });
  });
});
