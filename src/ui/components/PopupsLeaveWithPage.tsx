import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../app/services';
import { HIDE_AFTER_NAVIGATION_MS } from './LoadingIndicator';

/**
 * A dialog still open when the customer leaves its page (the phone's back, a link) hides 0.7 s
 * later (SPEC §9), instead of standing over the next page; dialogs opened since stay.
 */
export function PopupsLeaveWithPage() {
  const { notifier } = useShell();
  const { key } = useLocation();
  const shownAt = useRef(key);

  useEffect(() => {
    if (key === shownAt.current) return;
    shownAt.current = key;
    const hide = notifier.popupsNow();
    const timer = setTimeout(hide, HIDE_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [key, notifier]);
  return null;
}
