import { useEffect, useState, type RefObject } from 'react';

/** Where an element counts as in sight: the viewport widened or narrowed by `margin`, with `share` of it inside. */
export interface Sight {
  margin: string;
  share: number;
}

/**
 * Whether the element has come into sight once (it stays true). Without IntersectionObserver (old
 * WebViews) everything counts as seen at once, so nothing waits for a scroll that cannot be observed.
 */
export function useFirstSight(element: RefObject<Element | null>, { margin, share }: Sight): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (!target || seen) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting && e.intersectionRatio >= share) && setSeen(true),
      { rootMargin: margin, threshold: share },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen, margin, share]);
  return seen;
}
