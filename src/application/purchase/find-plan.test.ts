import { describe, expect, it } from 'vitest';
import { ok, type CallOutcome } from '../../domain/errors/call-outcome';
import type { Plan } from '../../domain/purchase/plan';
import type { PlanDesk } from '../ports/plan-desk';
import { FindPlan } from './find-plan';

const find = (answer: CallOutcome<Plan[]>, planNo = 'P2') => new FindPlan({ list: async () => answer } as unknown as PlanDesk).run(planNo);
const plans = [{ planNo: 'P1' }, { planNo: 'P2' }] as Plan[];

describe('FindPlan: a plan’s result, asked again', () => {
  it('finds the plan by its number in the bank’s list, or says there is none', async () => {
    expect(await find(ok(plans))).toEqual({ kind: 'found', plan: plans[1] });
    expect(await find(ok(plans), 'P9')).toEqual({ kind: 'absent' });
    expect(await find({ kind: 'absent' } as CallOutcome<Plan[]>)).toEqual({ kind: 'absent' });
  });
  it('a failed list is a failure to present', async () => {
    const failure = { kind: 'networkError' } as CallOutcome<Plan[]>;
    expect(await find(failure)).toEqual({ kind: 'failed', failure });
  });
});
