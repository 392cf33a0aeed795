import { describe, expect, it } from 'vitest';
import { carriedChannelCode } from './channel-code';

/** mock-server/README.md "Where the customer came from": E0400 with these words. */
const MISSING = '参数错误：channelCode（来源渠道）不能为空，只能是 02、03、1、A';
const UNKNOWN = '参数错误：channelCode（来源渠道）只能是 02、03、1、A';

describe('carriedChannelCode: SPEC §9\'s codes, the bank\'s own list', () => {
  it.each(['02', '03', '1', 'A'])('takes %s', (channelCode) => expect(carriedChannelCode({ channelCode })).toBe(channelCode));

  it.each([{}, { channelCode: null }, { channelCode: '' }])('refuses %j as missing', (body) =>
    expect(() => carriedChannelCode(body)).toThrow(expect.objectContaining({ message: MISSING, code: 'E0400' })));

  it.each(['B', '2', 'a', ' 02', 'toString', ['02'], 2])('refuses %j as no code of its list', (channelCode) =>
    expect(() => carriedChannelCode({ channelCode })).toThrow(expect.objectContaining({ message: UNKNOWN, code: 'E0400' })));
});
