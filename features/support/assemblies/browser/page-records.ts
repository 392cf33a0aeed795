import type { Page } from 'playwright-core';

/**
 * What a page of the store records of itself for the scenarios, as init scripts: what shows for
 * a moment only (a toast is gone after 2 s, the loading indicator once the page is whole).
 */

/** The page's record of its toasts (recordToasts). */
export interface ToastLog {
  __toasts?: string[];
}

/** Keeps every toast's text, since a toast is gone after 2 s (an init script). */
export function recordToasts() {
  const seen = new WeakSet<Node>();
  const log: string[] = [];
  (window as unknown as ToastLog).__toasts = log;
  new MutationObserver(() => {
    document.querySelectorAll('.adm-toast-main').forEach((node) => {
      if (!seen.has(node) && node.textContent) {
        seen.add(node);
        log.push(node.textContent);
      }
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Notes whether the loading indicator has shown over a page of the store since this document
 * loaded (not index.html's own, before any page): a step that waits for a page to be whole can
 * still tell that the indicator showed while the page's requests were on their way.
 */
export function recordLoadingShown() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('#root main') || !document.querySelector('[data-testid=loading]')) return;
    (window as unknown as { __loadingShown?: boolean }).__loadingShown = true;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Whether the loading indicator has shown over a page since this document loaded (recordLoadingShown). */
export const loadingHasShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __loadingShown?: boolean }).__loadingShown === true);
