import { BadRequest } from './envelopes';
import { isCalendarDay } from './rules/dates';

export type Params = Record<string, unknown>;

/** Reads the parameters of a query string or a JSON body, refusing what is missing or ill-typed. */
export const asParams = (value: unknown): Params => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {});

export function requiredText(params: Params, name: string, pattern = /^.{1,200}$/): string {
  const value = params[name];
  if (value === undefined || value === null || value === '') throw new BadRequest(`参数错误：${name} 不能为空`);
  if (typeof value !== 'string' || !pattern.test(value)) throw new BadRequest(`参数错误：${name} 格式不正确`);
  return value;
}

export function optionalChoice<T extends string>(params: Params, name: string, choices: readonly T[], fallback: T): T {
  const value = params[name];
  if (value === undefined || value === '') return fallback;
  if (!choices.includes(value as T)) throw new BadRequest(`参数错误：${name} 只能是 ${choices.join('、')}`);
  return value as T;
}

/** Like optionalChoice, but the parameter must be there; a number is read as its text (type: 1). */
export function requiredChoice<T extends string>(params: Params, name: string, choices: readonly T[]): T {
  const value = params[name];
  if (value === undefined || value === null || value === '') throw new BadRequest(`参数错误：${name} 不能为空`);
  const text = typeof value === 'number' ? String(value) : value;
  if (!choices.includes(text as T)) throw new BadRequest(`参数错误：${name} 只能是 ${choices.join('、')}`);
  return text as T;
}

/** A text that may be absent (undefined) but, when given, must match the pattern. */
export function optionalText(params: Params, name: string, pattern: RegExp): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !pattern.test(value)) throw new BadRequest(`参数错误：${name} 格式不正确`);
  return value;
}

export function wholeNumber(params: Params, name: string, min: number, max: number): number {
  const value = params[name];
  if (value === undefined || value === '') throw new BadRequest(`参数错误：${name} 不能为空`);
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new BadRequest(`参数错误：${name} 必须是${min}到${max}之间的整数`);
  return n;
}

export function exactly(params: Params, name: string, expected: string): void {
  if (params[name] !== expected) throw new BadRequest(`参数错误：${name} 必须是 ${expected}`);
}

/** offSet and queryNum of a dbank list call (the store asks up to 999 at once, or `maxQueryNum`), and the page of lines. */
export function pageOf<T>(lines: T[], params: Params, maxQueryNum = 999) {
  const offSet = wholeNumber(params, 'offSet', 0, 100_000);
  const queryNum = wholeNumber(params, 'queryNum', 1, maxQueryNum);
  return { lineList: lines.slice(offSet, offSet + queryNum), totNum: lines.length };
}

/** accType 2 and idType 0: the store's fixed values (SPEC §9), a personal customer by ID card. */
export function personalAccount(params: Params): void {
  exactly(params, 'accType', '2');
  exactly(params, 'idType', '0');
}

/** A real calendar day written YYYY-MM-DD (exactly 10 characters: SPEC §5's date fields). */
export function requiredDate(params: Params, name: string): string {
  const value = requiredText(params, name, /^\d{4}-\d{2}-\d{2}$/);
  if (!isCalendarDay(value)) throw new BadRequest(`参数错误：${name} 不是有效日期`);
  return value;
}
