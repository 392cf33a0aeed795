import type { AccessibilityTasks } from '../../tasks/accessibility';
import { browserOnly } from './session';

/** Accessibility checks (features/accessibility.feature): a browser's, every one. */
export class DomainAccessibility implements AccessibilityTasks {
  accessibilityFindings(): Promise<string[]> {
    return browserOnly('axe-core');
  }

  consoleFindings(): Promise<string[]> {
    return browserOnly("a browser's console");
  }

  nestingFindings(): Promise<string[]> {
    return browserOnly("a browser's DOM");
  }

  keypadAsRead(): Promise<{ name: string | null; keys: string[]; status: string }> {
    return browserOnly('a screen reader');
  }

  pressKeypadByKeyboard(): Promise<void> {
    return browserOnly('a keyboard');
  }
}
