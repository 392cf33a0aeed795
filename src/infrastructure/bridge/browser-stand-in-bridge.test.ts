import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserStandInBridge, MOCK_BANK_SCREENS, type StandInScreens } from './browser-stand-in-bridge';
import { CARD_BINDING_PATH, CARD_FORM_TEXT, CardBindingForm, mockBankCardDesk, type PostJson } from './stand-in-card-binding';

const ids = { randomId: () => 'r'.repeat(20) };
const screens = (bindCard: StandInScreens['bindCard'], deviceNo: StandInScreens['deviceNo'] = async () => null): StandInScreens =>
  ({ setPassword: async () => true, bindCard, deviceNo });

describe('BrowserStandInBridge.bindCard', () => {
  it('answers the card the screen added, or that it was closed', async () => {
    await expect(new BrowserStandInBridge(ids, screens(async () => ({ cardNo: '6222028888000012344' }))).bindCard())
      .resolves.toEqual({ ok: true, value: { cardNo: '6222028888000012344' } });
    await expect(new BrowserStandInBridge(ids, screens(async () => 'cancelled')).bindCard()).resolves.toEqual({ ok: true, value: 'cancelled' });
  });

  it('says so when the screen cannot open', async () => {
    const bridge = new BrowserStandInBridge(ids, screens(async () => Promise.reject(new Error('chunk failed'))));
    await expect(bridge.bindCard()).resolves.toMatchObject({ ok: false, code: 'STANDIN' });
  });
});

describe('the mock bank\'s set-password screen', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (answer: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(answer));

  it('is done once the bank says so, its answer read to the end', async () => {
    answering(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(MOCK_BANK_SCREENS.setPassword()).resolves.toBe(true);
  });

  it.each([
    ['a refusal', async () => new Response(JSON.stringify({ success: false }), { status: 400 })],
    ['an answer without ok', async () => new Response('{}', { status: 200 })],
    ['an answer it cannot read', async () => new Response('<html>', { status: 200 })],
    ['no answer', async () => Promise.reject(new TypeError('offline'))],
  ])('is not done on %s', async (_case, answer) => {
    answering(answer);
    await expect(MOCK_BANK_SCREENS.setPassword()).resolves.toBe(false);
  });
});

describe('the stand-in card-binding screen', () => {
  const bank = (answer: Awaited<ReturnType<PostJson>> | Error) => {
    const sent: unknown[] = [];
    const post: PostJson = async (path, body) => {
      sent.push({ path, body });
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return { sent, form: new CardBindingForm(mockBankCardDesk(post)) };
  };

  it('sends what the customer typed to the mock bank and takes the card it added', async () => {
    const { sent, form } = bank({ status: 200, body: { ok: true, card: { cardNo: '6222028888000012344', bankName: '本行借记卡' } } });
    await expect(form.submit(' 6222 0288 8800 0012 344 ')).resolves.toEqual({ cardNo: '6222028888000012344' });
    expect(sent).toEqual([{ path: CARD_BINDING_PATH, body: { cardNo: '6222 0288 8800 0012 344' } }]);
    expect(form.message).toBeNull();
  });

  it('shows the bank\'s refusal in its words', async () => {
    const { form } = bank({ status: 400, body: { success: false, code: 'E2105', msg: '银行卡号有误，请核对后重新输入' } });
    await expect(form.submit('6222028888000012345')).resolves.toBeNull();
    expect(form.message).toBe('银行卡号有误，请核对后重新输入');
    expect(form.sending).toBe(false);
  });

  it('asks for a number before sending anything', async () => {
    const { sent, form } = bank({ status: 200, body: {} });
    await expect(form.submit('   ')).resolves.toBeNull();
    expect([form.message, sent]).toEqual([CARD_FORM_TEXT.empty, []]);
  });

  it.each([
    ['no answer', new Error('offline')],
    ['a server error', { status: 500, body: { success: false, msg: '模拟银行内部错误' } }],
    ['an answer it cannot read', { status: 200, body: '<html>' }],
  ])('says the card cannot be added now on %s', async (_case, answer) => {
    const { form } = bank(answer as never);
    await expect(form.submit('6222028888000012344')).resolves.toBeNull();
    expect(form.message).toBe(CARD_FORM_TEXT.unavailable);
  });

  it('sends one try at a time', async () => {
    let release!: () => void;
    const sent: unknown[] = [];
    const form = new CardBindingForm({ bind: async (typed) => (sent.push(typed), await new Promise<void>((r) => (release = r)), { ok: true, card: { cardNo: typed } }) });
    const first = form.submit('6222028888000012344');
    await expect(form.submit('6222028888000012344')).resolves.toBeNull();
    release();
    await expect(first).resolves.toEqual({ cardNo: '6222028888000012344' });
    expect(sent).toHaveLength(1);
  });
});

describe('BrowserStandInBridge.deviceNo', () => {
  it('answers the device number the mock bank registered, and says when there is none', async () => {
    const cancelled = async () => 'cancelled' as const;
    await expect(new BrowserStandInBridge(ids, screens(cancelled, async () => 'DEV0123456789ABCDEF')).deviceNo()).resolves.toEqual({ ok: true, value: 'DEV0123456789ABCDEF' });
    await expect(new BrowserStandInBridge(ids, screens(cancelled)).deviceNo()).resolves.toMatchObject({ ok: false, code: 'STANDIN' });
  });
});
