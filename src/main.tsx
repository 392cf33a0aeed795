import './ui/app/styles.css';

// The kept-alive home list restores its own scroll position.
window.history.scrollRestoration = 'manual';

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

// Its own, not the store's (view-models/pause.ts): the entry imports none of the store's code.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/*
 * The store's code is evaluated in three tasks, not one (issue 19 item 5: on a phone evaluating it
 * all at once held the main thread for 150–200 ms): React and its router, then the other
 * libraries (the container, MobX), then the store's own code, which starts the store
 * (src/start.tsx). Each stage is a chunk of its own (vite.config.ts, `FIRST_LOAD_STAGES`); the
 * HTML names all three, so they download together, before any is needed.
 */
void stylesheetsLoaded()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('inversify'))
  .then(nextTask)
  .then(() => import('./start'))
  .then(async ({ start }) => {
    await nextTask();
    await start();
  });
