import type { BehaviourTracer, TraceEvent } from '../../application/ports/behaviour-tracer';
import type { Clock, Logger } from '../../application/ports/system';
import { TRACE_VERSION, traceTime, type TraceRecord } from '../../domain/tracing/trace-record';
import type { HttpClient } from '../http/http-client';

export const TRACE_BATCH = { size: 10, delayMs: 3000 } as const;

/**
 * Sends trace records in batches (POST behavior). Recording never waits and never fails the
 * customer's action: a failed batch is dropped with a log line.
 */
export class HttpBehaviourTracer implements BehaviourTracer {
  private queue: TraceRecord[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  record(event: TraceEvent): void {
    this.queue.push(this.toRecord(event));
    if (this.queue.length >= TRACE_BATCH.size) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), TRACE_BATCH.delayMs);
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const records = this.queue;
    this.queue = [];
    if (records.length === 0) return;
    const outcome = await this.http.post('behavior', { records });
    if (outcome.kind !== 'ok') this.logger.warn('行为记录未能发送', outcome);
  }

  private toRecord(event: TraceEvent): TraceRecord {
    const now = this.clock.now();
    return {
      behaviorNo: event.behaviorNo,
      behaviorStpNo: event.behaviorStpNo,
      event: event.event,
      value: event.value ?? '',
      time: traceTime({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate(), hour: now.getHours(), minute: now.getMinutes(), second: now.getSeconds() }),
      version: TRACE_VERSION,
      isUseful: '1',
    };
  }
}
