import type { RouteSample } from '../route-samples';

/** Accessibility checks (features/accessibility.feature), browser only. */
export interface AccessibilityTasks {
  /** Opens each route sample (after its reset, persona and setup) with every section and popup open; axe-core's serious and critical findings. */
  accessibilityFindings(samples: readonly RouteSample[]): Promise<string[]>;
  /** The same walk over the production build: every console error and warning and every uncaught error, with the address it came on. */
  consoleFindings(samples: readonly RouteSample[]): Promise<string[]>;
  /** The same walk: element nestings the HTML standard does not allow (a dialog inside a paragraph…), with the address. */
  nestingFindings(samples: readonly RouteSample[]): Promise<string[]>;
  /** The open payment keypad as a screen reader meets it (name null when no keypad is open). */
  keypadAsRead(): Promise<{ name: string | null; keys: string[]; status: string }>;
  /** Presses digit keys of the open keypad with the keyboard. */
  pressKeypadByKeyboard(count: number): Promise<void>;
}
