import { runInAction } from 'mobx';
import type { Deal } from '../../../domain/holdings/deal';
import { isoDate } from '../../../domain/calendar';
import type { Clock } from '../../../application/ports/system';
import type { FindCancelledDeal } from '../../../application/wealth/cancelled-deal';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { CancelResults } from './cancel-results';
import { cancelledNote } from './deal-cancelling';
import { dealRows } from './deal-rows';
import { makeViewState } from '../../view-models/view-state';

/** /cancelResult: the deal just cancelled is at hand; opened again later (a reload), the bank is asked. */
export class CancelResultViewModel {
  deal: Deal | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';

  constructor(
    private readonly results: CancelResults,
    private readonly findCancelled: FindCancelledDeal,
    private readonly failures: PresentFailure,
    private readonly clock: Clock,
  ) {
    makeViewState(this);
  }

  /** The cancelled deal in rows (the record pages' rows). */
  get rows(): Array<[string, string]> {
    return this.deal ? dealRows(this.deal, isoDate(this.clock.now())) : [];
  }

  /** What the cancel gives back, in words. */
  get returned(): string {
    return this.deal ? cancelledNote(this.deal) : '';
  }

  async load(uniOrderId: string | undefined): Promise<void> {
    const known = this.results.done;
    if (uniOrderId && known?.uniOrderId === uniOrderId) {
      this.deal = known;
      this.state = 'loaded';
      return;
    }
    if (!uniOrderId) {
      this.state = 'loaded';
      return;
    }
    this.state = 'loading';
    const found = await this.findCancelled.run(uniOrderId);
    if (found.kind === 'failed') await this.failures.present(found.failure);
    runInAction(() => {
      this.deal = found.kind === 'cancelled' ? found.deal : null;
      this.state = found.kind === 'failed' ? 'failed' : 'loaded';
    });
  }
}
