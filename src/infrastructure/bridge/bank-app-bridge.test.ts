import { describe, expect, it } from 'vitest';
import { BankAppBridge, type BridgeHost, type BridgeRequest, hasBankApp } from './bank-app-bridge';

function fakeApp(answer: (request: BridgeRequest) => object | null) {
  const host: BridgeHost = {};
  const sent: BridgeRequest[] = [];
  host.BankBridge = {
    postMessage(message) {
      const request = JSON.parse(message) as BridgeRequest;
      sent.push(request);
      const reply = answer(request);
      if (reply) setTimeout(() => host.__bankBridgeReply?.(JSON.stringify({ callbackId: request.callbackId, ...reply })), 0);
    },
  };
  return { host, sent };
}

describe('BankAppBridge', () => {
  it('asks the app for a token and takes it on code 0000', async () => {
    const { host, sent } = fakeApp(() => ({ code: '0000', data: 'tok-1' }));
    expect(hasBankApp(host)).toBe(true);
    await expect(new BankAppBridge(host).token()).resolves.toEqual({ ok: true, value: 'tok-1' });
    expect(sent).toEqual([{ action: 'token', callbackId: 'cb1' }]);
  });

  it('asks the app for the device number', async () => {
    const { host, sent } = fakeApp(() => ({ code: '0000', data: 'DEV0123' }));
    await expect(new BankAppBridge(host).deviceNo()).resolves.toEqual({ ok: true, value: 'DEV0123' });
    expect(sent).toEqual([{ action: 'device', callbackId: 'cb1' }]);
  });

  it('sends data to sign and reports a refusal with its code', async () => {
    const { host, sent } = fakeApp(() => ({ code: '9001', msg: '证书不可用' }));
    await expect(new BankAppBridge(host).sign('txn')).resolves.toEqual({ ok: false, code: '9001', message: '证书不可用' });
    expect(sent[0]).toMatchObject({ action: 'signature', data: 'txn' });
  });

  it('gives up when the app does not answer, and ignores garbage replies', async () => {
    const { host } = fakeApp(() => null);
    const bridge = new BankAppBridge(host, 'Android', 20);
    host.__bankBridgeReply?.('not json');
    await expect(bridge.token()).resolves.toEqual({ ok: false, code: 'TIMEOUT', message: '银行App未响应' });
  });

  it('uses the iOS / ArkWeb message handler when that is what the app injects', async () => {
    const host: BridgeHost = {};
    host.webkit = { messageHandlers: { bankBridge: { postMessage: (m) => setTimeout(() => host.__bankBridgeReply?.(JSON.stringify({ callbackId: JSON.parse(m).callbackId, code: '0000', data: 'ios' })), 0) } } };
    await expect(new BankAppBridge(host).token()).resolves.toEqual({ ok: true, value: 'ios' });
  });

  it('posts to the interface its platform injects first (platformOf), the other only without it', async () => {
    const posted: string[] = [];
    const reply = (via: string) => (m: string) => {
      posted.push(via);
      setTimeout(() => host.__bankBridgeReply?.(JSON.stringify({ callbackId: JSON.parse(m).callbackId, code: '0000', data: via })), 0);
    };
    const host: BridgeHost = { BankBridge: { postMessage: reply('object') }, webkit: { messageHandlers: { bankBridge: { postMessage: reply('handler') } } } };
    await expect(new BankAppBridge(host, 'ArkWeb').token()).resolves.toEqual({ ok: true, value: 'handler' });
    await expect(new BankAppBridge(host, 'iOS').token()).resolves.toEqual({ ok: true, value: 'handler' });
    await expect(new BankAppBridge(host, 'Android').token()).resolves.toEqual({ ok: true, value: 'object' });
    expect(posted).toEqual(['handler', 'handler', 'object']);
  });

  it('is absent in a plain browser', () => expect(hasBankApp({})).toBe(false));

  describe('the card-binding screen', () => {
    it('asks the app to open it and takes the card number it added', async () => {
      const { host, sent } = fakeApp(() => ({ code: '0000', data: '6222028888000012344' }));
      await expect(new BankAppBridge(host).bindCard()).resolves.toEqual({ ok: true, value: { cardNo: '6222028888000012344' } });
      expect(sent).toEqual([{ action: 'bindCard', callbackId: 'cb1' }]);
    });

    it('reads code 0001 as the customer closing the screen', async () => {
      const { host } = fakeApp(() => ({ code: '0001', msg: '用户取消' }));
      await expect(new BankAppBridge(host).bindCard()).resolves.toEqual({ ok: true, value: 'cancelled' });
    });

    it('passes any other refusal on, and does not take a card number it cannot read', async () => {
      await expect(new BankAppBridge(fakeApp(() => ({ code: '9002', msg: '绑卡服务暂不可用' })).host).bindCard())
        .resolves.toEqual({ ok: false, code: '9002', message: '绑卡服务暂不可用' });
      await expect(new BankAppBridge(fakeApp(() => ({ code: '0000', data: '<b>1</b>' })).host).bindCard())
        .resolves.toMatchObject({ ok: false, code: 'BADREPLY' });
    });

    it('waits for the customer longer than for a token, but not for ever', async () => {
      const { host } = fakeApp(() => null);
      await expect(new BankAppBridge(host, 'other', 5, 30).bindCard()).resolves.toEqual({ ok: false, code: 'TIMEOUT', message: '银行App未响应' });
    });
  });
});

describe('BankAppBridge: where a reply may come from', () => {
  const STORE = 'https://wealth.bank.example';
  const reply = (callbackId: string, data: string) => JSON.stringify({ callbackId, code: '0000', data });

  /** The web view's page at the store's origin, with the app's object; what listens to window messages. */
  function webViewPage() {
    const listening: string[] = [];
    const host: BridgeHost & { addEventListener(type: string): void } = {
      location: { origin: STORE },
      BankBridge: { postMessage: () => undefined },
      addEventListener: (type) => void listening.push(type),
    };
    host.top = host;
    return { host, listening };
  }

  it('takes the app\'s reply in the web view\'s own page at the store\'s origin', async () => {
    const { host } = webViewPage();
    const asked = new BankAppBridge(host, 'Android', 50).token();
    host.__bankBridgeReply?.(reply('cb1', 'tok-1'));
    await expect(asked).resolves.toEqual({ ok: true, value: 'tok-1' });
  });

  it('reads no window message: another site, frame or window cannot answer for the app', () => {
    const { host, listening } = webViewPage();
    new BankAppBridge(host, 'Android', 50);
    expect(listening).toEqual([]);
  });

  it('drops a reply when the page is framed or not at the store\'s origin', async () => {
    const framed = webViewPage();
    framed.host.top = {};
    const inFrame = new BankAppBridge(framed.host, 'Android', 50).token();
    framed.host.__bankBridgeReply?.(reply('cb1', 'tok-framed'));
    await expect(inFrame).resolves.toMatchObject({ ok: false, code: 'TIMEOUT' });

    const moved = webViewPage();
    const bridge = new BankAppBridge(moved.host, 'Android', 50);
    moved.host.location = { origin: 'https://elsewhere.example' };
    const elsewhere = bridge.token();
    moved.host.__bankBridgeReply?.(reply('cb1', 'tok-elsewhere'));
    await expect(elsewhere).resolves.toMatchObject({ ok: false, code: 'TIMEOUT' });

    const opaque = webViewPage();
    opaque.host.location = { origin: 'null' };
    const sandboxed = new BankAppBridge(opaque.host, 'Android', 50);
    opaque.host.location = { origin: STORE };
    const asked = sandboxed.token();
    opaque.host.__bankBridgeReply?.(reply('cb1', 'tok-sandboxed'));
    await expect(asked).resolves.toMatchObject({ ok: false, code: 'TIMEOUT' });
  });
});
