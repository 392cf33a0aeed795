import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../../../infrastructure/in-memory/memory-session-store';
import { LastResult } from '../../view-models/last-result';
import { purchaseRefusalInSession, type PurchaseRefusal } from './purchase-refusal';
import { purchaseFailureReason } from './purchase-results';
import { RESULT_TEXT } from './purchase-texts';

describe('the bank\'s reason on /purchaseFailed, through a reload', () => {
  const results = (store: MemorySessionStore) => new LastResult<never, PurchaseRefusal>(purchaseRefusalInSession(store));

  it('says the bank\'s words for the product after a reload (a new store over the same session)', () => {
    const store = new MemorySessionStore();
    results(store).rememberRefusal({ prdCode: 'EXP0000001', message: '该产品当前不可购买' });
    expect(purchaseFailureReason(results(store), 'EXP0000001')).toBe('该产品当前不可购买');
    expect(purchaseFailureReason(results(store), 'CUR0000001')).toBe(RESULT_TEXT.failedFallback);
  });

  it('forgets the refusal once a purchase is taken, and reads nothing it cannot trust', () => {
    const store = new MemorySessionStore();
    results(store).rememberRefusal({ prdCode: 'EXP0000001', message: '交易密码错误，您还可以尝试4次' });
    results(store).rememberDone(undefined as never);
    expect(results(store).refusal).toBeNull();
    store.set('purchaseRefusal', '{not json');
    expect(results(store).refusal).toBeNull();
    store.set('purchaseRefusal', JSON.stringify({ prdCode: 'EXP0000001', message: '' }));
    expect(results(store).refusal).toBeNull();
  });
});
