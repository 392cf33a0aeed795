import { describe, expect, it } from 'vitest';
import { freeTop, readTabMemory, tabBox, tabSpot, TAB_MEMORY_DEFAULT, type Box, type TabPlacement } from './persona-tab-spot';

const phone: TabPlacement = { side: 'right', width: 22, height: 80, viewportWidth: 375, viewportHeight: 812, preferredTop: 320 };
const row = (top: number, bottom: number, left = 0, right = 375): Box => ({ top, bottom, left, right });
const covers = (placement: TabPlacement, top: number, controls: Box[]) => {
  const box = tabBox(placement, top);
  return controls.some((c) => box.left < c.right && c.left < box.right && box.top < c.bottom && c.top < box.bottom);
};

describe('the persona tab never covers a control', () => {
  it('keeps its preferred height when nothing is there', () => {
    expect(freeTop(phone, [row(0, 100, 16, 359)])).toBe(320);
  });

  it('moves to the nearest free height when a full-width control is at its place', () => {
    const controls = [row(300, 420), row(200, 290)];
    const top = freeTop(phone, controls)!;
    expect(covers(phone, top, controls)).toBe(false);
    expect(top).toBe(424);
  });

  it('goes up when below is taken to the bottom', () => {
    const controls = [row(300, 812)];
    const top = freeTop(phone, controls)!;
    expect(covers(phone, top, controls)).toBe(false);
    expect(top + phone.height).toBeLessThanOrEqual(300);
  });

  it('a control on the other edge does not move it', () => {
    expect(freeTop(phone, [row(0, 812, 0, 40)])).toBe(320);
  });

  it('takes the other side when its own edge is covered from top to bottom', () => {
    expect(tabSpot(phone, [row(0, 812, 300, 375)])).toEqual({ side: 'left', top: 320 });
  });

  it('says there is no spot when both edges are covered', () => {
    expect(tabSpot(phone, [row(0, 812)])).toBeNull();
  });

  it('stays on the screen whatever height it prefers', () => {
    expect(freeTop({ ...phone, preferredTop: 5000 }, [])).toBe(812 - 80 - 4);
    expect(freeTop({ ...phone, preferredTop: -50 }, [])).toBe(4);
  });
});

describe('what the tab remembers', () => {
  it('reads its folded state and side, and falls back on anything else', () => {
    expect(readTabMemory('{"folded":false,"side":"left"}')).toEqual({ folded: false, side: 'left' });
    expect(readTabMemory('{"side":"up"}')).toEqual({ folded: true, side: 'right' });
    expect(readTabMemory(null)).toEqual(TAB_MEMORY_DEFAULT);
    expect(readTabMemory('not json')).toEqual(TAB_MEMORY_DEFAULT);
  });
});
