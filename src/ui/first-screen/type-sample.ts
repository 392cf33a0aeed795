/** The first screen's sample of its page's type (first-page-type.tsx). */
export const TYPE_SAMPLE_CLASS = 'type-sample';

/** Sizes laid out per task: a few milliseconds each on a phone, never a long task. */
const STRIKES_PER_TASK = 4;

/**
 * Lays the first screen's type sample out a few sizes at a time, each group in a task of its own,
 * while the page is still loading; the sample goes when the page replaces the first screen.
 */
export async function layOutTypeSample(root: HTMLElement, nextTask: () => Promise<unknown>): Promise<void> {
  const sizes = [...root.querySelectorAll<HTMLElement>(`.${TYPE_SAMPLE_CLASS} > [hidden]`)];
  for (let first = 0; first < sizes.length; first += STRIKES_PER_TASK) {
    await nextTask();
    if (!root.contains(sizes[first])) return; // the page is there already
    for (const size of sizes.slice(first, first + STRIKES_PER_TASK)) size.hidden = false;
    root.getBoundingClientRect(); // their layout, and their fonts, in this task
  }
}
