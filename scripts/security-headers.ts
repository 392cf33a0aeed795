/**
 * The production build's response headers (issues 6 and 19, docs/security.md): served by
 * `npm run serve` and the browser assembly, and the ones real hosting must send (docs/security.md
 * shows them as an nginx block). One source: vite.config.ts's preview, scripts/store-server.ts and
 * docs/security.md all come from here.
 *
 * The policy depends on the build in one place: each page's import map (scripts/integrity.ts, the
 * integrity of every script and lazy chunk) is inline JSON, which the policy treats as inline
 * script, so script-src names its SHA-256. `securityHeaders(dist)` reads it from the built pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_POLICY_NAME } from '../src/infrastructure/trusted-types/store-policy.ts';

/**
 * Where the browser sends the policy's violation reports: the mock bank's collector (mock-server
 * README, `POST /__mock/csp-reports`). Real hosting names the bank's own collector here.
 *
 * By `report-uri` alone, not the Reporting API's `report-to` (with `Reporting-Endpoints`): a
 * browser that knows report-to ignores report-uri when both are given, and Chromium's Reporting API
 * sends its reports in batches, later: measured on this machine (Chromium 156 headless), a
 * violation's report-to report had not arrived 100 s after it, while report-uri's arrives at once.
 * Reports that come a minute late or with a closed page's batch cannot show a page's violations;
 * report-uri is deprecated in the standard but sent by Chromium, Firefox and Safari alike
 * (docs/decisions.md "Policy reports").
 */
export const REPORT_PATH = '/__mock/csp-reports';

/**
 * The Content-Security-Policy. No inline script and no eval anywhere: the build is module files
 * only (the import maps by their hashes), and pdf.js runs with isEvalSupported false. Inline
 * *styles* stay allowed because React, antd-mobile and G2 position elements with style attributes.
 * Trusted Types: every HTML and script-URL sink takes only what the store's one policy made
 * (src/infrastructure/trusted-types/store-policy.ts: DOMPurify's output, and the build's own
 * worker), or, for a plain string at an HTML sink, the default policy, which passes only inert
 * markup (G2's tooltip: src/ui/components/chart/inert-markup-policy.ts); no other policy may be made. No page may frame the store: the
 * bank app and the messaging app open it as the web view's own page. The messaging app's JS-SDK, if
 * a deployment loads it from the messaging app's host, is the one addition real hosting needs in
 * script-src (with its own Trusted Types check: it assigns no HTML sink).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  // docs/decisions.md "Framing": the bank app and the messaging app open the store as a page of its own.
  'frame-ancestors': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  // The store's policy, and the default one that lets G2's tooltip write inert markup (src/ui/components/chart/inert-markup-policy.ts).
  'trusted-types': [STORE_POLICY_NAME, 'default'],
  'report-uri': [REPORT_PATH],
} as const;

/** The SHA-256 sources of the inline import maps of every page in `dist` (none when it is not built). */
export function importMapHashes(dist: string): string[] {
  if (!existsSync(dist)) return [];
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const maps = pages.flatMap((page) => [...readFileSync(join(dist, page), 'utf8').matchAll(/<script type="importmap"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]));
  return [...new Set(maps.map((map) => `'sha256-${createHash('sha256').update(map).digest('base64')}'`))].sort();
}

/** The policy's text, with the import maps' hashes of the build in `dist` (if given) in script-src. */
export const cspHeader = (dist?: string): string =>
  Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => [directive, ...sources, ...(directive === 'script-src' && dist ? importMapHashes(dist) : [])].join(' '))
    .join('; ');

/** Every page and file of the build in `dist` (the policy names its import maps' hashes). */
export const securityHeaders = (dist?: string): Record<string, string> => ({
  'Content-Security-Policy': cspHeader(dist),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
});

/** The bank's answers (the mock bank sets it on every answer; a real gateway must too). */
export const API_CACHE_CONTROL = 'no-store';

/**
 * The headers as nginx lines for the build in `dist` (docs/security.md "Hosting"): the policy
 * changes with each build's import map, so hosting takes these lines from the build it serves.
 */
export const nginxHeaders = (dist: string): string =>
  Object.entries(securityHeaders(dist)).map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n');

// `npx tsx scripts/security-headers.ts [dist]` prints them.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) console.log(nginxHeaders(process.argv[2] ?? 'dist'));
