import type { ChartPeriod, ChartPoint } from '../../domain/catalog/performance';
import { ok, type CallOutcome } from '../../domain/errors/call-outcome';
import type { ProductPerformance } from '../ports/product-performance';
import type { SessionStore } from '../ports/system';

type SeriesCall = 'navSeries' | 'moneyFundSeries';

/**
 * Chart series kept in the session per product and period (SPEC §7): switching back to a period,
 * or coming back to the page, does not ask the bank again. Only answers that arrived are kept.
 */
export function withCachedChartSeries(performance: ProductPerformance, session: SessionStore): ProductPerformance {
  const cached = (call: SeriesCall) => async (prdCode: string, period: ChartPeriod): Promise<CallOutcome<ChartPoint[]>> => {
    const key = `chart.${call}.${prdCode}.${period}` as const;
    const kept = readPoints(session.get(key));
    if (kept) return ok(kept);
    const outcome = await performance[call](prdCode, period);
    if (outcome.kind === 'ok') session.set(key, JSON.stringify(outcome.value));
    return outcome;
  };
  return Object.assign(Object.create(performance) as ProductPerformance, { navSeries: cached('navSeries'), moneyFundSeries: cached('moneyFundSeries') });
}

/** What the session kept, if it still reads as chart points (storage can be edited or truncated). */
function readPoints(text: string | null): ChartPoint[] | null {
  if (!text) return null;
  try {
    const points: unknown = JSON.parse(text);
    return Array.isArray(points) && points.every((p) => typeof p?.issDate === 'string' && typeof p?.values === 'object') ? (points as ChartPoint[]) : null;
  } catch {
    return null;
  }
}
