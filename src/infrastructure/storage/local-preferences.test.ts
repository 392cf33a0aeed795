import { describe, expect, it } from 'vitest';
import { MemoryPreferences } from '../in-memory/memory-preferences';
import { LocalPreferences } from './local-preferences';

/** A Storage area as a browser keeps it. */
function storageArea(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A browser that refuses site data: touching storage throws. */
const refused = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('the customer\'s preferences on this device', () => {
  it('start in the standard mode (never chosen: not on)', () => {
    expect(new LocalPreferences(storageArea).elderMode()).not.toBe(true);
    expect(new MemoryPreferences().elderMode()).not.toBe(true);
  });

  it('say null while the customer has never chosen either way (issue 18: the 长辈版 offer is made only then)', () => {
    const area = storageArea();
    for (const preferences of [new LocalPreferences(() => area), new MemoryPreferences(), new LocalPreferences(refused)]) {
      expect(preferences.elderMode()).toBeNull();
      preferences.setElderMode(false);
      expect(preferences.elderMode()).toBe(false);
    }
    expect(new LocalPreferences(() => area).elderMode()).toBe(false);
  });

  it('keep 长辈版 in localStorage, where a later visit finds it, on and off', () => {
    const area = storageArea();
    new LocalPreferences(() => area).setElderMode(true);
    expect(new LocalPreferences(() => area).elderMode()).toBe(true);
    new LocalPreferences(() => area).setElderMode(false);
    expect(new LocalPreferences(() => area).elderMode()).toBe(false);
  });

  it('store the flag alone, under the store\'s prefix', () => {
    const area = storageArea();
    new LocalPreferences(() => area).setElderMode(true);
    expect(Object.fromEntries(Array.from({ length: area.length }, (_, i) => [area.key(i), area.getItem(area.key(i)!)]))).toEqual({ 'wealth.elderMode': '1' });
  });

  it('keep the choice in memory for the visit when the browser refuses storage, and never throw', () => {
    const preferences = new LocalPreferences(refused);
    expect(preferences.elderMode()).not.toBe(true);
    preferences.setElderMode(true);
    expect(preferences.elderMode()).toBe(true);
  });

  it('in memory, keep the choice for as long as they live', () => {
    const preferences = new MemoryPreferences();
    preferences.setElderMode(true);
    expect(preferences.elderMode()).toBe(true);
  });
});
