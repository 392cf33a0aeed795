import { describe, expect, it } from 'vitest';
import { randomIdFrom } from './random-id';

describe('randomIdFrom', () => {
  it('is 20 characters of letters and digits', () => {
    let seed = 7;
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => (seed = (seed * 73 + 11) % 256));
    expect(randomIdFrom(bytes)).toMatch(/^[0-9A-Za-z]{20}$/);
  });
  it('skips biased bytes and asks for more', () => {
    const batches = [new Uint8Array(20).fill(255), Uint8Array.from({ length: 20 }, (_, i) => i)];
    expect(randomIdFrom(() => batches.shift()!)).toBe('0123456789ABCDEFGHIJ');
  });
});
