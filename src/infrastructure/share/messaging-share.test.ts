import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { HttpClient } from '../http/http-client';
import { HttpMessagingShare, type Share, type ShareConfig, type ShareSdk } from './messaging-share';
import { wxShareSdk, type WxJsSdk } from './share-sdks';

const content = { title: '安心收益180天', desc: '业绩比较基准3.10%-3.60%', linkPath: '/wxPrdDetail?shareType=01&prdCode=EXP0000001', imgPath: '/share-icon.png' };
const config = { appId: 'wxmockappid', timestamp: '1767225600', nonceStr: 'abc', signature: 'f00d' };

function setUp(answer: { status?: number; body: unknown }, accepts = true) {
  const sent: Array<{ url?: string; data?: string }> = [];
  const adapter: AxiosAdapter = async (request) => {
    sent.push({ url: request.url, data: request.data });
    const response = { data: JSON.stringify(answer.body), status: answer.status ?? 200, statusText: '', headers: {}, config: request, request: {} };
    if (!request.validateStatus!(response.status)) throw Object.assign(new Error('bad status'), { isAxiosError: true, response, config: request });
    return response;
  };
  const configured: ShareConfig[] = [];
  const shares: Share[] = [];
  const warnings: string[] = [];
  const sdk: ShareSdk = { configure: async (c) => (configured.push(c), accepts), setShare: (share) => void shares.push(share) };
  const share = new HttpMessagingShare(
    new HttpClient({ adapter, activity: { started() {}, ended() {} } }),
    { origin: 'https://store.bank', href: () => 'https://store.bank/expected?prdCode=EXP0000001' },
    sdk,
    { warn: (message) => void warnings.push(message) },
  );
  return { share, sent, configured, shares, warnings };
}

describe('HttpMessagingShare', () => {
  it('signs the page with /wxShare, configures the SDK and sets an absolute share', async () => {
    const { share, sent, configured, shares, warnings } = setUp({ body: { success: true, response: config } });
    await share.offer(content);
    expect(sent).toEqual([{ url: '/wxShare', data: JSON.stringify({ url: 'https://store.bank/expected?prdCode=EXP0000001' }) }]);
    expect(configured).toEqual([config]);
    expect(shares).toEqual([{ title: '安心收益180天', desc: '业绩比较基准3.10%-3.60%', link: 'https://store.bank/wxPrdDetail?shareType=01&prdCode=EXP0000001', imgUrl: 'https://store.bank/share-icon.png' }]);
    expect(warnings).toEqual([]);
  });

  it('still sets the share when the signature fails or is refused, and only logs it', async () => {
    const failed = setUp({ status: 500, body: { success: false, code: 'HTTP500', msg: '' } });
    await failed.share.offer(content);
    expect(failed.configured).toEqual([]);
    expect(failed.shares).toHaveLength(1);
    expect(failed.warnings).toEqual(['分享签名获取失败']);

    const incomplete = setUp({ body: { success: true, response: { ...config, signature: '' } } });
    await incomplete.share.offer(content);
    expect(incomplete.configured).toEqual([]);

    const refused = setUp({ body: { success: true, response: config } }, false);
    await refused.share.offer(content);
    expect(refused.warnings).toEqual(['分享签名未被接受']);
    expect(refused.shares).toHaveLength(1);
  });
});

describe('wxShareSdk', () => {
  it('configures with the share APIs only and updates the friend and timeline shares', async () => {
    const calls: Array<[string, unknown]> = [];
    let ready = () => {};
    const wx: WxJsSdk = {
      config: (options) => { calls.push(['config', options]); ready(); },
      ready: (callback) => void (ready = callback),
      error: () => undefined,
      updateAppMessageShareData: (share) => void calls.push(['friend', share]),
      updateTimelineShareData: (share) => void calls.push(['timeline', share]),
    };
    const sdk = wxShareSdk(wx);
    await expect(sdk.configure(config)).resolves.toBe(true);
    sdk.setShare({ title: 't', desc: 'd', link: 'https://store.bank/x', imgUrl: 'https://store.bank/i.png' });
    expect(calls).toEqual([
      ['config', { ...config, debug: false, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] }],
      ['friend', { title: 't', desc: 'd', link: 'https://store.bank/x', imgUrl: 'https://store.bank/i.png' }],
      ['timeline', { title: 't', link: 'https://store.bank/x', imgUrl: 'https://store.bank/i.png' }],
    ]);
  });

  it('says false when the SDK refuses the signature', async () => {
    let fail = (_reason: unknown) => {};
    const wx = { config: () => fail('invalid signature'), ready: () => undefined, error: (callback: (reason: unknown) => void) => void (fail = callback) } as unknown as WxJsSdk;
    await expect(wxShareSdk(wx).configure(config)).resolves.toBe(false);
  });
});
