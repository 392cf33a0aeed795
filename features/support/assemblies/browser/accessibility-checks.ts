import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, the rules a bank's public pages are held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const serious = ({ violations }: AxeResults, where: string): string[] => violations
  .filter((violation) => BLOCKING.has(violation.impact ?? ''))
  .map((violation) => `${where}: ${violation.id} (${violation.impact}) ×${violation.nodes.length}, e.g. ${violation.nodes[0]?.target.join(' ')} — ${violation.help}`);

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousAxeFindings(page: Page, where: string): Promise<string[]> {
  return serious(await new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS).analyze(), where);
}

let axeSource: string | undefined;

/**
 * The same findings, with axe-core run in the page itself, put there once per document: for a page
 * without a Content-Security-Policy (the walk's context, route-walk.ts), where nothing stops it.
 * About 0.3 s a look instead of AxeBuilder's 1.2 s, which puts axe-core in afresh every time and
 * finishes each run in a blank page of its own; the store has one frame, so the run is the same.
 */
export async function seriousAxeFindingsInPage(page: Page, where: string): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate((tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } })
    .axe.run(document, { runOnly: { type: 'tag', values: tags } }), WCAG_TAGS);
  return serious(results, where);
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
