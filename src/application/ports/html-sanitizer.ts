/**
 * HTML the bank publishes (trading rules, notices, risk warnings), made safe to put into the page:
 * no script, no event handler, no javascript: address, no form control. Opaque on purpose: only the
 * sanitiser makes one, so nothing unsanitised can be handed to the page in its place. In a browser
 * with Trusted Types it is the store policy's TrustedHTML (docs/security.md).
 */
export type SafeHtml = { readonly __safeHtml: unique symbol };

export interface HtmlSanitizer {
  sanitize(html: string): Promise<SafeHtml>;
}
