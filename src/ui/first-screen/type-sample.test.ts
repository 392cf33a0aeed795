import { describe, expect, it } from 'vitest';
import { layOutTypeSample, TYPE_SAMPLE_CLASS } from './type-sample';

/** A first screen's root holding a type sample of `count` sizes: what layOutTypeSample reads of the DOM. */
function firstScreen(count: number) {
  const sizes = Array.from({ length: count }, () => ({ hidden: true }));
  const screen = {
    sizes,
    replaced: false,
    layouts: [] as number[],
    querySelectorAll: (selector: string) => (selector === `.${TYPE_SAMPLE_CLASS} > [hidden]` ? sizes : []),
    contains: () => !screen.replaced,
    getBoundingClientRect: () => screen.layouts.push(sizes.filter((size) => !size.hidden).length),
  };
  return screen;
}

describe('laying out a first screen\'s type sample', () => {
  it('reveals and lays out four sizes per task, each group in a task after the last', async () => {
    const screen = firstScreen(10);
    const revealedAtEachTask: number[] = [];
    await layOutTypeSample(screen as unknown as HTMLElement, async () => revealedAtEachTask.push(screen.sizes.filter((size) => !size.hidden).length));
    expect(revealedAtEachTask).toEqual([0, 4, 8]);
    expect(screen.layouts).toEqual([4, 8, 10]);
  });

  it('stops once the page has replaced the first screen', async () => {
    const screen = firstScreen(10);
    await layOutTypeSample(screen as unknown as HTMLElement, async () => {
      if (screen.layouts.length === 1) screen.replaced = true;
    });
    expect(screen.layouts).toEqual([4]);
    expect(screen.sizes.filter((size) => !size.hidden)).toHaveLength(4);
  });
});
