/**
 * The production build's response headers (issue 6, docs/security.md): served by `npm run serve`
 * and the browser assembly, and the ones real hosting must send (docs/security.md shows them as an
 * nginx block). One source: vite.config.ts's preview and docs/security.md both come from here.
 */

/**
 * The Content-Security-Policy. No inline script and no eval anywhere: the build is module files
 * only, and pdf.js runs with isEvalSupported false. Inline *styles* stay allowed because React,
 * antd-mobile and G2 position elements with style attributes. The messaging app's JS-SDK, if a
 * deployment loads it from the messaging app's host, is the one addition real hosting needs in
 * script-src.
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
  // The bank's own pages may frame the store (the bank app's web view does not frame at all).
  'frame-ancestors': ["'self'"],
} as const;

export const cspHeader = (): string =>
  Object.entries(CONTENT_SECURITY_POLICY).map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');

/** Every page and file of the build. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': cspHeader(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The bank's answers (the mock bank sets it on every answer; a real gateway must too). */
export const API_CACHE_CONTROL = 'no-store';
