import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../../../infrastructure/in-memory/memory-session-store';
import { keptInSession, LastResult, type ProductRefusal } from '../../view-models/last-result';
import { purchaseFailureReason } from './purchase-results';
import { RESULT_TEXT } from './purchase-texts';

describe('the bank\'s reason on /purchaseFailed, through a reload', () => {
  const results = (store: MemorySessionStore) => new LastResult<never, ProductRefusal>(keptInSession(store, 'payResult'));

  it('says the bank\'s words for the product after a reload (a new store over the same session)', () => {
    const store = new MemorySessionStore();
    results(store).rememberRefusal({ prdCode: 'EXP0000001', message: '该产品当前不可购买' });
    expect(purchaseFailureReason(results(store), 'EXP0000001')).toBe('该产品当前不可购买');
    expect(purchaseFailureReason(results(store), 'CUR0000001')).toBe(RESULT_TEXT.failedFallback);
  });

  it('reads no refusal without the bank\'s words', () => {
    const store = new MemorySessionStore();
    store.set('payResult', JSON.stringify({ prdCode: 'EXP0000001', message: '' }));
    expect(results(store).refusal).toBeNull();
  });
});
