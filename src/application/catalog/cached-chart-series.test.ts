import { describe, expect, it } from 'vitest';
import type { ChartPeriod, ChartPoint } from '../../domain/catalog/performance';
import { ok, type CallOutcome } from '../../domain/errors/call-outcome';
import type { ProductPerformance } from '../ports/product-performance';
import type { SessionKey, SessionStore } from '../ports/system';
import { withCachedChartSeries } from './cached-chart-series';

class Session implements SessionStore {
  readonly values = new Map<SessionKey, string>();
  get = (key: SessionKey) => this.values.get(key) ?? null;
  set = (key: SessionKey, value: string) => void this.values.set(key, value);
  remove = (key: SessionKey) => void this.values.delete(key);
}

const points = (period: ChartPeriod): ChartPoint[] => [{ issDate: '2026-11-20', values: { totNavFormat: `1.000${period}` } }];

function bank(answer: (period: ChartPeriod) => CallOutcome<ChartPoint[]> = (period) => ok(points(period))) {
  const calls: string[] = [];
  const series = (call: string) => async (prdCode: string, period: ChartPeriod) => {
    calls.push(`${call} ${prdCode} ${period}`);
    return answer(period);
  };
  const performance = { navSeries: series('nav'), moneyFundSeries: series('fund'), chartOptions: async () => ok({ ylables: [], xlables: [] }) } as unknown as ProductPerformance;
  return { performance, calls };
}

describe('chart series cached per product and period in the session (SPEC §7)', () => {
  it('asks the bank once per product, call and period', async () => {
    const { performance, calls } = bank();
    const cached = withCachedChartSeries(performance, new Session());
    expect(await cached.navSeries('P1', 2)).toEqual(ok(points(2)));
    expect(await cached.navSeries('P1', 2)).toEqual(ok(points(2)));
    await cached.navSeries('P1', 3);
    await cached.navSeries('P2', 2);
    await cached.moneyFundSeries('P1', 2);
    expect(calls).toEqual(['nav P1 2', 'nav P1 3', 'nav P2 2', 'fund P1 2']);
  });

  it('keeps only answers that arrived', async () => {
    const session = new Session();
    const { performance, calls } = bank(() => ({ kind: 'networkError', message: '错误：服务暂时不可用（500）' }));
    const cached = withCachedChartSeries(performance, session);
    await cached.navSeries('P1', 1);
    await cached.navSeries('P1', 1);
    expect(calls).toHaveLength(2);
    expect(session.values.size).toBe(0);
  });

  it('asks again when what the session kept no longer reads as chart points', async () => {
    const session = new Session();
    session.set('chart.navSeries.P1.4', '{"not":"points"');
    const { performance, calls } = bank();
    expect(await withCachedChartSeries(performance, session).navSeries('P1', 4)).toEqual(ok(points(4)));
    expect(calls).toEqual(['nav P1 4']);
  });

  it('passes every other call straight to the bank', async () => {
    const { performance } = bank();
    expect(await withCachedChartSeries(performance, new Session()).chartOptions('P1')).toEqual(ok({ ylables: [], xlables: [] }));
  });
});
