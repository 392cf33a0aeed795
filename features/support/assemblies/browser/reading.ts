import type { Locator, Page } from 'playwright-core';

/**
 * How any page of the store is read. The functions given to evaluate have no named helpers inside:
 * the test runner's transform would wrap them in a __name the page does not have.
 */

/** A list of facts (dt / dd rows) as name → value. */
export async function factRows(list: Locator): Promise<Record<string, string>> {
  return Object.fromEntries(await list.locator('.facts__row').evaluateAll((rows) => rows.map((row) => [
    (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
  ])));
}

/** The first match's text, or null when there is none. */
export async function textOf(locator: Locator): Promise<string | null> {
  return (await locator.count()) > 0 ? (await locator.first().innerText()).trim() : null;
}

/** What a part of the page says instead of its content (empty, failed), or null. */
export function emptyMessage(scope: Locator): Promise<string | null> {
  return textOf(scope.locator('.empty-state p'));
}

/** The 重新加载 a failed part of the page offers. */
export function reloadButton(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: '重新加载' });
}

/**
 * Each row of a list: its head (the product's name and, where named, its status) under the given
 * names, then its facts (dt → dd).
 */
export function listRows(rows: Locator, head: { name: string; status?: string } = { name: '产品', status: '状态' }): Promise<Array<Record<string, string>>> {
  return rows.evaluateAll((records, names) => records.map((record) => ({
    [names.name]: (record.querySelector('.record__name') as HTMLElement | null)?.innerText.trim() ?? '',
    ...(names.status ? { [names.status]: (record.querySelector('.record__status') as HTMLElement | null)?.innerText.trim() ?? '' } : {}),
    ...Object.fromEntries([...record.querySelectorAll('.facts__row')].map((row) => [
      (row.querySelector('dt') as HTMLElement).innerText.trim(), (row.querySelector('dd') as HTMLElement).innerText.trim(),
    ])),
  })), head);
}
