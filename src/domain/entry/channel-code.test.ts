import { describe, expect, it } from 'vitest';
import { channelCodeOf, isChannelCode } from './channel-code';
import { channelOf } from './user-agent';

describe('channelCodeOf: the user agent × shareType × client manager → the carried code', () => {
  const wechat = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
  const bankApp = 'Mozilla/5.0 (Linux; Android 14; SM-S9180) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 BankApp/6.2';
  const arkWeb = 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile';

  it.each([
    [bankApp, '02', undefined, '02'],
    [arkWeb, '02', undefined, '02'],
    [bankApp, '02', '800123', '02'],
    [wechat, '01', undefined, '03'],
    [wechat, '01', '800123', '1'],
    [wechat, '02', undefined, 'A'],
    [wechat, '02', '800123', 'A'],
    [bankApp, '01', undefined, 'A'],
    [bankApp, '01', '800123', 'A'],
  ] as const)('%s, shareType %s, client manager %s → %s', (ua, shareType, clientManager, code) => {
    expect(channelCodeOf({ channel: channelOf(ua), shareType, clientManager })).toBe(code);
  });

  it('knows exactly SPEC §9\'s four codes', () => {
    expect(['02', '03', '1', 'A'].every(isChannelCode)).toBe(true);
    expect(['Q', '01', '2', 'a', '', undefined, 2].some(isChannelCode)).toBe(false);
  });
});
