import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, the rules a bank's public pages are held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousAxeFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ×${violation.nodes.length}, e.g. ${violation.nodes[0]?.target.join(' ')} — ${violation.help}`);
}

/** The payment keypad as a screen reader meets it: the dialog's name, each key's name, what the live region says. */
export async function keypadAsRead(page: Page, title: string): Promise<{ name: string | null; keys: string[]; status: string }> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  if (!(await dialog.isVisible())) return { name: null, keys: [], status: '' };
  const keys = await dialog.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''));
  return { name: title, keys, status: (await dialog.getByRole('status').textContent())?.trim() ?? '' };
}

/** Presses digit keys of the keypad with the keyboard (Tab to a key, then Enter), as a switch or screen-reader user does. */
export async function pressKeypadByKeyboard(page: Page, title: string, count: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  const digits = dialog.getByRole('button', { name: /^\d$/ });
  for (let pressed = 0; pressed < count; pressed += 1) {
    await digits.nth(pressed).focus();
    await page.keyboard.press('Enter');
  }
}
