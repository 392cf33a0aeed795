import type { RequestActivity } from '../ports/request-activity';

/**
 * Counts requests in flight; the loading indicator subscribes to it. Listeners hear only when the
 * store turns busy or idle: a page asking the bank for eight things re-renders nothing eight times.
 */
export class InFlightRequests implements RequestActivity {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  started(): void {
    this.count += 1;
    if (this.count === 1) this.emit();
  }

  ended(): void {
    if (this.count === 0) return;
    this.count -= 1;
    if (this.count === 0) this.emit();
  }

  get active(): number {
    return this.count;
  }

  get busy(): boolean {
    return this.count > 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
