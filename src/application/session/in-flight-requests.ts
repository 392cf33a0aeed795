import type { RequestActivity } from '../ports/request-activity';

/** Counts requests in flight; the loading indicator subscribes to it. */
export class InFlightRequests implements RequestActivity {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  started(): void {
    this.count += 1;
    this.emit();
  }

  ended(): void {
    this.count = Math.max(0, this.count - 1);
    this.emit();
  }

  get active(): number {
    return this.count;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
