import { corelib, extend, Runtime } from '@antv/g2';
import type { PlotPoint } from '../../../domain/catalog/chart-data';

/** A line over issue dates; the words around it are the page's, not the chart's. */
export interface LineDrawing {
  points: PlotPoint[];
  label: string;
  unit: string;
}

/** G2's core marks only: the standard library's geo, graph and 3D parts are never used here. */
const Chart = extend(Runtime, corelib());

const BRAND = '#c8152d';
const monthDay = (date: Date) => `${date.getMonth() + 1}-${date.getDate()}`;

function optionsOf(drawing: LineDrawing) {
  return {
    type: 'line',
    data: drawing.points.map((point) => ({ ...point, day: new Date(`${point.issDate}T00:00:00`) })),
    encode: { x: 'day', y: 'value' },
    scale: { y: { nice: true, zero: false } },
    axis: {
      x: { title: false, tickCount: 4, labelFormatter: monthDay },
      y: { title: false, tickCount: 4, labelFormatter: (v: number) => `${v}${drawing.unit}` },
    },
    style: { stroke: BRAND, lineWidth: 2 },
    tooltip: { title: 'issDate', items: [{ channel: 'y', name: drawing.label, valueFormatter: (v: number) => `${v}${drawing.unit}` }] },
    animate: false,
  };
}

/** Draws into the box and returns how to take the drawing down again. */
export function drawLineChart(container: HTMLElement, drawing: LineDrawing, height: number): () => void {
  const chart = new Chart({ container, autoFit: true, height });
  chart.options(optionsOf(drawing) as Parameters<typeof chart.options>[0]);
  void chart.render();
  return () => chart.destroy();
}
