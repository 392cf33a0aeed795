import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';

/**
 * The store's one Trusted Types policy (docs/security.md "Trusted Types"). The production build's
 * Content-Security-Policy says `require-trusted-types-for 'script'; trusted-types <this name>`, so
 * every HTML or script-URL sink of the page (innerHTML, DOMParser, new Worker, a script's src…)
 * takes only what this policy made, and nothing else may make a policy. It makes:
 * - HTML only while DOMPurify sanitises (`whileSanitizing`): DOMPurify parses the bank's HTML into
 *   an inert document and hands back its clean serialisation through it, so the only HTML the page
 *   can receive is DOMPurify's output;
 * - script URLs only of the build's own files on this origin (`/assets/…js`), and of the blob: copies
 *   `buildWorker` made of such a file after checking its bytes against the page's import map:
 *   pdf.js's worker.
 * Anything else it refuses by throwing, before the sink is reached. The policy object never leaves
 * this folder. scripts/security-headers.ts reads the name from here.
 */
export const STORE_POLICY_NAME = 'wealth-store';

/** The build's own scripts: this origin, under /assets/, a .js or .mjs file. */
const BUILD_SCRIPT = /^\/assets\/[\w.-]+\.m?js$/;

/** What the store policy can make: HTML and script URLs, never script. */
type StorePolicy = Pick<TrustedTypePolicy, 'name' | 'createHTML' | 'createScriptURL'>;

let sanitizing = 0;
/** The blob: addresses of worker files buildWorker checked (their bytes matched the import map). */
const checkedCopies = new Set<string>();
let policy: StorePolicy | null | undefined;

/** Whether a script address is one of the build's own files on the page's origin. */
export function isBuildScript(address: string, origin: string): boolean {
  try {
    const url = new URL(address, origin);
    return url.origin === origin && url.search === '' && url.hash === '' && BUILD_SCRIPT.test(url.pathname);
  } catch {
    return false;
  }
}

/** The policy (made on first use), or null where the browser has no Trusted Types. */
export function storePolicy(host: Partial<TrustedTypesWindow> & { location: { origin: string } } = window as never): StorePolicy | null {
  if (policy !== undefined) return policy;
  const made: StorePolicy | undefined = host.trustedTypes?.createPolicy(STORE_POLICY_NAME, {
    createHTML: (html: string) => {
      if (sanitizing > 0) return html;
      throw new TypeError(`${STORE_POLICY_NAME}: HTML is made only by the sanitiser`);
    },
    createScriptURL: (address: string) => {
      if (isBuildScript(address, host.location.origin) || checkedCopies.has(address)) return address;
      throw new TypeError(`${STORE_POLICY_NAME}: not a script of the build: ${address}`);
    },
  });
  policy = made ?? null;
  return policy;
}

/** Runs DOMPurify with the policy allowed to make HTML for the time of the call. */
export function whileSanitizing<T>(sanitize: () => T): T {
  sanitizing += 1;
  try {
    return sanitize();
  } finally {
    sanitizing -= 1;
  }
}

/** The integrity the page's import map names for a file (scripts/integrity.ts), if any. */
export function importMapIntegrity(address: string, doc: Document = document): string | undefined {
  try {
    const map = JSON.parse(doc.querySelector('script[type="importmap"]')?.textContent ?? '{}') as { integrity?: Record<string, string> };
    const wanted = new URL(address, doc.baseURI).href;
    return Object.entries(map.integrity ?? {}).find(([key]) => new URL(key, doc.baseURI).href === wanted)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * A worker of the build's own (pdf.js's). A worker's script is fetched outside the import map's
 * reach, so where the page's import map names the file's integrity, the file is fetched with it
 * (the fetch fails on any other bytes) and the worker runs a blob: copy of what was checked; the
 * address goes through the policy where Trusted Types are enforced.
 */
export async function buildWorker(address: string, options?: WorkerOptions): Promise<Worker> {
  const integrity = importMapIntegrity(address);
  let source = address;
  if (integrity) {
    const response = await fetch(address, { integrity, credentials: 'same-origin' });
    source = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'text/javascript' }));
    checkedCopies.add(source);
  }
  const trusted = storePolicy()?.createScriptURL(source);
  return new Worker((trusted ?? source) as string, options);
}

/** For tests: forget the policy made. */
export function forgetStorePolicy(): void {
  policy = undefined;
}
