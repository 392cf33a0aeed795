import { describe, expect, it } from 'vitest';
import { CPUNode } from '@paulirish/trace_engine/models/trace/lantern/graph/CPUNode.js';
import { simulateTasksFromThreadTime } from './thread-time';

type TaskEvent = ConstructorParameters<typeof CPUNode>[0];
const task = (fields: { ts: number; dur: number; tdur?: number }) => new CPUNode({ name: 'RunTask', ph: 'X', pid: 1, tid: 1, cat: 'toplevel', args: {}, ...fields } as unknown as TaskEvent);

describe('the simulation counts a task\'s CPU, not its wall time (issue 34 item 5)', () => {
  simulateTasksFromThreadTime();

  it('takes a task\'s thread time where the trace has it: a 73 ms layout that used 6 ms of CPU costs 6 ms', () => {
    expect(task({ ts: 1000, dur: 73_000, tdur: 6_000 }).duration).toBe(6_000);
  });

  it('keeps the wall time where the trace has no thread time, and never counts more than the wall time', () => {
    expect(task({ ts: 1000, dur: 20_000 }).duration).toBe(20_000);
    expect(task({ ts: 1000, dur: 20_000, tdur: 25_000 }).duration).toBe(20_000);
  });

  it('leaves where the task starts and ends as the trace has them (the graph Lantern builds)', () => {
    const node = task({ ts: 1000, dur: 73_000, tdur: 6_000 });
    expect([node.startTime, node.endTime]).toEqual([1000, 74_000]);
  });
});
