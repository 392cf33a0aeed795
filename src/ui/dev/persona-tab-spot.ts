/**
 * Where the development persona switcher's folded tab may sit: on the chosen edge of the screen,
 * as near its preferred height as it can be without covering any control of the page. Pure, so
 * it is unit-tested; PersonaPanel measures the page and moves the tab when the page changes.
 */

/** A rectangle in viewport pixels. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type Side = 'left' | 'right';

export interface TabPlacement {
  side: Side;
  /** The tab's size. */
  width: number;
  height: number;
  viewportWidth: number;
  viewportHeight: number;
  /** The height the tab would rather sit at (its top), e.g. 40 % down the screen. */
  preferredTop: number;
}

/** Room kept free around the tab and from the screen's top and bottom. */
export const TAB_MARGIN = 4;
/** How far apart the tried heights are. */
const STEP = 4;

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The tab's box at `top` on its side (with its margin around it). */
export function tabBox(placement: TabPlacement, top: number): Box {
  const left = placement.side === 'left' ? 0 : placement.viewportWidth - placement.width;
  return { top: top - TAB_MARGIN, bottom: top + placement.height + TAB_MARGIN, left, right: left + placement.width + (placement.side === 'left' ? TAB_MARGIN : 0) };
}

/**
 * The top nearest to the preferred one (trying below, then above, a step further each time) at
 * which the tab covers none of `controls`; null when no height on this side is free.
 */
export function freeTop(placement: TabPlacement, controls: readonly Box[]): number | null {
  const lowest = TAB_MARGIN;
  const highest = placement.viewportHeight - placement.height - TAB_MARGIN;
  if (highest < lowest) return null;
  const preferred = Math.min(Math.max(Math.round(placement.preferredTop), lowest), highest);
  const free = (top: number) => !controls.some((control) => overlaps(tabBox(placement, top), control));
  for (let distance = 0; preferred + distance <= highest || preferred - distance >= lowest; distance += STEP) {
    if (preferred + distance <= highest && free(preferred + distance)) return preferred + distance;
    if (distance > 0 && preferred - distance >= lowest && free(preferred - distance)) return preferred - distance;
  }
  return null;
}

/** The tab's spot: a free height on the chosen side, else on the other side, else none (the tab then steps aside, see PersonaPanel). */
export function tabSpot(placement: TabPlacement, controls: readonly Box[]): { side: Side; top: number } | null {
  for (const side of [placement.side, placement.side === 'left' ? 'right' : 'left'] as const) {
    const top = freeTop({ ...placement, side }, controls);
    if (top !== null) return { side, top };
  }
  return null;
}

/** What the switcher remembers in the tab's session (folded, and which side), read defensively. */
export interface TabMemory {
  folded: boolean;
  side: Side;
}

export const TAB_MEMORY_DEFAULT: TabMemory = { folded: true, side: 'right' };

export function readTabMemory(text: string | null): TabMemory {
  try {
    const value = JSON.parse(text ?? '') as Partial<TabMemory>;
    return { folded: value.folded !== false, side: value.side === 'left' ? 'left' : 'right' };
  } catch {
    return TAB_MEMORY_DEFAULT;
  }
}
