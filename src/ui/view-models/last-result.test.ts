import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import { keptInSession, LastResult, type ProductRefusal } from './last-result';

const refusal: ProductRefusal = { prdCode: 'CUR0000001', message: '产品额度不足' };

describe('LastResult kept in the session (SPEC §3 payResult, redemptionResult)', () => {
  it('says a refusal again after a reload', () => {
    const store = new MemorySessionStore();
    new LastResult(keptInSession(store, 'payResult')).rememberRefusal(refusal);
    expect(new LastResult(keptInSession(store, 'payResult')).refusal).toEqual(refusal);
  });

  it('forgets the refusal once an order is done', () => {
    const store = new MemorySessionStore();
    const results = new LastResult<string, ProductRefusal>(keptInSession(store, 'redemptionResult'));
    results.rememberRefusal(refusal);
    results.rememberDone('done');
    expect(new LastResult(keptInSession(store, 'redemptionResult')).refusal).toBeNull();
  });

  it.each(['not json', '{"prdCode":1,"message":"x"}', 'null', '[]'])('reads nothing from a kept value that is not a refusal: %s', (kept) => {
    const store = new MemorySessionStore();
    store.set('payResult', kept);
    expect(new LastResult(keptInSession(store, 'payResult')).refusal).toBeNull();
  });
});
