import { runInAction } from 'mobx';
import type { Holding } from '../../../domain/holdings/holding';
import type { Failure } from '../../../domain/errors/call-outcome';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { makeViewState } from '../../view-models/view-state';

/** One holding by its product code: /mineRestrictNetWorth, and the start of every redemption page. */
export class HoldingViewModel {
  holding: Holding | null = null;
  state: 'loading' | 'loaded' | 'failed' | 'notHeld' = 'loading';
  /** Why it could not be shown, in the customer's words. */
  message = '';

  constructor(private readonly desk: WealthDesk, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.state = 'loading';
    const outcome = await this.desk.holding(prdCode ?? '');
    runInAction(() => {
      this.holding = outcome.kind === 'ok' ? outcome.value : null;
      this.state = outcome.kind === 'ok' ? 'loaded' : outcome.kind === 'message' ? 'notHeld' : 'failed';
      this.message = outcome.kind === 'message' ? outcome.message : '';
    });
    if (outcome.kind !== 'ok' && outcome.kind !== 'message') await this.failures.present(outcome as Failure<unknown>);
  }
}
