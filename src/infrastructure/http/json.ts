/*
 * The smallest readers of server JSON, with no imports: the early script (src/early-data.ts) reads
 * a product's answer with them and carries nothing else (parse.ts has the rest).
 */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A server flag: '1' is yes. */
export const flag = (value: unknown): boolean => text(value) === '1';
