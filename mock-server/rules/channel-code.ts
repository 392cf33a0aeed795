import { BadRequest } from '../envelopes';
import type { Params } from '../params';

/**
 * SPEC §9's carried channel codes, the bank's own list: where the customer came from, carried by
 * every order, plan call and cancel beside the fixed `channel` Q (docs/decisions.md), and recorded
 * with what it made, so an analyst can tell orders apart by their source.
 */
export const CARRIED_CHANNEL_CODES = {
  '02': '银行App',
  '03': '微信分享',
  '1': '客户经理分享的链接',
  A: '其他（在链接所属App之外打开）',
} as const;

export type CarriedChannelCode = keyof typeof CARRIED_CHANNEL_CODES;

/** In SPEC §9's order (an object's keys would put the integer-like 1 first). */
const LIST = ['02', '03', '1', 'A'].join('、');

/** The request's `channelCode`: required, and one of the bank's codes; anything else is refused with the list. */
export function carriedChannelCode(body: Params): CarriedChannelCode {
  const value = body.channelCode;
  if (value === undefined || value === null || value === '') throw new BadRequest(`参数错误：channelCode（来源渠道）不能为空，只能是 ${LIST}`);
  if (typeof value !== 'string' || !Object.hasOwn(CARRIED_CHANNEL_CODES, value)) throw new BadRequest(`参数错误：channelCode（来源渠道）只能是 ${LIST}`);
  return value as CarriedChannelCode;
}
