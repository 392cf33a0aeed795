import { useEffect, useRef } from 'react';
import type { LineDrawing } from './g2-charts';
import { nextTask } from '../../view-models/pause';
import { useFirstSight, type Sight } from '../use-first-sight';

/**
 * A chart counts as seen once half of it shows above the detail pages' bottom bar (about 64 px):
 * a box that only peeks out at the foot of the first screen is not yet being looked at. G2 is
 * heavy (~330 KiB, a third of a second of a mid-range phone's time): a customer who never scrolls
 * to the chart never pays for it, and one who does has the chart's words above it while it draws.
 */
const SEEN: Sight = { margin: '0px 0px -64px 0px', share: 0.5 };

/**
 * A line chart's box of fixed height (no layout shift) that loads G2 only when it comes into view. The summary is the chart in words: shown by the page above it and read here by screen readers.
 */
export function LazyLineChart({ drawing, height, summary, testId }: { drawing: LineDrawing; height: number; summary: string; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useFirstSight(box, SEEN);

  useEffect(() => {
    const element = box.current;
    if (!seen || !element) return;
    let undraw: (() => void) | undefined;
    let cancelled = false;
    import('./g2-charts').then(async ({ drawLineChart }) => {
      // Starting G2 and drawing are each long: apart, neither holds the phone up as long.
      await nextTask();
      if (cancelled) return;
      undraw = drawLineChart(element, drawing, height);
    }, () => undefined); // without the drawing the summary above still tells the whole story
    return () => {
      cancelled = true;
      undraw?.();
    };
  }, [seen, drawing, height]);

  return <div ref={box} className="chart" style={{ height }} role="img" aria-label={summary} data-testid={testId} />;
}
