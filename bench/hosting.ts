import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { startStore } from '../scripts/store-server';
import { startHttpsFront } from './https-front';

/**
 * The servers a bench run loads pages from (the store's preview server, the mock bank and the
 * HTTPS front), in a child process of their own at a lower CPU priority than the browser.
 *
 * On a customer's phone the bank's servers are not on the device, but on this 2-core machine they
 * are: measured on /regularOpen, they took 160–550 ms of CPU during each load (TLS, HTTP/2, Brotli
 * files, the mock bank's answers), against 450–580 ms for Chrome's processes besides the page's
 * renderer. In bench.ts's own process they competed at the same priority as the renderer and
 * lengthened its tasks, which Lighthouse then multiplies by the CPU slowdown. At nice 10 they still
 * answer every request, but yield a core to Chrome whenever both want one. Lighthouse and Chrome
 * stay at normal priority (Chrome is started by Lighthouse from bench.ts's process).
 */
export interface Hosting {
  /** The HTTPS front (HTTP/2), as a bank hosts the store: the address pages are measured at. */
  url: string;
  /** The store itself, over plain HTTP (bench's tap-to-detail, which needs no TLS). */
  storeUrl?: string;
  /** The child process the servers run in. */
  pid: number;
  close(): Promise<void>;
}

const SERVER_NICENESS = 10;

/**
 * Starts the hosting in a child process: the production store with its mock bank behind an HTTPS
 * front, or, given `upstream` (a store already running), only a front for it.
 */
export function startHosting(upstream?: string): Promise<Hosting> {
  // tsx named outright: the bench runs under it, its unit test under vitest.
  const child = fork(new URL(import.meta.url).pathname, ['--serve', ...(upstream ? [upstream] : [])], { stdio: 'inherit', execArgv: ['--import', 'tsx'] });
  setPriority(child.pid!, SERVER_NICENESS);
  return new Promise((started, failed) => {
    child.once('error', failed);
    child.once('exit', (code) => failed(new Error(`the bench's servers stopped before they started (exit ${code})`)));
    child.once('message', (urls: Pick<Hosting, 'url' | 'storeUrl'>) => {
      child.removeAllListeners('exit');
      started({ ...urls, pid: child.pid!, close: () => new Promise((closed) => { child.once('exit', () => closed()); child.disconnect(); }) });
    });
  });
}

/** In the child: start the servers, send their addresses, and close them when the bench lets go. */
async function serve(upstream: string | undefined) {
  const store = upstream ? undefined : await startStore('production', { port: 0, mockPort: 0 });
  const front = await startHttpsFront(upstream ?? store!.url);
  process.once('disconnect', async () => {
    await front.close();
    await store?.close();
    process.exit(0);
  });
  process.send!({ url: front.url, storeUrl: store?.url });
}

if (process.argv[2] === '--serve') await serve(process.argv[3]);
