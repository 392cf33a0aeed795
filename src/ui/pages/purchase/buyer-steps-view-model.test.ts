import { describe, expect, it } from 'vitest';
import type { InvestorStatus } from '../../../application/ports/investor-status';
import type { PresentFailure } from '../../../application/session/present-failure';
import { ELDER_READING_SECONDS } from '../../../domain/purchase/buyer-steps';
import { BuyerStepsViewModel } from './buyer-steps-view-model';

const record = { riskLevel: 'C4', riskName: '成长型', evaluatedAt: '2026-10-27', expiryDate: '2027-10-27', counterRiskFlag: '1' };
const kept = { basis: 'assets' as const, amountWan: '600', confirmedAt: '2026-11-26 10:00:00' };

function stepsWith(answer: Awaited<ReturnType<InvestorStatus['confirmQualification']>> = { kind: 'ok', value: kept }) {
  const sent: unknown[] = [];
  const investors: InvestorStatus = {
    qualification: async () => ({ kind: 'ok', value: null }),
    confirmQualification: async (declaration) => {
      sent.push(declaration);
      return answer;
    },
  };
  const presented: unknown[] = [];
  const failures = { present: async (failure: unknown) => void presented.push(failure) } as unknown as PresentFailure;
  const steps = new BuyerStepsViewModel(investors, failures, { now: () => new Date(2026, 10, 26, 9, 5, 7) });
  return { steps, sent, presented };
}

describe('BuyerStepsViewModel: the older customer\'s care (issue 18 item 3)', () => {
  it('keeps the own-decision box closed until the reading time has run, then sends the time with the order', () => {
    const { steps } = stepsWith();
    steps.start(['elderCare'], record);
    expect(steps.customerLevel).toBe('成长型（C4）');
    steps.setOwnDecision(true);
    steps.continueAfterCare();
    expect(steps.current).toBe('elderCare');
    for (let second = 1; second < ELDER_READING_SECONDS; second += 1) steps.tick();
    expect([steps.secondsLeft, steps.mayTickOwnDecision]).toEqual([1, false]);
    steps.tick();
    steps.continueAfterCare();
    expect(steps.current).toBe('elderCare');
    steps.setOwnDecision(true);
    steps.continueAfterCare();
    expect(steps.current).toBeNull();
    expect(steps.elderConfirmedAt).toBe('2026-11-26 09:05:07');
  });

  it('starts afresh on the next check: the reading time again, nothing confirmed', () => {
    const { steps } = stepsWith();
    steps.start(['elderCare'], record);
    for (let second = 0; second < ELDER_READING_SECONDS; second += 1) steps.tick();
    steps.setOwnDecision(true);
    steps.continueAfterCare();
    steps.start(['elderCare'], record);
    expect([steps.secondsLeft, steps.ownDecision, steps.elderConfirmedAt]).toEqual([ELDER_READING_SECONDS, false, null]);
  });
});

describe('BuyerStepsViewModel: the qualified-investor declaration (issue 18 item 6)', () => {
  it('says what falls short before asking the bank, then leaves the step once the bank keeps it', async () => {
    const { steps, sent } = stepsWith();
    steps.start(['qualifiedInvestor', 'elderCare'], record);
    steps.setBasis('assets');
    steps.setAmountWan('600');
    await steps.confirmQualification();
    expect(steps.qualificationError).toBe('合格投资者须具有2年以上投资经历');
    expect(sent).toEqual([]);
    steps.setExperienced(true);
    await steps.confirmQualification();
    expect(sent).toEqual([{ experienced: true, basis: 'assets', amountWan: '600' }]);
    expect(steps.current).toBe('elderCare');
  });

  it('shows the bank\'s refusal in its words and stays; presents a failed call', async () => {
    const refused = stepsWith({ kind: 'message', message: '家庭金融资产须不低于500万元，未达到合格投资者标准' });
    refused.steps.start(['qualifiedInvestor'], null);
    refused.steps.setExperienced(true);
    refused.steps.setBasis('assets');
    refused.steps.setAmountWan('600');
    await refused.steps.confirmQualification();
    expect([refused.steps.qualificationError, refused.steps.current]).toEqual(['家庭金融资产须不低于500万元，未达到合格投资者标准', 'qualifiedInvestor']);

    const failed = stepsWith({ kind: 'networkError', reason: 'timeout' } as never);
    failed.steps.start(['qualifiedInvestor'], null);
    failed.steps.setExperienced(true);
    failed.steps.setBasis('income');
    failed.steps.setAmountWan('40');
    await failed.steps.confirmQualification();
    expect(failed.presented).toHaveLength(1);
    expect(failed.steps.current).toBe('qualifiedInvestor');
  });
});
