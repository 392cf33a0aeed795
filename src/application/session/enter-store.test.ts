import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import type { BehaviourTracer } from '../ports/behaviour-tracer';
import { CustomerSession } from './customer-session';
import { EnterStore } from './enter-store';
import type { PresentFailure } from './present-failure';
import type { SignIn } from './sign-in';

const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const BANK_APP = 'Mozilla/5.0 (Linux; Android 14; SM-S9180) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 BankApp/6.2';

/** One load of the store in this app, over the session kept so far. */
function load(store: MemorySessionStore, userAgent: string) {
  const session = new CustomerSession(store);
  const tracer: BehaviourTracer = { record() {} } as unknown as BehaviourTracer;
  return { session, enter: new EnterStore(session, {} as SignIn, {} as PresentFailure, tracer, userAgent) };
}

describe('EnterStore: the channel and where the customer came from', () => {
  it('decides the code once from the link and the app, and keeps it on later loads without a mode', async () => {
    const store = new MemorySessionStore();
    const first = load(store, WECHAT);
    await first.enter.run('/', { shareType: '01', prdCode: 'EXP0000001', employeeNo: '800123' });
    expect(first.session.channel).toBe('messaging');
    expect(first.session.channelCode).toBe('1');
    const reload = load(store, WECHAT);
    await reload.enter.run('/buy', { prdCode: 'EXP0000001' });
    expect(reload.session.channelCode).toBe('1');
    expect(reload.session.orderFields.channelCode).toBe('1');
  });

  it('decides anew when a link names the mode again', async () => {
    const store = new MemorySessionStore();
    await load(store, WECHAT).enter.run('/', { shareType: '01' });
    const again = load(store, BANK_APP);
    await again.enter.run('/', { shareType: '02' });
    expect([again.session.channel, again.session.channelCode]).toEqual(['bankApp', '02']);
  });

  it('keeps nothing for a refused entry', async () => {
    const store = new MemorySessionStore();
    const { session, enter } = load(store, BANK_APP);
    expect(await enter.run('/', { shareType: '09' })).toEqual({ kind: 'refused' });
    expect(session.storedChannelCode).toBeNull();
    expect(session.channelCode).toBe('A');
  });
});
