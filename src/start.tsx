import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { TOKENS } from './application/tokens';
import { browserCanGoBack, browserWorld, buildContainer } from './infrastructure/di/container';
import { RouterNavigator } from './infrastructure/ui-adapters/browser-navigation';
import { preloadDialogs } from './infrastructure/ui-adapters/antd-notifier';
import { afterFirstPage } from './infrastructure/ui-adapters/after-first-page';
import { preloadAxios } from './infrastructure/http/http-client';
import { createAppRouter, storeNavigation } from './ui/app/app-router';
import { ServicesProvider } from './ui/app/services';
import { createShell, createUiStores } from './ui/compose/first-load';
import { afterShown, nextTask } from './ui/view-models/pause';
import { layOutTypeSample } from './ui/first-screen/type-sample';

/**
 * The store starts in tasks of its own, after the ones that evaluate the code (main.tsx): on a
 * phone each is long already, and together they would hold the main thread for a quarter of a
 * second. The container, the stores, the router, and the root are four tasks (issue 19 item 5: at
 * 7× a task over 50 ms delays a tap).
 */
export async function start(): Promise<void> {
  const navigator = new RouterNavigator(browserCanGoBack);
  const { resolve } = buildContainer(browserWorld(navigator));
  await nextTask();
  // 长辈版 is on the page before its first render, so nothing jumps (CLS 0), and follows the switch.
  const stores = createUiStores(resolve, (on) => document.documentElement.classList.toggle('elder', on));
  await nextTask();
  const router = createAppRouter({ resolve, stores });
  navigator.attach(storeNavigation(router));
  window.addEventListener('pagehide', () => void resolve(TOKENS.behaviourTracer).flush());

  const root = document.getElementById('root')!;
  // While the page loads, its fonts are looked up, so its first layout does not wait on them.
  void layOutTypeSample(root, nextTask);
  await nextTask();
  // The HTML's first screen (issue 19) stays until the first page is ready: the store's first
  // render is that page, which replaces it in one commit, without a flash.
  await firstPageReady(router);
  afterFirstPage(root, afterShown, () => {
    preloadDialogs();
    preloadAxios();
  });
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ServicesProvider shell={createShell(resolve)} stores={stores}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </StrictMode>,
    ),
  );
}

/** The router has opened the address's page (its chunk and what its page waits for are there). */
function firstPageReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((ready) => {
    if (router.state.initialized) return ready();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  });
}
