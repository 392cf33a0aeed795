import { type CallOutcome, fromTransportFailure, ok } from '../../domain/errors/call-outcome';
import { parseAmount, type Money } from '../../domain/money/money';
import { parseShares, type Shares } from '../../domain/holdings/shares';
import { text } from './json';

/** Small readers for server JSON: they return null rather than trust a shape they did not check. */
export { flag, isObject, text, type Json } from './json';

export const count = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

/** An amount from the server's decimal text; an absent amount is zero, a malformed one is null. */
export const amount = (value: unknown): Money | null => (absent(value) ? parseAmount('0') : parseAmount(text(value)));

/** A volume of shares from the server's decimal text, read as an amount is: absent is zero, malformed is null. */
export const volume = (value: unknown): Shares | null => (absent(value) ? parseShares('0') : parseShares(text(value)));

/** Maps every item; null when the value is not a list or any item is malformed. */
export function listOf<T>(value: unknown, item: (raw: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(item);
  return items.every((x): x is T => x !== null) ? items : null;
}

const malformed = () => fromTransportFailure({ kind: 'malformed' });

/** Maps an ok outcome's value, turning an unexpected shape into the catalogue's malformed error. */
export function mapOk<T>(outcome: CallOutcome<unknown>, map: (value: unknown) => T | null): CallOutcome<T> {
  if (outcome.kind !== 'ok') return outcome;
  const value = map(outcome.value);
  return value === null ? malformed() : ok(value);
}
