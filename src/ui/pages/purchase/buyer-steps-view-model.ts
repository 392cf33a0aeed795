import { runInAction } from 'mobx';
import type { Product } from '../../../domain/catalog/product';
import { riskInPlainWords } from '../../../domain/catalog/risk-in-plain-words';
import { confirmTime, ELDER_READING_SECONDS, qualificationProblem, type BuyerStep, type QualificationBasis } from '../../../domain/purchase/buyer-steps';
import type { RiskRecord } from '../../../domain/risk/risk-record';
import type { InvestorStatus } from '../../../application/ports/investor-status';
import type { Clock } from '../../../application/ports/system';
import type { PresentFailure } from '../../../application/session/present-failure';
import { makeViewState } from '../../view-models/view-state';

/**
 * /buy's steps before the amount (issue 18, docs/decisions.md): the qualified-investor confirmation of
 * a private product, then an older customer's care for R4 and above. Each, once done, leaves the list;
 * the amount form shows when none is left.
 */
export class BuyerStepsViewModel {
  /** The steps still to take, in order. */
  steps: BuyerStep[] = [];
  /** The customer's level as the risk check read it, e.g. 成长型（C4）; empty when unknown. */
  customerLevel = '';

  // ---- the qualified-investor declaration
  experienced = false;
  basis: QualificationBasis | null = null;
  amountWan = '';
  qualificationError: string | null = null;
  sending = false;

  // ---- the older customer's care
  /** Seconds of reading left before the box can be ticked. */
  secondsLeft = ELDER_READING_SECONDS;
  ownDecision = false;
  /** When the customer confirmed the decision is their own: goes with the order (elderConfirmTime). */
  elderConfirmedAt: string | null = null;

  constructor(private readonly investors: InvestorStatus, private readonly failures: PresentFailure, private readonly clock: Clock) {
    makeViewState(this);
  }

  /** A fresh check's steps: everything declared or ticked before is forgotten. */
  start(steps: BuyerStep[], riskRecord: RiskRecord | null): void {
    this.steps = steps;
    this.customerLevel = riskRecord ? `${riskRecord.riskName}（${riskRecord.riskLevel}）` : '';
    this.experienced = false;
    this.basis = null;
    this.amountWan = '';
    this.qualificationError = null;
    this.secondsLeft = ELDER_READING_SECONDS;
    this.ownDecision = false;
    this.elderConfirmedAt = null;
  }

  get current(): BuyerStep | null {
    return this.steps[0] ?? null;
  }

  /** The product's risks in plain words, for the care step. */
  riskWords(product: Pick<Product, 'riskLevel' | 'riskName'>): string {
    return riskInPlainWords(product) ?? '';
  }

  setExperienced(on: boolean): void {
    this.experienced = on;
    this.qualificationError = null;
  }

  setBasis(basis: QualificationBasis): void {
    this.basis = basis;
    this.qualificationError = null;
  }

  setAmountWan(text: string): void {
    this.amountWan = text;
    this.qualificationError = null;
  }

  /** 确认并继续: the declaration checked here, then kept by the bank; refused in the bank's words. */
  async confirmQualification(): Promise<void> {
    if (this.current !== 'qualifiedInvestor' || this.sending) return;
    const declaration = { experienced: this.experienced, basis: this.basis, amountWan: this.amountWan };
    this.qualificationError = qualificationProblem(declaration);
    if (this.qualificationError) return;
    this.sending = true;
    const outcome = await this.investors.confirmQualification(declaration);
    runInAction(() => {
      this.sending = false;
      if (outcome.kind === 'ok') this.done('qualifiedInvestor');
      else if (outcome.kind === 'message') this.qualificationError = outcome.message;
    });
    if (outcome.kind !== 'ok' && outcome.kind !== 'message') await this.failures.present(outcome);
  }

  /** One second of reading (the page's timer): the box can be ticked at zero. */
  tick(): void {
    if (this.current === 'elderCare' && this.secondsLeft > 0) this.secondsLeft -= 1;
  }

  get mayTickOwnDecision(): boolean {
    return this.secondsLeft === 0;
  }

  setOwnDecision(on: boolean): void {
    if (this.mayTickOwnDecision) this.ownDecision = on;
  }

  /** 继续: only with the box ticked after the reading time; the time goes with the order. */
  continueAfterCare(): void {
    if (this.current !== 'elderCare' || !this.ownDecision) return;
    this.elderConfirmedAt = confirmTime(this.clock.now());
    this.done('elderCare');
  }

  private done(step: BuyerStep): void {
    this.steps = this.steps.filter((s) => s !== step);
  }
}
