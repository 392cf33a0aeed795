import { useEffect, useState } from 'react';
import type { SafeHtml } from '../../application/ports/html-sanitizer';
import { useShell } from '../app/services';

/**
 * HTML the bank supplies (rules, notices, warnings), sanitised before it reaches the page (the
 * shell's HtmlSanitizer: DOMPurify, loaded with the first server text shown, its output a
 * TrustedHTML of the store's one Trusted Types policy): no scripts, no event handlers, no
 * javascript: links, no form controls. Nothing is rendered until it is clean.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const sanitizer = useShell().htmlSanitizer;
  const [clean, setClean] = useState<SafeHtml | null>(null);

  useEffect(() => {
    let current = true;
    void sanitizer.sanitize(html).then((safe) => current && setClean(safe));
    return () => {
      current = false;
    };
  }, [html, sanitizer]);

  if (clean === null) return null;
  // A SafeHtml is DOMPurify's output: a TrustedHTML where the browser enforces Trusted Types, else its string.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean as unknown as string }} />;
}
