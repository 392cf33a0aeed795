import type { ElementHandle, Page, Request } from 'playwright-core';
import { TAP_CEILING_MS } from '../../patience';
import type { RequestWatch } from './request-watch';

/**
 * The browser assembly's security checks (features/security.feature): the addresses the store
 * makes, the policy's violations, and what of a page could run code (the route walk uses it).
 */

/** Records every Content-Security-Policy violation of the page (an init script). */
export function recordPolicyViolations() {
  const log: string[] = [];
  (window as unknown as { __violations: string[] }).__violations = log;
  document.addEventListener('securitypolicyviolation', (event) => log.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
}

/**
 * The addresses the store itself makes: every request it sends, and every address it puts in the
 * address bar. The links the scenario opens (the customer's own link, and the messaging login's
 * way back, which carries the credentials by design, SPEC §1) are not the store's.
 */
export class StoreAddresses {
  readonly seen: string[] = [];
  private readonly documents = new Set<string>();
  private readonly opened = new Set<string>();

  constructor(page: Page) {
    page.on('request', (request) => this.onRequest(request));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !this.documents.has(frame.url())) this.seen.push(frame.url());
    });
  }

  /** The scenario opens a link, as the customer would. */
  opening(url: string): void {
    this.opened.add(url);
  }

  private onRequest(request: Request): void {
    if (!request.isNavigationRequest()) return void this.seen.push(request.url());
    this.documents.add(request.url());
    const fromLogin = request.redirectedFrom()?.url().includes('/wx/login') ?? false;
    if (!this.opened.has(request.url()) && !fromLogin) this.seen.push(request.url());
  }
}

/**
 * Puts an inline script into the page; whether it ran. Under Trusted Types setting a script's text
 * throws, so the text goes in as a text node, which the browser checks when the script is inserted.
 */
export async function inlineScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.append(document.createTextNode('window.__inlineRan = true'));
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
}

export interface HostileOutcome {
  ran: string[];
  runnable: string[];
  shownAsText: number;
}

/** What of a page could run code: on* attributes, javascript: addresses, frames and plugins. */
export function runnableParts(): string[] {
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'];
  return [...document.querySelectorAll('*')].flatMap((element) => {
    const handlers = [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName} ${attribute.name}`);
    const links = urlAttributes.filter((name) => /^\s*javascript:/i.test((element.getAttribute(name) ?? '').replace(/[\t\n\r]/g, ''))).map((name) => `${element.tagName} ${name}=javascript:`);
    const embedded = ['IFRAME', 'FRAME', 'OBJECT', 'EMBED'].includes(element.tagName) ? [element.tagName] : [];
    return [...handlers, ...links, ...embedded];
  });
}

/**
 * Opens every collapsed section of the page and looks; then opens each popup in turn and looks.
 * Each look waits for what the opening asked the bank. @returns the names of the sections and
 * popup buttons a finger could not tap (another element covers them).
 */
export async function openEverything(page: Page, requests: RequestWatch, look: () => Promise<void>): Promise<string[]> {
  const main = page.locator('main');
  const untappable: string[] = [];
  const tap = async (control: ElementHandle) => {
    const tapped = await control.click({ timeout: TAP_CEILING_MS }).then(() => true, () => false);
    if (!tapped) untappable.push((await control.textContent())?.trim() ?? '(a button without text)');
    return tapped;
  };
  // The toggles themselves, not their places in the list: once one has opened, the list is one shorter.
  for (const toggle of await main.locator('button[aria-expanded="false"]').elementHandles()) await tap(toggle);
  await requests.quiet();
  await look();
  for (const opener of await main.locator('button[aria-haspopup="dialog"]:enabled').elementHandles()) {
    if (!(await tap(opener))) continue;
    await requests.quiet();
    await look();
    await page.keyboard.press('Escape');
  }
  return untappable;
}
