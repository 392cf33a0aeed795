import { makeAutoObservable, runInAction } from 'mobx';
import type { Plan } from '../../../domain/purchase/plan';
import { DIALOG_TEXT } from '../../../domain/errors/messages';
import type { Notifier } from '../../../application/ports/interaction';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { PlanDesk } from '../../../application/ports/plan-desk';
import { PlanAttempt, type PlanOutcome } from '../../../application/purchase/plan-attempt';
import type { PresentFailure } from '../../../application/session/present-failure';
import { type Resolve, TOKENS } from '../../../application/tokens';
import type { PlanResults } from './plan-results';
import { PLAN_PAGE_TEXT } from './plan-texts';

/** /fixedtimestop: the plan, the question, the PIN, and the plan stopped (SPEC §2). */
export class PlanStopViewModel {
  plan: Plan | null = null;
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  step: 'entry' | 'keypad' | 'sending' = 'entry';
  /** The bank's refusal or a lost answer, in words. */
  message: string | null = null;
  private attempt: PlanAttempt | null = null;

  constructor(
    private readonly desk: PlanDesk,
    private readonly results: PlanResults,
    private readonly failures: PresentFailure,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'desk' | 'results' | 'failures' | 'notifier' | 'attempt'>(this, { desk: false, results: false, failures: false, notifier: false, attempt: false });
  }

  async load(planNo: string | undefined): Promise<void> {
    this.state = 'loading';
    const plans = await this.desk.list();
    if (plans.kind !== 'ok') await this.failures.present(plans);
    runInAction(() => {
      this.state = plans.kind === 'ok' ? 'loaded' : 'failed';
      this.plan = plans.kind === 'ok' ? (plans.value.find((p) => p.planNo === planNo) ?? null) : null;
    });
  }

  async stop(): Promise<void> {
    const plan = this.plan;
    if (!plan?.active || this.step !== 'entry') return;
    const sure = await this.notifier.confirm({ title: DIALOG_TEXT.promptTitle, message: PLAN_PAGE_TEXT.stopQuestion, confirmText: PLAN_PAGE_TEXT.stop, cancelText: DIALOG_TEXT.cancel });
    if (!sure) return;
    this.attempt ??= new PlanAttempt(this.desk, this.failures, { planNo: plan.planNo, change: { stop: true } });
    runInAction(() => (this.step = 'keypad'));
  }

  keypadClosed(): void {
    this.step = 'entry';
    this.notifier.toast(PLAN_PAGE_TEXT.unfinished);
  }

  async confirmStop(pin: SealedPin): Promise<void> {
    if (!this.attempt || this.step !== 'keypad') return;
    this.step = 'sending';
    this.settle(await this.attempt.submit(pin));
  }

  private settle(outcome: PlanOutcome): void {
    runInAction(() => {
      this.step = 'entry';
      this.message = outcome.kind === 'done' ? null : outcome.message;
      if (outcome.kind === 'done') this.plan = outcome.plan;
    });
    if (outcome.kind === 'done') this.results.remember('stop', outcome.plan);
  }
}

export const createPlanStopViewModel = (results: PlanResults) => (resolve: Resolve) =>
  new PlanStopViewModel(resolve(TOKENS.planDesk), results, resolve(TOKENS.presentFailure), resolve(TOKENS.notifier));
