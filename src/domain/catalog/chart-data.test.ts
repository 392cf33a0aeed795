import { describe, expect, it } from 'vitest';
import {
  CHART_METRICS, chartAllowanceOf, chartChoicesOf, chartSummaryOf, initialPeriodIndex, plotPointsOf, tierAxisTicks, tierBarsOf,
  type ChartAllowance, type ChartMetric,
} from './chart-data';
import type { ChartPoint } from './performance';

const metric = (label: string): ChartMetric => CHART_METRICS.find((m) => m.label === label)!;
const point = (issDate: string, values: Record<string, string>): ChartPoint => ({ issDate, values });

describe('chart metrics (SPEC §3): the label t300001 offers → the series field plotted', () => {
  it.each([
    ['累计净值', 'totNavFormat', 'navSeries'],
    ['近一年年化收益率', 'yearRatioFormat', 'navSeries'],
    ['七日年化收益率', 'sevenDayRatioFormat', 'moneyFundSeries'],
    ['万份收益', 'tenThousandIncomeFormat', 'moneyFundSeries'],
  ])('%s → %s of %s', (label, field, source) => expect(metric(label)).toMatchObject({ field, source }));

  it('plots no unit net value (SPEC §3 names no series field for it) and no seven-day yield (the code)', () => {
    expect(CHART_METRICS.map((m) => m.field)).not.toContain('navFormat');
    expect(CHART_METRICS.map((m) => m.label)).not.toContain('单位净值');
    expect(CHART_METRICS.map((m) => m.label)).not.toContain('近七日收益率');
  });
});

describe('what the code lets a chart show (CBA code 2023-11), as of the latest valuation day', () => {
  const valued = (prdTemplate: string, estabDate: string) => chartAllowanceOf({ prdTemplate, estabDate, navDate: '2026-11-21' });

  it('a net-value product: a month or more, the periods it has lived, the yearly yield from its first year', () => {
    expect(valued('D311', '2023-06-01')).toEqual({ source: 'navSeries', periods: [2, 3, 4], yearFigures: true, withheld: null });
    expect(valued('D300', '2025-11-21')).toEqual({ source: 'navSeries', periods: [2, 3, 4], yearFigures: true, withheld: null });
    expect(valued('D300', '2025-11-22')).toEqual({ source: 'navSeries', periods: [2, 3], yearFigures: false, withheld: null });
    expect(valued('D303', '2026-08-21')).toMatchObject({ periods: [2, 3], yearFigures: false });
    expect(valued('D303', '2026-08-22')).toMatchObject({ periods: [2], yearFigures: false });
    expect(valued('D300', '2026-10-21')).toMatchObject({ periods: [2], withheld: null });
  });

  it('nothing before its first month, nor before it is established, as its past-performance panel', () => {
    expect(valued('D300', '2026-10-22')).toEqual({ source: 'navSeries', periods: [], yearFigures: false, withheld: 'tooYoung' });
    expect(valued('D300', '2026-11-25')).toMatchObject({ periods: [], withheld: 'notEstablished' });
    expect(valued('D300', '')).toMatchObject({ periods: [], withheld: 'notEstablished' });
  });

  it('cash management: its seven-day figures, a week too (the code\'s exception), once it has lived it', () => {
    expect(valued('D310', '2021-11-21')).toEqual({ source: 'moneyFundSeries', periods: [1, 2, 3, 4], yearFigures: true, withheld: null });
    expect(valued('D310', '2026-11-14')).toMatchObject({ periods: [1] });
    expect(valued('D310', '2026-11-15')).toMatchObject({ periods: [], withheld: 'tooYoung' });
    expect(valued('D310', '2026-10-30')).toMatchObject({ periods: [1] });
    expect(valued('D310', '2026-02-26')).toMatchObject({ periods: [1, 2, 3] });
  });
});

describe('chart choices from t300001', () => {
  const netValue: ChartAllowance = { source: 'navSeries', periods: [2, 3, 4], yearFigures: true, withheld: null };
  const cash: ChartAllowance = { source: 'moneyFundSeries', periods: [1, 2, 3, 4], yearFigures: true, withheld: null };

  it('keeps the labels it does not know apart, to be said rather than dropped', () => {
    const choices = chartChoicesOf({ ylables: ['累计净值', '日收益率'], xlables: ['近1月'] }, netValue);
    expect(choices.metrics.map((m) => m.label)).toEqual(['累计净值']);
    expect(choices.unknownLabels).toEqual(['日收益率']);
  });

  it('keeps the offered metrics and periods the code allows, in the bank\'s order', () => {
    const choices = chartChoicesOf({ ylables: ['近一年年化收益率', '累计净值'], xlables: ['近1月', '近3月', '近1年'] }, netValue);
    expect(choices.metrics.map((m) => m.label)).toEqual(['近一年年化收益率', '累计净值']);
    expect(choices.periods).toEqual([{ label: '近1月', period: 2 }, { label: '近3月', period: 3 }, { label: '近1年', period: 4 }]);
  });

  it('leaves out what the code does not allow the product, without calling it unknown', () => {
    const offered = { ylables: ['单位净值', '累计净值', '近一年年化收益率', '近七日收益率', '七日年化收益率'], xlables: ['近7天', '近1月', '近1年'] };
    expect(chartChoicesOf(offered, netValue)).toEqual({
      metrics: [metric('累计净值'), metric('近一年年化收益率')], periods: [{ label: '近1月', period: 2 }, { label: '近1年', period: 4 }], unknownLabels: [], withheld: null,
    });
    expect(chartChoicesOf(offered, { ...netValue, periods: [2, 3], yearFigures: false }).metrics).toEqual([metric('累计净值')]);
    expect(chartChoicesOf({ ylables: ['七日年化收益率', '万份收益'], xlables: ['近7天', '近1月'] }, cash).periods.map((p) => p.label)).toEqual(['近7天', '近1月']);
    expect(chartChoicesOf({ ylables: ['累计净值'], xlables: ['近1月'] }, cash).metrics).toEqual([]);
  });

  it('leaves out labels it does not know', () =>
    expect(chartChoicesOf({ ylables: ['累计净值', '未知'], xlables: ['近5年', '近1年'] }, netValue))
      .toEqual({ metrics: [metric('累计净值')], periods: [{ label: '近1年', period: 4 }], unknownLabels: ['未知'], withheld: null }));

  it('offers no chart without a metric or without a period, and says why when the code is the reason', () => {
    expect(chartChoicesOf({ ylables: [], xlables: ['近1月'] }, netValue)).toEqual({ metrics: [], periods: [], unknownLabels: [], withheld: null });
    expect(chartChoicesOf({ ylables: ['累计净值'], xlables: [] }, netValue)).toEqual({ metrics: [], periods: [], unknownLabels: [], withheld: null });
    const young: ChartAllowance = { ...netValue, periods: [], yearFigures: false, withheld: 'tooYoung' };
    expect(chartChoicesOf({ ylables: ['累计净值'], xlables: ['近1月'] }, young)).toEqual({ metrics: [], periods: [], unknownLabels: [], withheld: 'tooYoung' });
  });

  it('shows the last month first when offered, else the first period', () => {
    expect(initialPeriodIndex([{ label: '近7天', period: 1 }, { label: '近1月', period: 2 }])).toBe(1);
    expect(initialPeriodIndex([{ label: '近1年', period: 4 }])).toBe(0);
  });
});

describe('chart points and summary', () => {
  const points = [
    point('2026-11-18', { totNavFormat: '1.0300', yearRatioFormat: '3.12' }),
    point('2026-11-19', { totNavFormat: '', yearRatioFormat: '3.15' }),
    point('2026-11-20', { totNavFormat: '1.0325', yearRatioFormat: 'abc' }),
    point('2026-11-21', { totNavFormat: '1.0290' }),
  ];
  it('plots only readable values, oldest first', () =>
    expect(plotPointsOf(points, metric('累计净值'))).toEqual([
      { issDate: '2026-11-18', value: 1.03 }, { issDate: '2026-11-20', value: 1.0325 }, { issDate: '2026-11-21', value: 1.029 },
    ]));
  it('says the latest value with its date and the range, in the bank\'s decimals', () =>
    expect(chartSummaryOf(points, metric('累计净值'), '近1月')).toBe('最新累计净值1.0290（2026-11-21），近1月最高1.0325，最低1.0290'));
  it('skips points without the metric (a yearly yield before the first year was out)', () =>
    expect(chartSummaryOf(points, metric('近一年年化收益率'), '近1月')).toBe('最新近一年年化收益率3.15%（2026-11-19），近1月最高3.15%，最低3.12%'));
  it('adds the unit of yields and incomes', () => {
    const cashDays = [point('2026-11-20', { sevenDayRatioFormat: '1.8520', tenThousandIncomeFormat: '0.5071' })];
    expect(chartSummaryOf(cashDays, metric('七日年化收益率'), '近7天')).toBe('最新七日年化收益率1.8520%（2026-11-20），近7天最高1.8520%，最低1.8520%');
    expect(chartSummaryOf(cashDays, metric('万份收益'), '近7天')).toContain('最新万份收益0.5071元');
  });
  it('has nothing to say without points', () => expect(chartSummaryOf([], metric('累计净值'), '近1月')).toBeNull());
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
