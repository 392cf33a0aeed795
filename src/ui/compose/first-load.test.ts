import { describe, expect, it, vi } from 'vitest';
import { type Resolve, TOKENS } from '../../application/tokens';
import { createUiStores } from './first-load';

/** A resolve that answers a stand-in for every port and counts what it was asked. */
function countingResolve() {
  const asked: unknown[] = [];
  const memory = new Map<string, string>();
  const sessionStore = { get: (key: string) => memory.get(key) ?? null, set: (key: string, value: string) => void memory.set(key, value), remove: (key: string) => void memory.delete(key) };
  const preferences = { elderMode: () => false, setElderMode: vi.fn() };
  const resolve = ((token: unknown) => {
    asked.push(token);
    if (token === TOKENS.sessionStore) return sessionStore;
    if (token === TOKENS.preferences) return preferences;
    return {};
  }) as Resolve;
  return { resolve, asked };
}

describe('createUiStores', () => {
  it('makes the result stores on first use, once, not before the first screen', () => {
    const { resolve, asked } = countingResolve();
    const stores = createUiStores(resolve);
    expect(asked).not.toContain(TOKENS.sessionStore);
    const purchase = stores.purchase;
    expect(asked).toContain(TOKENS.sessionStore);
    expect(stores.purchase).toBe(purchase);
    expect(stores.plans).toBe(stores.plans);
    expect(stores.redemption).toBe(stores.redemption);
    expect(stores.cancel).toBe(stores.cancel);
  });
});
