import { useEffect, useState } from 'react';

/** DOMPurify loads with the first server text shown, not with the page. */
const purifier = () => import('dompurify').then((module) => module.default);

/**
 * HTML the bank supplies (rules, notices, warnings), sanitised before it reaches the page:
 * no scripts, no event handlers, no javascript: links. Nothing is rendered until it is clean.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void purifier().then((purify) => current && setClean(purify.sanitize(html, { USE_PROFILES: { html: true } })));
    return () => {
      current = false;
    };
  }, [html]);

  if (clean === null) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
