import { runInAction } from 'mobx';
import { isoDate } from '../../../domain/calendar';
import type { Deal } from '../../../domain/holdings/deal';
import { coolingOffAt, type CoolingOff } from '../../../domain/holdings/cooling-off';
import type { Clock } from '../../../application/ports/system';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { DealCancelling } from './deal-cancelling';
import { dealRows } from './deal-rows';
import { makeViewState } from '../../view-models/view-state';

/**
 * The record pages (/recorDatail, /unrecorDatail, /confecorDatail, /confUnrecorDatail,
 * /comfirmeDatail): one deal, asked of the bank by its ?uniOrderId= (queryOrder), so a reload
 * shows it again; a pending one offers 撤单.
 */
export class DealRecordViewModel {
  deal: Deal | null = null;
  /** noId: the address names no deal; notFound: the bank has no such deal of this customer's (查询无记录). */
  state: 'loading' | 'loaded' | 'noId' | 'notFound' | 'failed' = 'loading';
  private asked: string | undefined;

  constructor(
    private readonly desk: WealthDesk,
    private readonly failures: PresentFailure,
    private readonly clock: Clock,
    readonly cancelling: DealCancelling,
  ) {
    makeViewState(this);
  }

  /** The deal in rows, as they apply to it. */
  get rows(): Array<[string, string]> {
    return this.deal ? dealRows(this.deal, isoDate(this.clock.now())) : [];
  }

  /** A private purchase's 冷静期 now (the page reads it every second), or null. */
  coolingOff(): CoolingOff | null {
    return coolingOffAt(this.deal?.coolingOffEnd, this.clock.now());
  }

  /** 撤单 is offered: the bank says the deal may be cancelled, and a cooling-off it has is not over on this page's clock. */
  offersCancel(): boolean {
    return !!this.deal?.cancelable && !this.coolingOff()?.over;
  }

  async load(uniOrderId: string | undefined): Promise<void> {
    this.asked = uniOrderId;
    if (!uniOrderId) {
      this.deal = null;
      this.state = 'noId';
      return;
    }
    this.state = 'loading';
    const found = await this.desk.deal(uniOrderId);
    if (this.asked !== uniOrderId) return;
    // 查询无记录 is an answer (no such deal), not a failure to present.
    if (found.kind !== 'ok' && found.kind !== 'message') await this.failures.present(found);
    runInAction(() => {
      this.deal = found.kind === 'ok' ? found.value : null;
      this.state = found.kind === 'ok' ? 'loaded' : found.kind === 'message' ? 'notFound' : 'failed';
    });
  }

  cancel(): Promise<void> {
    return this.deal ? this.cancelling.cancel(this.deal) : Promise.resolve();
  }
}
