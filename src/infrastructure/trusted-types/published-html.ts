import purify from 'dompurify';
import type { TrustedTypePolicy } from 'trusted-types/lib';
import type { SafeHtml } from '../../application/ports/html-sanitizer';
import { storePolicy, whileSanitizing } from './store-policy';

/**
 * The bank's HTML sanitised by DOMPurify, its output made TrustedHTML by the store's one policy
 * (store-policy.ts), so React's innerHTML takes it under `require-trusted-types-for 'script'`.
 * The bank's text is for reading, so it keeps no form controls, and a picture it does not describe
 * is decoration (alt=""): a screen reader then skips it instead of reading out its file name.
 * Loaded with the first server text shown (the container imports it then), not with the page.
 */
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});
const FOR_READING = { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea'] };

export function sanitizePublishedHtml(html: string): SafeHtml {
  const policy = storePolicy();
  return whileSanitizing(() => (policy
    ? purify.sanitize(html, { ...FOR_READING, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy as TrustedTypePolicy })
    : purify.sanitize(html, FOR_READING))) as unknown as SafeHtml;
}
