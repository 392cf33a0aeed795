import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../app/services';

/** SPEC §9: popups and loading hide 700 ms after a navigation. */
export const HIDE_AFTER_NAVIGATION_MS = 700;

/** Shows while any request is in flight and for 0.7 s after each navigation (SPEC §4). */
export function LoadingIndicator() {
  const requests = useShell().inFlightRequests;
  const busy = useSyncExternalStore(
    (listener) => requests.subscribe(listener),
    () => requests.busy,
  );
  const { key } = useLocation();
  // The location whose 0.7 s have passed; any other location is still settling.
  const [settledKey, setSettledKey] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), HIDE_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [key]);

  if (!busy && settledKey === key) return null;
  return <Spinner />;
}

/**
 * The indicator itself; also what a first load shows while the router fetches the page's chunk.
 * index.html holds the same markup, so it shows before any script has arrived.
 */
export function Spinner() {
  return (
    <div className="loading-indicator" role="status" aria-live="polite" data-testid="loading">
      <svg className="loading-indicator__spinner" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" />
        <circle cx="10" cy="10" r="9" pathLength="4" />
      </svg>
      <span className="visually-hidden">加载中</span>
    </div>
  );
}
