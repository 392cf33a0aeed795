/** Resolves after `ms` milliseconds. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves in a task of its own: two long pieces of work separated by it each hold a phone's main
 * thread for their own length only, and a tap or a paint can come in between.
 */
export const nextTask = () => pause(0);

/**
 * A frame reaches the screen a frame or two after the main thread paints it (measured here: 25–60 ms
 * after the commit); work that must come after the customer sees a page waits this long past the frame.
 */
const SHOWN_AFTER_FRAME_MS = 100;

/** Runs `then` once the browser has shown what was just committed, in a task of its own; returns the cancel. */
export function afterShown(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, SHOWN_AFTER_FRAME_MS)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
