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

  it('decides the client manager afresh on every link that names the mode, and keeps it on other loads', async () => {
    const store = new MemorySessionStore();
    const managersLink = load(store, WECHAT);
    await managersLink.enter.run('/', { shareType: '01', prdCode: 'EXP0000001', employeeNo: '800123' });
    expect(managersLink.session.clientManager).toBe('800123');
    const loginReturn = load(store, WECHAT);
    await loginReturn.enter.run('/buy', { prdCode: 'EXP0000001', openId: 'o-1', accessToken: 't-1' });
    expect(loginReturn.session.clientManager).toBe('800123');
    const plainLink = load(store, WECHAT);
    await plainLink.enter.run('/', { shareType: '01', prdCode: 'CUR0000001' });
    expect([plainLink.session.clientManager, plainLink.session.channelCode]).toEqual([null, '03']);
  });

  it('keeps nothing for a refused entry', async () => {
    const store = new MemorySessionStore();
    const { session, enter } = load(store, BANK_APP);
    expect(await enter.run('/', { shareType: '09' })).toEqual({ kind: 'refused' });
    expect(session.storedChannelCode).toBeNull();
    expect(session.channelCode).toBe('A');
  });
});

describe('EnterStore: who the customer is (issue 18 item 2 asks the level after it)', () => {
  const entered = (outcome: Awaited<ReturnType<SignIn['run']>>) => {
    const runs: number[] = [];
    const presented: unknown[] = [];
    const signIn = { run: async () => (runs.push(1), outcome) } as unknown as SignIn;
    const failures = { present: async (failure: unknown) => void presented.push(failure) } as unknown as PresentFailure;
    const enter = new EnterStore(new CustomerSession(new MemorySessionStore()), signIn, failures, { record() {} } as unknown as BehaviourTracer, BANK_APP);
    return { enter, runs, presented };
  };

  it('signs in once, and every call answers that one outcome', async () => {
    const { enter, runs } = entered({ kind: 'anonymous' });
    await enter.run('/', { shareType: '01' });
    const [first, second] = await Promise.all([enter.identify(), enter.identify()]);
    expect([first, second, await enter.identify()]).toEqual([{ kind: 'anonymous' }, { kind: 'anonymous' }, { kind: 'anonymous' }]);
    expect(runs).toHaveLength(1);
  });

  it('answers a failed sign-in as soon as it is known, and brings it to the customer beside it', async () => {
    const failure = { kind: 'serverError', code: 'E9999', message: '系统繁忙' } as const;
    const { enter, presented } = entered(failure);
    await enter.run('/', { shareType: '02' });
    expect(await enter.identify()).toEqual(failure);
    expect(presented).toEqual([failure]);
  });

  it('answers null, and signs nobody in, before the store is entered', async () => {
    const { enter, runs } = entered({ kind: 'anonymous' });
    expect(await enter.identify()).toBeNull();
    expect(runs).toHaveLength(0);
  });
});
