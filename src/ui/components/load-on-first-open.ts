import { makeAutoObservable, runInAction } from 'mobx';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { PresentFailure } from '../../application/session/present-failure';

/**
 * A collapsible section whose text loads the first time it is opened (SPEC §2 trading rules,
 * §4 risk warning). Closing and opening again does not fetch again; a failed load is tried again
 * on the next opening or by retry().
 */
export class LoadOnFirstOpen {
  open = false;
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  /** The text as the bank sent it; empty when there is none (a failed h5 query counts as none). */
  content = '';

  constructor(
    private readonly fetch: () => Promise<CallOutcome<string>>,
    private readonly failures: PresentFailure,
  ) {
    makeAutoObservable<this, 'fetch' | 'failures'>(this, { fetch: false, failures: false });
  }

  /** What the open section shows. */
  get shows(): 'nothing' | 'loading' | 'failed' | 'empty' | 'content' {
    if (!this.open) return 'nothing';
    if (this.state === 'loaded') return this.content.trim() ? 'content' : 'empty';
    return this.state === 'failed' ? 'failed' : 'loading';
  }

  async toggle(): Promise<void> {
    this.open = !this.open;
    if (this.open && (this.state === 'idle' || this.state === 'failed')) await this.retry();
  }

  async retry(): Promise<void> {
    this.state = 'loading';
    const outcome = await this.fetch();
    runInAction(() => {
      this.state = outcome.kind === 'ok' || outcome.kind === 'absent' ? 'loaded' : 'failed';
      this.content = outcome.kind === 'ok' ? outcome.value : '';
    });
    if (outcome.kind !== 'ok' && outcome.kind !== 'absent') await this.failures.present(outcome);
  }
}
