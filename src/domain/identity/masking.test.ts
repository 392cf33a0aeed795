import { describe, expect, it } from 'vitest';
import { maskCard } from './masking';

describe('maskCard', () => {
  it.each([
    ['6222021234567890123', '6222 **** **** 0123'],
    ['6222 0212 3456 7890', '6222 **** **** 7890'],
    ['1234567', '****'],
    ['', '****'],
  ])('shows %j as %j', (cardNo, shown) => {
    expect(maskCard(cardNo)).toBe(shown);
  });
});
