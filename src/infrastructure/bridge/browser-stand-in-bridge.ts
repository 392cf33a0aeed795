import type { BridgeResult, CardBinding, NativeBridge } from '../../application/ports/native-bridge';
import type { IdGenerator } from '../../application/ports/system';

/** The bank app's own screens the stand-in cannot draw as the app does: the mock bank plays them (mock-server/README.md). */
export interface StandInScreens {
  /** The set-trading-password screen; true once the password is set. */
  setPassword(): Promise<boolean>;
  /** The card-binding screen: the card the customer added, or 'cancelled'. */
  bindCard(): Promise<CardBinding>;
  /** The device number the bank app registered for the customer's phone; null when there is none. */
  deviceNo(): Promise<string | null>;
}

/** A screen's answer from the mock bank, read to its end; null when it refused, failed or sent no JSON. */
const screenAnswer = (path: string, init?: RequestInit): Promise<Record<string, unknown> | null> =>
  fetch(path, init).then((response) => (response.ok ? response.json() : null)).catch(() => null);

export const MOCK_BANK_SCREENS: StandInScreens = {
  setPassword: async () => (await screenAnswer('/__mock/native/password', { method: 'POST' }))?.ok === true,
  // The form and its drawing load only when a customer opens the screen (never the entry chunk).
  bindCard: async () => (await import('./stand-in-card-dialog')).openMockBankCardBinding(),
  deviceNo: async () => {
    const answer = await screenAnswer('/__mock/native/device');
    return typeof answer?.deviceNo === 'string' ? answer.deviceNo : null;
  },
};

/**
 * Outside the bank app (a desktop browser in development and tests) this stands in for the
 * native bridge: it hands out a development token, which the mock bank maps to its active
 * persona (DECISIONS.md). A real bank back end accepts no such token.
 */
export class BrowserStandInBridge implements NativeBridge {
  constructor(private readonly ids: IdGenerator, private readonly screens: StandInScreens = MOCK_BANK_SCREENS) {}

  async token(): Promise<BridgeResult<string>> {
    return { ok: true, value: `standin-${this.ids.randomId()}` };
  }

  async sign(data: string): Promise<BridgeResult<string>> {
    return { ok: true, value: `standin-signature-${data.length}-${this.ids.randomId()}` };
  }

  async deviceNo(): Promise<BridgeResult<string>> {
    const deviceNo = await this.screens.deviceNo();
    return deviceNo ? { ok: true, value: deviceNo } : { ok: false, code: 'STANDIN', message: '' };
  }

  async setPassword(): Promise<BridgeResult<string>> {
    return (await this.screens.setPassword()) ? { ok: true, value: '' } : { ok: false, code: 'STANDIN', message: '交易密码设置未完成' };
  }

  async bindCard(): Promise<BridgeResult<CardBinding>> {
    try {
      return { ok: true, value: await this.screens.bindCard() };
    } catch {
      return { ok: false, code: 'STANDIN', message: '' }; // the page says it in its own words
    }
  }
}
