import { runInAction } from 'mobx';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { PresentFailure } from '../../application/session/present-failure';
import { makeViewState } from './view-state';

/**
 * Data a page loads beside its main content. A failed h5 query ("absent") counts as nothing to
 * show; any other failure reaches the customer through the catalogue and can be loaded again.
 */
export class Loadable<T> {
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  value: T;

  constructor(
    private readonly fetch: () => Promise<CallOutcome<T>>,
    private readonly failures: PresentFailure,
    private readonly nothing: T,
  ) {
    this.value = nothing;
    makeViewState(this, { value: true }); // stays observable whatever T is, a class instance too
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const outcome = await this.fetch();
    runInAction(() => {
      this.state = outcome.kind === 'ok' || outcome.kind === 'absent' ? 'loaded' : 'failed';
      this.value = outcome.kind === 'ok' ? outcome.value : this.nothing;
    });
    if (outcome.kind !== 'ok' && outcome.kind !== 'absent') await this.failures.present(outcome);
  }
}

/** A fetch whose first answer was asked for already (as soon as the page's address was known); loading again asks afresh. */
export function askedFirst<T>(asked: Promise<T>, fetch: () => Promise<T>): () => Promise<T> {
  let first: Promise<T> | null = asked;
  return () => {
    const answer = first ?? fetch();
    first = null;
    return answer;
  };
}
