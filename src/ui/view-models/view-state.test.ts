import { autorun, isAction, isComputedProp, isObservable, isObservableProp, observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { makeViewState } from './view-state';

/** A port: an instance of a class, with methods. */
class Desk {
  asked = 0;

  fetch(): string {
    this.asked += 1;
    return 'answer';
  }
}

/** Another view-model, observable by itself. */
class Child {
  shown = false;

  constructor() {
    makeViewState(this);
  }
}

class Page {
  title = '';
  count = 0;
  rows: string[] = [];
  draft = { from: '', to: '' };
  drafts = new Map<string, string>();
  chosen = new Set<string>();
  product: { name: string } | null = null;
  readonly child = new Child();
  /** Starts as a collaborator, later replaced: named in the overrides. */
  current: Child = new Child();

  constructor(private readonly desk: Desk, private readonly fetchMore: () => Promise<string[]>) {
    makeViewState(this, { current: true });
  }

  get heading(): string {
    return `${this.title} (${this.count})`;
  }

  load(): void {
    this.title = this.desk.fetch();
    this.count += 1;
  }

  replaceChild(): void {
    this.current = new Child();
  }

  more(): Promise<string[]> {
    return this.fetchMore();
  }
}

const page = () => new Page(new Desk(), () => Promise.resolve([]));

describe('makeViewState', () => {
  it('makes primitives, null, plain objects, arrays, Map and Set observable', () => {
    const view = page();
    for (const field of ['title', 'count', 'rows', 'draft', 'drafts', 'chosen', 'product'] as const) expect(isObservableProp(view, field), field).toBe(true);
    expect([isObservable(view.rows), isObservable(view.draft), isObservable(view.drafts), isObservable(view.chosen)]).toEqual([true, true, true, true]);
  });

  it('leaves a collaborator alone: a port is not wrapped, a function is not turned into an action', () => {
    const desk = new Desk();
    const fetchMore = () => Promise.resolve(['x']);
    const view = new Page(desk, fetchMore);
    const fields = view as unknown as { desk: Desk; fetchMore: () => Promise<string[]> };
    expect([isObservableProp(view, 'desk'), isObservableProp(view, 'fetchMore'), isObservableProp(view, 'child')]).toEqual([false, false, false]);
    expect(fields.desk).toBe(desk);
    expect(isObservable(desk)).toBe(false);
    expect(fields.fetchMore).toBe(fetchMore);
    expect(isAction(fields.fetchMore)).toBe(false);
  });

  it('leaves alone a plain object with a method (a port written as an object literal, options with a callback)', () => {
    class Holder {
      readonly notifier = { toast: (text: string) => text };
      readonly options = { unit: '条', onFailure: () => undefined };
      readonly range = { from: '2026-01-01', to: '2026-01-31' };

      constructor() {
        makeViewState(this);
      }
    }
    const holder = new Holder();
    expect([isObservableProp(holder, 'notifier'), isObservableProp(holder, 'options'), isObservableProp(holder, 'range')]).toEqual([false, false, true]);
    expect([isObservable(holder.notifier), isAction(holder.notifier.toast), isObservable(holder.range)]).toEqual([false, false, true]);
  });

  it('makes getters computed and methods actions', () => {
    const view = page();
    expect(isComputedProp(view, 'heading')).toBe(true);
    expect([isAction(view.load), isAction(view.replaceChild)]).toEqual([true, true]);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(view.heading));
    view.load();
    stop();
    expect(seen).toEqual([' (0)', 'answer (1)']);
  });

  it('keeps a field named in the overrides reactive when it is given another value later', () => {
    const view = page();
    expect(isObservableProp(view, 'current')).toBe(true);
    const seen: Child[] = [];
    const stop = autorun(() => seen.push(view.current));
    const first = view.current;
    view.replaceChild();
    stop();
    expect(seen).toEqual([first, view.current]);
    expect(seen[1]).not.toBe(first);
  });

  it('leaves a view state field alone when the overrides say so, and refuses an override that names no field', () => {
    class Counter {
      shown = 0;
      private generation = 0;

      constructor() {
        makeViewState<this, 'generation'>(this, { generation: false });
      }

      bump(): number {
        return (this.generation += 1);
      }
    }
    const counter = new Counter();
    expect([isObservableProp(counter, 'shown'), isObservableProp(counter, 'generation')]).toEqual([true, false]);
    expect(counter.bump()).toBe(1);

    class Typo {
      value = 1;

      constructor() {
        makeViewState<this, 'valeu'>(this, { valeu: false });
      }
    }
    expect(() => new Typo()).toThrow('valeu is not a field of Typo');
  });

  it('keeps an already observable Map or Set as view state', () => {
    class Holder {
      readonly byCode = observable.map<string, number>();
      readonly codes = observable.set<string>();

      constructor() {
        makeViewState(this);
      }
    }
    const holder = new Holder();
    expect([isObservableProp(holder, 'byCode'), isObservableProp(holder, 'codes')]).toEqual([true, true]);
  });
});
