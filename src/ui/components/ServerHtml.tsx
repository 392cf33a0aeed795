import { useEffect, useState } from 'react';

/**
 * DOMPurify loads with the first server text shown, not with the page. The bank's text is for
 * reading, so it keeps no form controls, and a picture it does not describe is decoration (alt=""):
 * a screen reader then skips it instead of reading out its file name.
 */
let loading: Promise<typeof import('dompurify').default> | null = null;
const purifier = () => (loading ??= import('dompurify').then(({ default: purify }) => {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purify;
}));
const FOR_READING = { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea'] };

/**
 * HTML the bank supplies (rules, notices, warnings), sanitised before it reaches the page:
 * no scripts, no event handlers, no javascript: links. Nothing is rendered until it is clean.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void purifier().then((purify) => current && setClean(purify.sanitize(html, FOR_READING)));
    return () => {
      current = false;
    };
  }, [html]);

  if (clean === null) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
