/**
 * The Trusted Types default policy, for G2's tooltip only (docs/security.md "Trusted Types"). G2's
 * tooltip (@antv/component) builds its box from HTML strings — the box, the title and each item
 * row from fixed templates with the values escaped — assigned to innerHTML (and clears it with
 * `innerHTML = ''`); no option of it avoids a sink. Under `require-trusted-types-for 'script'` a
 * plain string at an HTML sink goes to the default policy, if there is one: this one passes a string
 * only if it is inert markup of the tooltip's kind — div, span, ul and li elements with class,
 * style (no url()), title and data-* attributes and text — and refuses anything else, which the
 * page then reports. It makes no script and no script URL, so nothing can become code through it.
 * Made with G2's module, before the first chart draws.
 */
const TAGS = new Set(['div', 'span', 'ul', 'li']);
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[a-zA-Z][\w:-]*(?:="[^"<>]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /\s+([a-zA-Z][\w:-]*)(?:="([^"<>]*)")?/g;

const inertAttribute = (name: string, value = '') =>
  (['class', 'title'].includes(name) || /^data-[\w-]+$/.test(name) || (name === 'style' && !/url\s*\(|expression|@import|\\/i.test(value)));

/** Whether a string of HTML is inert markup of the tooltip's kind (and nothing else). */
export function isInertMarkup(html: string): boolean {
  let inert = true;
  const text = html.replace(TAG, (_tag, _closing: string, name: string, attributes: string) => {
    if (!TAGS.has(name.toLowerCase())) inert = false;
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) if (!inertAttribute(attribute.toLowerCase(), value)) inert = false;
    return '';
  });
  return inert && !text.includes('<');
}

interface DefaultPolicyFactory {
  createPolicy(name: 'default', rules: { createHTML(html: string): string }): unknown;
}

let made = false;

/** Makes the default policy once, where the browser has Trusted Types. */
export function allowInertMarkup(trustedTypes: DefaultPolicyFactory | undefined = (window as { trustedTypes?: DefaultPolicyFactory }).trustedTypes): void {
  if (made || !trustedTypes) return;
  made = true;
  trustedTypes.createPolicy('default', {
    createHTML: (html: string) => {
      if (isInertMarkup(html)) return html;
      throw new TypeError('default policy: only inert markup of a chart\'s tooltip');
    },
  });
}
