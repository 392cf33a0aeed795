import { PAYMENT_KEYPAD_TEXT } from '../../../../src/ui/components/component-texts';
import type { RouteSample } from '../../route-samples';
import type { AccessibilityTasks } from '../../tasks/accessibility';
import { keypadAsRead, pressKeypadByKeyboard } from './accessibility-checks';
import { walkEveryRoute } from './route-walk';
import type { BrowserSession } from './session';

/** Accessibility checks (features/accessibility.feature): axe-core on every route, the keypad as read. */
export class BrowserAccessibility implements AccessibilityTasks {
  constructor(private readonly session: BrowserSession) {}

  async accessibilityFindings(samples: readonly RouteSample[]): Promise<string[]> {
    return (await walkEveryRoute(this.session, samples)).accessibility;
  }

  async consoleFindings(samples: readonly RouteSample[]): Promise<string[]> {
    return (await walkEveryRoute(this.session, samples)).console;
  }

  async nestingFindings(samples: readonly RouteSample[]): Promise<string[]> {
    return (await walkEveryRoute(this.session, samples)).nesting;
  }

  keypadAsRead(): Promise<{ name: string | null; keys: string[]; status: string }> {
    return keypadAsRead(this.session.page, PAYMENT_KEYPAD_TEXT.title);
  }

  pressKeypadByKeyboard(count: number): Promise<void> {
    return pressKeypadByKeyboard(this.session.page, PAYMENT_KEYPAD_TEXT.title, count);
  }
}
