import { describe, expect, it } from 'vitest';
import { timesOf } from './feature-times';

const step = (name: string, ms: number, hidden = false) => ({ keyword: hidden ? 'Before' : '当', name, ...(hidden ? { hidden } : {}), result: { status: 'passed', duration: ms * 1e6 } });

describe('feature times', () => {
  const features = [{
    uri: 'features/a.feature',
    elements: [
      { name: '快', line: 3, type: 'scenario', steps: [step('', 100, true), step('客户打开产品"A"的详情', 200)] },
      { name: '慢', line: 9, type: 'scenario', steps: [step('', 100, true), step('客户打开产品"B"的详情', 900), step('客户等了3秒', 50)] },
      { name: '背景', line: 1, type: 'background', steps: [step('不算', 5000)] },
    ],
  }];

  it('sums hooks and steps per scenario, slowest first, and steps by their text without values', () => {
    const times = timesOf(features);
    expect(times.scenarios.map((s) => [s.where, s.ms])).toEqual([['features/a.feature:9', 1050], ['features/a.feature:3', 300]]);
    expect([times.hooksMs, times.stepsMs]).toEqual([200, 1150]);
    expect(times.byStep.get('客户打开产品"…"的详情')).toEqual({ ms: 1100, count: 2 });
    expect(times.byStep.get('客户等了N秒')).toEqual({ ms: 50, count: 1 });
  });
});
