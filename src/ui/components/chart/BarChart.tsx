import { useId } from 'react';
import type { Gradient } from './gradient';

export interface Bar {
  label: string;
  value: number;
  valueText: string;
}

const WIDTH = 343;
const AXIS = 36;
const TOP = 18;
const BOTTOM = 22;

/**
 * A few bars on a value axis with the given ticks, as SVG: light enough for the first screen,
 * sharp at any zoom. The summary is what a screen reader reads instead of the drawing.
 */
export function BarChart({ bars, ticks, unit, height, summary, testId, gradient }: {
  bars: readonly Bar[];
  ticks: readonly number[];
  unit: string;
  height: number;
  summary: string;
  testId: string;
  /** The bars' fill from top to bottom (exactly two colours: `gradientOf`); the stylesheet's plain colour without it. */
  gradient?: Gradient;
}) {
  const gradientId = useId();
  const top = ticks[ticks.length - 1] || 1;
  const plotHeight = height - TOP - BOTTOM;
  const y = (value: number) => TOP + plotHeight * (1 - value / top);
  const slot = (WIDTH - AXIS) / bars.length;
  const barWidth = Math.min(40, slot * 0.6);
  return (
    <svg className="bar-chart" viewBox={`0 0 ${WIDTH} ${height}`} height={height} role="img" aria-label={summary} data-testid={testId}>
      {gradient && (
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={gradient[0]} />
            <stop offset="100%" stopColor={gradient[1]} />
          </linearGradient>
        </defs>
      )}
      {ticks.map((tick) => (
        <g key={tick} className="bar-chart__tick">
          <line x1={AXIS} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
          <text x={AXIS - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">{`${tick}${unit}`}</text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const x = AXIS + slot * index + (slot - barWidth) / 2;
        return (
          <g key={bar.label} className="bar-chart__bar">
            <rect x={x} y={y(bar.value)} width={barWidth} height={y(0) - y(bar.value)} rx={2} style={gradient ? { fill: `url(#${gradientId})` } : undefined} />
            <text x={x + barWidth / 2} y={y(bar.value) - 4} textAnchor="middle">{bar.valueText}</text>
            <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" className="bar-chart__label">{bar.label}</text>
          </g>
        );
      })}
    </svg>
  );
}
