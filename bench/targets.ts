import type { LighthouseFigures } from './lighthouse-run';

/**
 * Issue 19's targets (Lighthouse mobile, simulated slow 4G, calibrated CPU slowdown, median of
 * 3): the one source npm run bench checks against and writes into bench/results.json. The entry
 * budget is scripts/check-bundle.ts's ENTRY_BUDGET_KIB, the one npm test enforces.
 */
export type Family = 'home' | 'shared-link' | 'list' | 'detail' | 'buy' | 'holdings';

export interface RouteTargets {
  maxFcpMs?: number;
  maxLcpMs?: number;
  maxTbtMs?: number;
  minPerformance?: number;
  maxCls: number;
}

/** Every detail family, /list, /buy, /myHome and /currentMoreSum. */
const PAGE: RouteTargets = { maxFcpMs: 1200, maxTbtMs: 150, minPerformance: 95, maxCls: 0 };

export const ROUTE_TARGETS: Readonly<Record<Family, RouteTargets>> = {
  home: { maxFcpMs: 1000, maxLcpMs: 1600, minPerformance: 98, maxCls: 0 },
  // The cold shared link to a net-value detail page: a fresh browser, nothing cached.
  'shared-link': { maxLcpMs: 2200, maxCls: 0 },
  list: PAGE,
  detail: PAGE,
  buy: PAGE,
  holdings: PAGE,
};

type Checked = Pick<LighthouseFigures, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'>;

/** Each target a route's figures miss, in words (none: pass). */
export function missesOf(targets: RouteTargets, { performance, fcpMs, lcpMs, tbtMs, cls }: Checked): string[] {
  const above = (name: string, value: number, max: number | undefined, unit = '') =>
    max !== undefined && value > max ? [`${name} ${value}${unit} > ${max}${unit}`] : [];
  return [
    ...(targets.minPerformance !== undefined && performance < targets.minPerformance ? [`performance ${performance} < ${targets.minPerformance}`] : []),
    ...above('FCP', fcpMs, targets.maxFcpMs, ' ms'),
    ...above('LCP', lcpMs, targets.maxLcpMs, ' ms'),
    ...above('TBT', tbtMs, targets.maxTbtMs, ' ms'),
    ...above('CLS', cls, targets.maxCls),
  ];
}

/** The entry chunk and its static imports against the budget (gzip KiB). */
export const entryMisses = (entryJsGzipKiB: number, budgetKiB: number): string[] =>
  entryJsGzipKiB > budgetKiB ? [`entry JS ${entryJsGzipKiB} KiB > ${budgetKiB} KiB`] : [];
