import { runInAction } from 'mobx';
import type { MaturityWay, TermHolding } from '../../../domain/purchase/maturity';
import type { Notifier } from '../../../application/ports/interaction';
import type { MaturityDesk } from '../../../application/ports/maturity-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { REDEEM_WAY_TEXT } from './redeem-way-texts';
import { makeViewState } from '../../view-models/view-state';

/** /redeemway (SPEC §2): a term holding's maturity method, and the change to it. */
export class RedeemWayViewModel {
  /** The customer's term holdings; without a product in the address the page lists them to choose from. */
  holdings: TermHolding[] = [];
  holding: TermHolding | null = null;
  /** The address names no product (/myHome's shortcut). */
  choosing = false;
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  chosen: MaturityWay = '1';
  saving = false;

  constructor(private readonly desk: MaturityDesk, private readonly failures: PresentFailure, private readonly notifier: Notifier) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.state = 'loading';
    const holdings = await this.desk.termHoldings();
    if (holdings.kind !== 'ok') await this.failures.present(holdings);
    runInAction(() => {
      this.state = holdings.kind === 'ok' ? 'loaded' : 'failed';
      this.holdings = holdings.kind === 'ok' ? holdings.value : [];
      this.choosing = prdCode === undefined;
      this.holding = this.holdings.find((h) => h.prdCode === prdCode) ?? null;
      if (this.holding) this.chosen = this.holding.way;
    });
  }

  choose(way: MaturityWay): void {
    this.chosen = way;
  }

  get changed(): boolean {
    return this.holding !== null && this.chosen !== this.holding.way;
  }

  async save(): Promise<void> {
    const holding = this.holding;
    if (!holding || !this.changed || this.saving) return;
    this.saving = true;
    const saved = await this.desk.setWay(holding.prdCode, this.chosen);
    runInAction(() => {
      this.saving = false;
      if (saved.kind === 'ok') this.holding = saved.value;
    });
    if (saved.kind === 'ok') this.notifier.toast(REDEEM_WAY_TEXT.saved);
    else await this.failures.present(saved);
  }
}
