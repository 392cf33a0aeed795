import { describe, expect, it } from 'vitest';
import { decimalText } from '../../src/domain/money/money';
import { amountOf, plainDecimal } from './amounts';

describe('amounts on the wire', () => {
  it('reads a customer\'s figure only as a plain decimal: digits, at most 2 places', () => {
    expect(['1', '0.01', '123456789012.99'].map((text) => decimalText(plainDecimal(text)!))).toEqual(['1.00', '0.01', '123456789012.99']);
    expect(['1234567890123', '1.234', '1,000', '-1', ' 1', '1.', '.5', '１'].map(plainDecimal)).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('reads the bank\'s own figures, and says which one is broken when one does not read', () => {
    expect(decimalText(amountOf('52,345,678.90'))).toBe('52345678.90');
    expect(() => amountOf('12.345')).toThrow(expect.objectContaining({ message: '模拟银行数据错误：金额 12.345', code: 'E9999' }));
  });
});
