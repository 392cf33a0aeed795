import { runInAction } from 'mobx';
import type { Deal } from '../../../domain/holdings/deal';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { RedemptionResults } from './wealth-results';
import { makeViewState } from '../../view-models/view-state';

/** A redemption's result page: the deal the page was sent with, or (on a reload) the bank's record of it. */
export class RedemptionDoneViewModel {
  deal: Deal | null = null;
  state: 'loading' | 'loaded' | 'missing' = 'loading';

  constructor(private readonly results: RedemptionResults, private readonly desk: WealthDesk) {
    makeViewState(this);
  }

  async load(uniOrderId: string | undefined): Promise<void> {
    const kept = this.results.done;
    if (kept && kept.uniOrderId === uniOrderId) {
      this.deal = kept;
      this.state = 'loaded';
      return;
    }
    const found = uniOrderId ? await this.desk.deal(uniOrderId) : null;
    runInAction(() => {
      this.deal = found?.kind === 'ok' ? found.value : null;
      this.state = this.deal ? 'loaded' : 'missing';
    });
  }
}
