import { makeAutoObservable } from 'mobx';
import type { Plan, PlanSchedule } from '../../../domain/purchase/plan';

export type PlanAction = 'add' | 'update' | 'stop';

/** What /fixedtime keeps while the customer is away from it (SPEC §2: kept alive). */
export interface PlanDraft extends PlanSchedule {
  amount: string;
}

/** Plan state that outlives a page: /fixedtime's drafts by product, and the last plan call's result. */
export class PlanResults {
  drafts = new Map<string, PlanDraft>();
  last: { action: PlanAction; plan: Plan } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** The product's draft, the same (observable) one each time the page opens. */
  draftOf(prdCode: string): PlanDraft {
    if (!this.drafts.has(prdCode)) this.drafts.set(prdCode, { amount: '', period: '3', day: '1' });
    return this.drafts.get(prdCode)!;
  }

  remember(action: PlanAction, plan: Plan): void {
    this.last = { action, plan };
    // A plan in place needs no draft any more.
    if (action === 'add') this.drafts.delete(plan.prdCode);
  }
}
