import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { HttpClient } from '../http/http-client';
import { HttpBehaviourTracer, TRACE_BATCH } from './http-behaviour-tracer';

function tracer(answer: CallOutcome<unknown>) {
  const posts: Array<{ path: string; body: { records: Array<Record<string, string>> } }> = [];
  const http = { post: async (path: string, body: never) => (posts.push({ path, body }), answer) } as unknown as HttpClient;
  const warnings: string[] = [];
  const clock = { now: () => new Date(2026, 10, 22, 9, 5, 7) };
  return { posts, warnings, tracer: new HttpBehaviourTracer(http, clock, { warn: (m) => void warnings.push(m) }) };
}

const event = { behaviorNo: 'B002', behaviorStpNo: '3', event: 'view', value: 'EXP0000001' };

describe('HttpBehaviourTracer', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a batch after the delay, with the record form of SPEC §3', async () => {
    vi.useFakeTimers();
    const { posts, tracer: t } = tracer({ kind: 'ok', value: { accepted: 1 } });
    t.record(event);
    expect(posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(TRACE_BATCH.delayMs);
    expect(posts).toEqual([{ path: 'behavior', body: { records: [{ ...event, time: '20261122090507', version: '1.3.0', isUseful: '1' }] } }]);
  });

  it('sends at once when the batch is full', async () => {
    const { posts, tracer: t } = tracer({ kind: 'ok', value: {} });
    for (let i = 0; i < TRACE_BATCH.size; i += 1) t.record(event);
    await Promise.resolve();
    expect(posts).toHaveLength(1);
    expect(posts[0].body.records).toHaveLength(TRACE_BATCH.size);
  });

  it('never fails the customer: a refused batch is logged and dropped', async () => {
    const { warnings, tracer: t } = tracer({ kind: 'networkError', message: '错误：x' });
    t.record(event);
    await expect(t.flush()).resolves.toBeUndefined();
    expect(warnings).toEqual(['行为记录未能发送']);
    await expect(t.flush()).resolves.toBeUndefined();
  });
});
