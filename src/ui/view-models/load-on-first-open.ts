import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { PresentFailure } from '../../application/session/present-failure';
import { Loadable } from './loadable';
import { makeViewState } from './view-state';

/**
 * A collapsible section whose text loads the first time it is opened (SPEC §2 trading rules,
 * §4 risk warning). Closing and opening again does not fetch again; a failed load is tried again
 * on the next opening or by retry().
 */
export class LoadOnFirstOpen {
  open = false;
  private readonly text: Loadable<string>;

  constructor(fetch: () => Promise<CallOutcome<string>>, failures: PresentFailure) {
    this.text = new Loadable(fetch, failures, '');
    makeViewState(this);
  }

  /** The text as the bank sent it; empty when there is none. */
  get content(): string {
    return this.text.value;
  }

  /** What the open section shows. */
  get shows(): 'nothing' | 'loading' | 'failed' | 'empty' | 'content' {
    if (!this.open) return 'nothing';
    const { state } = this.text;
    if (state === 'loaded') return this.content.trim() ? 'content' : 'empty';
    return state === 'failed' ? 'failed' : 'loading';
  }

  async toggle(): Promise<void> {
    this.open = !this.open;
    if (this.open && (this.text.state === 'idle' || this.text.state === 'failed')) await this.retry();
  }

  retry(): Promise<void> {
    return this.text.load();
  }
}
