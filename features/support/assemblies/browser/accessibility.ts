import { KEYPAD_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import type { RouteSample } from '../../route-samples';
import type { AccessibilityTasks } from '../../tasks/accessibility';
import { keypadAsRead, pressKeypadByKeyboard, seriousAxeFindings } from './accessibility-checks';
import { openEverything } from './security-checks';
import type { BrowserSession } from './session';

/** Accessibility checks (features/accessibility.feature): axe-core on every route, the keypad as read. */
export class BrowserAccessibility implements AccessibilityTasks {
  constructor(private readonly session: BrowserSession) {}

  async accessibilityFindings(samples: readonly RouteSample[]): Promise<string[]> {
    const { page } = this.session;
    const findings: string[] = [];
    for (const sample of samples) {
      await this.session.prepare(sample);
      await page.goto(`${this.session.url}${sample.address}`, { waitUntil: 'networkidle' });
      await openEverything(page, async () => void findings.push(...(await seriousAxeFindings(page, sample.address))));
    }
    return findings;
  }

  keypadAsRead(): Promise<{ name: string | null; keys: string[]; status: string }> {
    return keypadAsRead(this.session.page, KEYPAD_TEXT.title);
  }

  pressKeypadByKeyboard(count: number): Promise<void> {
    return pressKeypadByKeyboard(this.session.page, KEYPAD_TEXT.title, count);
  }
}
