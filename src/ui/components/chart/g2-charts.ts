import { Runtime } from '@antv/g2/esm/api/runtime';
import { extend } from '@antv/g2/esm/api/extend';
import { Cartesian } from '@antv/g2/esm/coordinate/cartesian';
import { Constant, Field, Transform, Column } from '@antv/g2/esm/encode/index';
import { Line } from '@antv/g2/esm/mark/line';
import { Category10 } from '@antv/g2/esm/palette/category10';
import { Linear, Ordinal, Time, Identity, Band, Point } from '@antv/g2/esm/scale/index';
import { Light } from '@antv/g2/esm/theme/light';
import { AxisX, AxisY, Legends, LegendCategory } from '@antv/g2/esm/component/index';
import { Tooltip } from '@antv/g2/esm/interaction/tooltip';
import { Inline } from '@antv/g2/esm/data/inline';
import type { PlotPoint } from '../../../domain/catalog/chart-data';
import { allowInertMarkup } from './inert-markup-policy';

// G2's tooltip writes its box as HTML strings: the default policy lets inert markup through (inert-markup-policy.ts).
allowInertMarkup();

/** A line over issue dates; the words around it are the page's, not the chart's. */
export interface LineDrawing {
  points: PlotPoint[];
  label: string;
  unit: string;
}

/** Only what one line over dates needs: G2's standard library (or even its core) would add ~120 KiB gzip of marks never drawn here. */
const Chart = extend(Runtime, {
  'data.inline': Inline,
  'coordinate.cartesian': Cartesian,
  'encode.constant': Constant, 'encode.field': Field, 'encode.transform': Transform, 'encode.column': Column,
  'mark.line': Line,
  'palette.category10': Category10,
  'scale.linear': Linear, 'scale.ordinal': Ordinal, 'scale.time': Time, 'scale.identity': Identity, 'scale.band': Band, 'scale.point': Point,
  'theme.light': Light,
  'component.axisX': AxisX, 'component.axisY': AxisY, 'component.legends': Legends, 'component.legendCategory': LegendCategory,
  'interaction.tooltip': Tooltip,
});

const BRAND = '#c8152d';
const monthDay = (date: Date) => `${date.getMonth() + 1}-${date.getDate()}`;

/** The axis labels in the page's type: the size and colour of the chart's box (larger and darker in 长辈版). */
function labelsOf(container: HTMLElement) {
  const { fontSize, color } = getComputedStyle(container);
  const size = parseFloat(fontSize) || 12;
  return { size, style: { labelFontSize: size, labelFill: color, labelOpacity: 1 } };
}

function optionsOf(drawing: LineDrawing, labels: ReturnType<typeof labelsOf>) {
  return {
    type: 'line',
    data: drawing.points.map((point) => ({ ...point, day: new Date(`${point.issDate}T00:00:00`) })),
    encode: { x: 'day', y: 'value' },
    scale: { y: { nice: true, zero: false } },
    axis: {
      x: { title: false, tickCount: 4, labelFormatter: monthDay, ...labels.style },
      y: { title: false, tickCount: 4, labelFormatter: (v: number) => `${v}${drawing.unit}`, ...labels.style },
    },
    style: { stroke: BRAND, lineWidth: 2 },
    tooltip: { title: 'issDate', items: [{ channel: 'y', name: drawing.label, valueFormatter: (v: number) => `${v}${drawing.unit}` }] },
    // One line, no legend, slider or scrollbar: only the tooltip's interaction is in the library.
    interaction: { sliderFilter: false, legendFilter: false, scrollbarFilter: false },
    animate: false,
    // Fixed margins (room for `1.0325` or `0.5432元`): left to size them itself, G2 measures every
    // label first, a quarter of its drawing time on a phone.
    paddingLeft: 5 * labels.size, paddingBottom: labels.size + 16, paddingTop: 12, paddingRight: 16,
  };
}

/** Draws into the box and returns how to take the drawing down again. */
export function drawLineChart(container: HTMLElement, drawing: LineDrawing, height: number): () => void {
  const chart = new Chart({ container, autoFit: true, height });
  chart.options(optionsOf(drawing, labelsOf(container)) as Parameters<typeof chart.options>[0]);
  void chart.render();
  return () => chart.destroy();
}
