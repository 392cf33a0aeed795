import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { watched } from './watched';

class Counter {
  value = 0;
  private readonly listeners = new Set<() => void>();

  bump(): void {
    this.value += 1;
    this.listeners.forEach((listener) => listener());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

describe('watched', () => {
  it('lets a reaction that read the object through it run again when the object says it changed', () => {
    const counter = new Counter();
    const read = watched(counter);
    const seen: number[] = [];
    const stop = autorun(() => seen.push(read().value));
    counter.bump();
    counter.bump();
    stop();
    expect(seen).toEqual([0, 1, 2]);
  });
});
