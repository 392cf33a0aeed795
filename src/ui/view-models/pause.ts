/** Resolves after `ms` milliseconds. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves in a task of its own: two long pieces of work separated by it each hold a phone's main
 * thread for their own length only, and a tap or a paint can come in between.
 */
export const nextTask = () => pause(0);
