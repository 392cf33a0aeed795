/**
 * Issue 34 item 3: how long a scenario waits. Every wait is for something the page or the bank
 * says (a page's state, an answer, a dialog, the page gone quiet); this is only the ceiling past
 * which that signal is taken as never coming: generous on a quiet 2-core machine, and multiplied
 * by WAIT_SCALE on a slower one (WAIT_SCALE=2: twice as long).
 */
export function waitScale(value = process.env.WAIT_SCALE): number {
  const scale = value === undefined || value === '' ? 1 : Number(value);
  if (!(scale >= 1)) throw new Error(`WAIT_SCALE must be a number of at least 1, not "${value}"`);
  return scale;
}

const SCALE = waitScale();

/**
 * The ceiling of one wait: room for the store's 30 s request timeout and what follows it (a lost
 * order is then asked after), on a busy host.
 */
export const CEILING_MS = 60_000 * SCALE;

/**
 * How long the walk's tap waits for a control on screen to take it (visible, still, not under
 * another element): past that, a finger could not tap it either.
 */
export const TAP_CEILING_MS = 2_000 * SCALE;

/** A step may wait for a few signals in a row (a timeout, then the order asked after, then its page). */
export const STEP_CEILING_MS = 3 * CEILING_MS;

/** One part of the walk over every page (route-walk.ts): a page after a bank reset each, every section and popup open. */
export const WALK_PART_CEILING_MS = 10 * CEILING_MS;

/**
 * Reads a state until it is the one looked for (the page's address, the bank's records), or the
 * ceiling passes: the last reading, for the step's assertion to report.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ceilingMs = CEILING_MS): Promise<T> {
  const deadline = Date.now() + ceilingMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
