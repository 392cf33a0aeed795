import { runInAction } from 'mobx';
import type { Plan } from '../../../domain/purchase/plan';
import type { FindPlan } from '../../../application/purchase/find-plan';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { PlanResults } from './plan-results';
import { makeViewState } from '../../view-models/view-state';

/** /fixedtimesuccess: the plan just set up, changed or stopped is at hand; opened again later (a reload), the bank's list is asked. */
export class PlanDoneViewModel {
  private planNo = '';
  private fetched: Plan | null = null;
  /** The bank has answered (or could not): a plan not found can be said. */
  settled = false;

  constructor(private readonly results: PlanResults, private readonly findPlan: FindPlan, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  private get known(): Plan | null {
    const last = this.results.last?.plan;
    return last?.planNo === this.planNo ? last : null;
  }

  get plan(): Plan | null {
    return this.known ?? this.fetched;
  }

  async load(planNo: string | undefined): Promise<void> {
    this.planNo = planNo ?? '';
    if (this.known) return;
    const found = await this.findPlan.run(this.planNo);
    runInAction(() => {
      this.fetched = found.kind === 'found' ? found.plan : null;
      this.settled = true;
    });
    if (found.kind === 'failed') await this.failures.present(found.failure);
  }
}
