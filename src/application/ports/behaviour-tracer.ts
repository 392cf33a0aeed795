/** Behaviour tracing (SPEC §3): fire and forget; it never blocks or fails the customer's action. */
export interface TraceEvent {
  behaviorNo: string;
  behaviorStpNo: string;
  event: string;
  value?: string;
}

export interface BehaviourTracer {
  record(event: TraceEvent): void;
  /** Sends what is queued now (the page is being left). */
  flush(): Promise<void>;
}
