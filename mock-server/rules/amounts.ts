import { parseAmount, type Money } from '../../src/domain/money/money';
import { refuse } from '../envelopes';

/** An amount or a volume on the wire: digits with at most 2 places; no sign, no separators, no spaces. */
const PLAIN_DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** The money a customer's figure says, or null when it is not a plain decimal. */
export const plainDecimal = (text: string): Money | null => (PLAIN_DECIMAL.test(text) ? parseAmount(text) : null);

/** A figure of the bank's own data as money; one that does not parse is a bug in the data. */
export const amountOf = (text: string): Money => parseAmount(text) ?? refuse(`模拟银行数据错误：金额 ${text}`, 'E9999');
