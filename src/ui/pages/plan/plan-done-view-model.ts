import { makeAutoObservable } from 'mobx';
import { ok } from '../../../domain/errors/call-outcome';
import type { Plan } from '../../../domain/purchase/plan';
import type { PlanDesk } from '../../../application/ports/plan-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { type Resolve, TOKENS } from '../../../application/tokens';
import { Loadable } from '../../components/loadable';
import type { PlanResults } from './plan-results';

/** /fixedtimesuccess: the plan just set up, changed or stopped is at hand; opened again later (a reload), the bank's list is asked. */
export class PlanDoneViewModel {
  private planNo = '';
  private readonly fetched: Loadable<Plan | null>;

  constructor(private readonly results: PlanResults, desk: PlanDesk, failures: PresentFailure) {
    this.fetched = new Loadable<Plan | null>(async () => {
      const list = await desk.list();
      return list.kind === 'ok' ? ok(list.value.find((plan) => plan.planNo === this.planNo) ?? null) : list;
    }, failures, null);
    makeAutoObservable<this, 'results' | 'fetched'>(this, { results: false, fetched: false });
  }

  private get known(): Plan | null {
    const last = this.results.last?.plan;
    return last?.planNo === this.planNo ? last : null;
  }

  get plan(): Plan | null {
    return this.known ?? this.fetched.value;
  }

  /** The bank has answered (or could not): a plan not found can be said. */
  get settled(): boolean {
    return this.fetched.state === 'loaded' || this.fetched.state === 'failed';
  }

  async load(planNo: string | undefined): Promise<void> {
    this.planNo = planNo ?? '';
    if (!this.known) await this.fetched.load();
  }
}

export const createPlanDoneViewModel = (results: PlanResults) => (resolve: Resolve) =>
  new PlanDoneViewModel(results, resolve(TOKENS.planDesk), resolve(TOKENS.presentFailure));
