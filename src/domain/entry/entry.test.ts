import { describe, expect, it } from 'vitest';
import { resolveEntry } from './entry-mode';
import { channelOf, platformOf } from './user-agent';

describe('resolveEntry', () => {
  it.each([
    [{ shareType: '01' }, null, '01'],
    [{ shareType: '02' }, null, '02'],
    [{}, '01', '01'],
    [{}, '02', '02'],
    [{ shareType: '02' }, '01', '02'],
  ])('%j with stored %s → mode %s', (link, stored, mode) => {
    const result = resolveEntry(link, stored);
    expect(result.ok && result.entry.shareType).toBe(mode);
  });

  it.each([[{ shareType: '03' }, null], [{}, null], [{ shareType: '' }, null], [{ shareType: '1' }, '02'], [{}, 'x']])(
    '%j with stored %s is the invalid entry',
    (link, stored) => expect(resolveEntry(link, stored)).toEqual({ ok: false }),
  );

  it('carries the product, the client manager (employeeNo first) and the serial number', () => {
    const result = resolveEntry({ shareType: '01', prdCode: 'EXP0000001', employeeNo: '800123', clientManager: '9', wxSerialNo: 'S-1' }, null);
    expect(result).toEqual({ ok: true, entry: { shareType: '01', prdCode: 'EXP0000001', clientManager: '800123', wxSerialNo: 'S-1', ignored: [] } });
  });

  it('ignores malformed link values and names them', () => {
    const result = resolveEntry({ shareType: '01', prdCode: '<script>', clientManager: 'a b', wxSerialNo: 'ok' }, null);
    expect(result).toEqual({ ok: true, entry: { shareType: '01', prdCode: undefined, clientManager: undefined, wxSerialNo: 'ok', ignored: ['prdCode', 'clientManager'] } });
  });
});

describe('channel and platform from the user agent', () => {
  const wechatAndroid = 'Mozilla/5.0 (Linux; Android 13; V2049A) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
  const wechatIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
  const bankAndroid = 'Mozilla/5.0 (Linux; Android 14; SM-S9180) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 BankApp/6.2';
  const arkWeb = 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

  it.each([
    [wechatAndroid, 'messaging', 'Android'],
    [wechatIos, 'messaging', 'iOS'],
    [bankAndroid, 'bankApp', 'Android'],
    [arkWeb, 'bankApp', 'ArkWeb'],
    [ipad, 'bankApp', 'iOS'],
    [desktop, 'bankApp', 'other'],
  ])('%s', (ua, channel, platform) => {
    expect(channelOf(ua)).toBe(channel);
    expect(platformOf(ua)).toBe(platform);
  });
});
