import { describe, expect, it } from 'vitest';
import { browserWorkers, coresFree, domainWorkers } from './feature-workers';

describe('the feature workers, chosen from the machine (issue 34 item 4)', () => {
  it('a free 2-core machine runs three browser workers and two domain workers', () => {
    expect([browserWorkers(2, 2), domainWorkers(2, 2)]).toEqual([3, 2]);
    expect([browserWorkers(1.85, 2), domainWorkers(1.85, 2)]).toEqual([3, 2]);
  });

  it('half of each core taken: two browser workers, one domain worker; nearly all taken: one of each', () => {
    expect([browserWorkers(1, 2), domainWorkers(1, 2)]).toEqual([2, 1]);
    expect([browserWorkers(0.2, 2), domainWorkers(0.2, 2)]).toEqual([1, 1]);
  });

  it('never more browser workers than cores and one, however free', () => {
    expect(browserWorkers(8, 4)).toBe(5);
  });

  it('reads between nothing and every core free', async () => {
    const free = await coresFree();
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThanOrEqual((await import('node:os')).availableParallelism());
  });
});
