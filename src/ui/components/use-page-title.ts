import { useEffect } from 'react';

/** The document title, which the bank app and the messaging app show in their title bar. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
