import { runInAction } from 'mobx';
import type { DivMode } from '../../../domain/purchase/order';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { Notifier } from '../../../application/ports/interaction';
import type { PresentFailure } from '../../../application/session/present-failure';
import { HoldingViewModel } from './holding-view-model';
import { DIVIDEND_PAGE_TEXT } from './wealth-texts';
import { makeViewState } from '../../view-models/view-state';

/** /dividend: a held net-value product's dividend method, 0 reinvest or 1 cash (SPEC §3), changed by modifyDivMode. */
export class DividendViewModel {
  chosen: DivMode | null = null;
  saving = false;
  error: string | null = null;

  constructor(readonly holdingPage: HoldingViewModel, private readonly desk: WealthDesk, private readonly notifier: Notifier, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    await this.holdingPage.load(prdCode);
    runInAction(() => (this.chosen = this.holdingPage.holding?.divMode ?? null));
  }

  choose(divMode: DivMode): void {
    this.chosen = divMode;
    this.error = null;
  }

  get changed(): boolean {
    return this.chosen !== null && this.chosen !== this.holdingPage.holding?.divMode;
  }

  async save(): Promise<void> {
    const holding = this.holdingPage.holding;
    if (!holding || !this.chosen || !this.changed || this.saving) return;
    this.saving = true;
    const outcome = await this.desk.changeDivMode(holding.prdCode, this.chosen);
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'ok') this.holdingPage.holding = outcome.value;
      else this.error = 'message' in outcome ? outcome.message : DIVIDEND_PAGE_TEXT.failed;
    });
    if (outcome.kind === 'ok') this.notifier.toast(DIVIDEND_PAGE_TEXT.saved);
    else if (outcome.kind === 'sessionInvalid') await this.failures.present(outcome);
  }
}
