import { describe, expect, it } from 'vitest';
import {
  CHART_METRICS, chartChoicesOf, chartSummaryOf, initialPeriodIndex, plotPointsOf, tierAxisTicks, tierBarsOf, type ChartMetric,
} from './chart-data';
import type { ChartPoint } from './performance';

const metric = (label: string): ChartMetric => CHART_METRICS.find((m) => m.label === label)!;
const point = (issDate: string, values: Record<string, string>): ChartPoint => ({ issDate, values });

describe('chart metrics (SPEC §3): the label t300001 offers → the series field plotted', () => {
  it.each([
    ['单位净值', 'navFormat', 'navSeries'],
    ['累计净值', 'totNavFormat', 'navSeries'],
    ['近一年年化收益率', 'yearRatioFormat', 'navSeries'],
    ['近七日收益率', 'sevenDayYieldFormat', 'navSeries'],
    ['七日年化收益率', 'sevenDayRatioFormat', 'moneyFundSeries'],
    ['万份收益', 'tenThousandIncomeFormat', 'moneyFundSeries'],
  ])('%s → %s of %s', (label, field, source) => expect(metric(label)).toMatchObject({ field, source }));
});

describe('chart choices from t300001', () => {
  it('keeps the labels it does not know apart, to be said rather than dropped', () => {
    const choices = chartChoicesOf({ ylables: ['单位净值', '日收益率'], xlables: ['近1月'] });
    expect(choices.metrics.map((m) => m.label)).toEqual(['单位净值']);
    expect(choices.unknownLabels).toEqual(['日收益率']);
  });

  it('keeps the offered metrics and periods in the bank\'s order', () => {
    const choices = chartChoicesOf({ ylables: ['累计净值', '单位净值'], xlables: ['近7天', '近1月', '近3月', '近1年'] });
    expect(choices.metrics.map((m) => m.label)).toEqual(['累计净值', '单位净值']);
    expect(choices.periods).toEqual([{ label: '近7天', period: 1 }, { label: '近1月', period: 2 }, { label: '近3月', period: 3 }, { label: '近1年', period: 4 }]);
  });
  it('leaves out labels it does not know', () =>
    expect(chartChoicesOf({ ylables: ['单位净值', '未知'], xlables: ['近5年', '近1年'] }))
      .toEqual({ metrics: [metric('单位净值')], periods: [{ label: '近1年', period: 4 }], unknownLabels: ['未知'] }));
  it('offers no chart without a metric or without a period', () => {
    expect(chartChoicesOf({ ylables: [], xlables: ['近7天'] })).toEqual({ metrics: [], periods: [], unknownLabels: [] });
    expect(chartChoicesOf({ ylables: ['单位净值'], xlables: [] })).toEqual({ metrics: [], periods: [], unknownLabels: [] });
  });
  it('shows the last month first when offered, else the first period', () => {
    expect(initialPeriodIndex([{ label: '近7天', period: 1 }, { label: '近1月', period: 2 }])).toBe(1);
    expect(initialPeriodIndex([{ label: '近1年', period: 4 }])).toBe(0);
  });
});

describe('chart points and summary', () => {
  const points = [
    point('2026-11-18', { navFormat: '1.0300', totNavFormat: '1.2300' }),
    point('2026-11-19', { navFormat: '', totNavFormat: '1.2350' }),
    point('2026-11-20', { navFormat: '1.0325', totNavFormat: 'abc' }),
    point('2026-11-21', { navFormat: '1.0290', totNavFormat: '1.2290' }),
  ];
  it('plots only readable values, oldest first', () =>
    expect(plotPointsOf(points, metric('单位净值'))).toEqual([
      { issDate: '2026-11-18', value: 1.03 }, { issDate: '2026-11-20', value: 1.0325 }, { issDate: '2026-11-21', value: 1.029 },
    ]));
  it('says the latest value with its date and the range, in the bank\'s decimals', () =>
    expect(chartSummaryOf(points, metric('单位净值'), '近1月')).toBe('最新单位净值1.0290（2026-11-21），近1月最高1.0325，最低1.0290'));
  it('adds the unit of yields and incomes', () => {
    const cash = [point('2026-11-20', { sevenDayRatioFormat: '1.8520', tenThousandIncomeFormat: '0.5071' })];
    expect(chartSummaryOf(cash, metric('七日年化收益率'), '近7天')).toBe('最新七日年化收益率1.8520%（2026-11-20），近7天最高1.8520%，最低1.8520%');
    expect(chartSummaryOf(cash, metric('万份收益'), '近7天')).toContain('最新万份收益0.5071元');
  });
  it('has nothing to say without points', () => expect(chartSummaryOf([], metric('单位净值'), '近1月')).toBeNull());
});

describe('tier bar chart (SPEC §9: 4 ticks)', () => {
  const tiers = [
    { minHoldDays: 1, maxHoldDays: 6, formatClientRatio: '1.80%' },
    { minHoldDays: 7, maxHoldDays: 29, formatClientRatio: '2.40%' },
    { minHoldDays: 30, maxHoldDays: 0, formatClientRatio: '3.20%' },
  ];
  it('draws one bar per tier, the last open-ended', () =>
    expect(tierBarsOf(tiers)).toEqual([
      { range: '1-6天', rate: 1.8, rateText: '1.80%' }, { range: '7-29天', rate: 2.4, rateText: '2.40%' }, { range: '30天及以上', rate: 3.2, rateText: '3.20%' },
    ]));
  it('skips a tier without a readable rate', () => expect(tierBarsOf([{ minHoldDays: 1, maxHoldDays: 0, formatClientRatio: '' }])).toEqual([]));
  it.each([
    [3.2, [0, 1.5, 3, 4.5]],
    [3, [0, 1.5, 3, 4.5]],
    [4.4, [0, 1.5, 3, 4.5]],
    [4.5, [0, 2, 4, 6]],
    [0.3, [0, 0.5, 1, 1.5]],
    [12, [0, 4.5, 9, 13.5]],
  ])('highest rate %s → ticks %j', (rate, ticks) => expect(tierAxisTicks([{ range: '', rate, rateText: '' }])).toEqual(ticks));
});
