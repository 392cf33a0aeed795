/**
 * Runs `then` once the store's first page in `root` is on screen (every page is a <main>; a page
 * still loading its data is aria-busy) and the browser is idle: what it loads (the dialogs, axios)
 * must not compete on a slow network with the page's own chunk and data, yet the first dialog or
 * call should not wait for the network. What `root` holds before the store renders (the
 * prerendered first screen) does not count.
 * @param afterShown runs its callback once what was just committed is on screen
 */
export function afterFirstPage(root: HTMLElement, afterShown: (then: () => void) => void, then: () => void): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
  const pageShown = () => root.querySelector('main:not([aria-busy="true"])') !== null;
  const observer = new MutationObserver(() => {
    if (!pageShown()) return;
    observer.disconnect();
    afterShown(() => idle(then));
  });
  observer.observe(root, { childList: true, subtree: true, attributeFilter: ['aria-busy'] });
}
