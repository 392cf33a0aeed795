import type { BridgeResult, NativeBridge } from '../../application/ports/native-bridge';
import type { IdGenerator } from '../../application/ports/system';

/**
 * Outside the bank app (a desktop browser in development and tests) this stands in for the
 * native bridge: it hands out a development token, which the mock bank maps to its active
 * persona (DECISIONS.md). A real bank back end accepts no such token.
 */
export class BrowserStandInBridge implements NativeBridge {
  constructor(private readonly ids: IdGenerator) {}

  async token(): Promise<BridgeResult<string>> {
    return { ok: true, value: `standin-${this.ids.randomId()}` };
  }

  async sign(data: string): Promise<BridgeResult<string>> {
    return { ok: true, value: `standin-signature-${data.length}-${this.ids.randomId()}` };
  }
}
