import type { Failure } from '../../domain/errors/call-outcome';
import type { Plan } from '../../domain/purchase/plan';
import type { PlanDesk } from '../ports/plan-desk';

export type PlanLookup = { kind: 'found'; plan: Plan } | { kind: 'absent' } | { kind: 'failed'; failure: Failure<unknown> };

/** A plan's result page opened again later (a reload): the plan as the bank's list of the customer's plans has it. */
export class FindPlan {
  constructor(private readonly desk: PlanDesk) {}

  async run(planNo: string): Promise<PlanLookup> {
    const list = await this.desk.list();
    if (list.kind !== 'ok') return list.kind === 'absent' ? { kind: 'absent' } : { kind: 'failed', failure: list };
    const plan = list.value.find((one) => one.planNo === planNo);
    return plan ? { kind: 'found', plan } : { kind: 'absent' };
  }
}
