import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { TOKENS } from './application/tokens';
import { browserCanGoBack, browserWorld, buildContainer } from './infrastructure/di/container';
import { RouterNavigator } from './infrastructure/ui-adapters/browser-navigation';
import { preloadDialogsAfterFirstPage } from './infrastructure/ui-adapters/antd-notifier';
import { createAppRouter, storeNavigation } from './ui/app/app-router';
import { ServicesProvider } from './ui/app/services';
import { createShell, createUiStores } from './ui/compose/first-load';
import { nextTask } from './ui/view-models/pause';
import './ui/app/styles.css';

// The kept-alive home list restores its own scroll position.
window.history.scrollRestoration = 'manual';

/**
 * The store starts in tasks of its own, after the one that evaluates the code: on a phone each
 * is long already, and together they would hold the main thread for a quarter of a second. The
 * container and stores, the router, and the root are three tasks (issue 19 item 5: 7× slower, each
 * was 60–90 ms).
 */
async function start(): Promise<void> {
  const navigator = new RouterNavigator(browserCanGoBack);
  const { resolve } = buildContainer(browserWorld(navigator));
  // 长辈版 is on the page before its first render, so nothing jumps (CLS 0), and follows the switch.
  const stores = createUiStores(resolve, (on) => document.documentElement.classList.toggle('elder', on));
  await nextTask();
  const router = createAppRouter({ resolve, stores });
  navigator.attach(storeNavigation(router));
  window.addEventListener('pagehide', () => void resolve(TOKENS.behaviourTracer).flush());

  await nextTask();
  const root = document.getElementById('root')!;
  // The HTML's first screen (issue 19) stays until the first page is ready: the store's first
  // render is that page, which replaces it in one commit, without a flash.
  await firstPageReady(router);
  preloadDialogsAfterFirstPage(root);
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

/**
 * The whole stylesheet comes after the first screen (its own CSS is inline in the HTML, issue 19):
 * the store draws nothing of its own until it is there, so nothing is ever drawn unstyled.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(pending.map((link) => new Promise((done) => {
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true }); // without it the app still works, plainer
  })));
}

void stylesheetsLoaded().then(() => setTimeout(() => void start()));
