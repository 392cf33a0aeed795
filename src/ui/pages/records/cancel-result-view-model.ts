import { makeAutoObservable, runInAction } from 'mobx';
import { CANCELLED_STATUS, type Deal } from '../../../domain/holdings/deal';
import { isoDate } from '../../../domain/calendar';
import type { Clock } from '../../../application/ports/system';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { type Resolve, TOKENS } from '../../../application/tokens';
import type { CancelResults } from './cancel-results';
import { cancelledNote } from './deal-cancelling';
import { dealRows } from './deal-rows';

/** /cancelResult: the deal just cancelled is at hand; opened again later (a reload), the bank is asked. */
export class CancelResultViewModel {
  deal: Deal | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';

  constructor(private readonly results: CancelResults, private readonly desk: WealthDesk, private readonly failures: PresentFailure, private readonly clock: Clock) {
    makeAutoObservable<this, 'results' | 'desk' | 'failures' | 'clock'>(this, { results: false, desk: false, failures: false, clock: false });
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
    const found = await this.desk.deal(uniOrderId);
    if (found.kind !== 'ok' && found.kind !== 'message') await this.failures.present(found);
    runInAction(() => {
      // Only a deal the bank holds as cancelled is shown as cancelled.
      this.deal = found.kind === 'ok' && found.value.status === CANCELLED_STATUS ? found.value : null;
      this.state = found.kind === 'ok' || found.kind === 'message' ? 'loaded' : 'failed';
    });
  }
}

export const createCancelResultViewModel = (results: CancelResults) => (resolve: Resolve) =>
  new CancelResultViewModel(results, resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure), resolve(TOKENS.clock));
