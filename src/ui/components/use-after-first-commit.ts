import { startTransition, useEffect, useState } from 'react';

/**
 * False in a page's first commit, true a task later (as a transition, which React renders in
 * slices): what a page draws below its first screen waits for it, so the first commit and its
 * layout, each one long task on a phone, hold only what the customer sees first (issue 19 item 5).
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setAfter(true)));
    return () => clearTimeout(timer);
  }, []);
  return after;
}
