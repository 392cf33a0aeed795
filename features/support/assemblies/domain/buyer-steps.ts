import { QUALIFICATION_TEXT, type QualificationBasis } from '../../../../src/domain/purchase/buyer-steps';
import { ROUTES } from '../../../../src/ui/app/router';
import type { BuyViewModel } from '../../../../src/ui/pages/purchase/buy-view-model';
import { ELDER_CARE_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { purchase } from '../../../../mock-server/test-requests';
import type { BuyerStepTasks, BuyerStepView } from '../../tasks/buyer-steps';
import { browserOnly, settle, type DomainSession } from './session';

/** The care step's facts as BuyerSteps.tsx shows them. */
function careFacts(buy: BuyViewModel): Record<string, string> {
  const product = buy.product!;
  return {
    [ELDER_CARE_TEXT.productLevel]: product.riskName,
    [ELDER_CARE_TEXT.meaning]: buy.buyerSteps.riskWords(product),
    [ELDER_CARE_TEXT.customerLevel]: buy.buyerSteps.customerLevel || ELDER_CARE_TEXT.unknownLevel,
  };
}

/** What /buy says in the step before the amount (BuyerSteps.tsx), for the page's texts. */
export function buyerStepTexts(buy: BuyViewModel): string[] {
  if (buy.buyerStep === 'qualifiedInvestor') {
    return [QUALIFICATION_TEXT.title, QUALIFICATION_TEXT.intro, QUALIFICATION_TEXT.rule, QUALIFICATION_TEXT.experienced, ...Object.values(QUALIFICATION_TEXT.bases), QUALIFICATION_TEXT.promise, QUALIFICATION_TEXT.confirm];
  }
  const steps = buy.buyerSteps;
  const countdown = steps.mayTickOwnDecision ? ELDER_CARE_TEXT.readingDone : ELDER_CARE_TEXT.reading(steps.secondsLeft);
  return [ELDER_CARE_TEXT.title, ELDER_CARE_TEXT.intro, ...Object.entries(careFacts(buy)).flat(), ELDER_CARE_TEXT.advice, countdown, ELDER_CARE_TEXT.ownDecision, ELDER_CARE_TEXT.continue];
}

const BASIS_BY_WORDS = Object.fromEntries(Object.entries(QUALIFICATION_TEXT.bases).map(([basis, words]) => [words, basis])) as Record<string, QualificationBasis>;

/** Issue 18's steps on /buy, through its view-model; the mock bank in process. */
export class DomainBuyerSteps implements BuyerStepTasks {
  constructor(private readonly session: DomainSession) {}

  get #buying(): BuyViewModel {
    return this.session.showing(ROUTES.buy.path, this.session.pages.buy);
  }

  async buyerStep(): Promise<BuyerStepView | null> {
    const buy = this.#buying;
    const text = buyerStepTexts(buy).join('\n');
    if (buy.buyerStep === 'qualifiedInvestor') return { kind: 'qualifiedInvestor', text };
    return buy.buyerStep === 'elderCare' ? { kind: 'elderCare', text, facts: careFacts(buy) } : null;
  }

  async ownDecisionBox(): Promise<{ countdown: string; enabled: boolean }> {
    const steps = this.#buying.buyerSteps;
    return { countdown: steps.mayTickOwnDecision ? ELDER_CARE_TEXT.readingDone : ELDER_CARE_TEXT.reading(steps.secondsLeft), enabled: steps.mayTickOwnDecision };
  }

  /** The page's timer ticks once a second; here its ticks stand in for the seconds of reading. */
  async readAndConfirmOwnDecision(): Promise<void> {
    const steps = this.#buying.buyerSteps;
    while (!steps.mayTickOwnDecision) steps.tick();
    steps.setOwnDecision(true);
    steps.continueAfterCare();
  }

  async declareQualification(experienced: boolean, basis: string, amountWan: string): Promise<void> {
    const steps = this.#buying.buyerSteps;
    steps.setExperienced(experienced);
    if (BASIS_BY_WORDS[basis]) steps.setBasis(BASIS_BY_WORDS[basis]);
    steps.setAmountWan(amountWan);
    await steps.confirmQualification();
    await settle();
  }

  async qualificationMessage(): Promise<string | null> {
    return this.#buying.buyerSteps.qualificationError;
  }

  buyerStepAccessibility(): Promise<string[]> {
    return browserOnly('axe-core');
  }

  async bankQualification(): Promise<Record<string, string> | null> {
    return (this.session.customer()?.qualifiedInvestor as Record<string, string> | null | undefined) ?? null;
  }

  async orderDirectly(prdCode: string, amt: string): Promise<{ success: boolean; code: string; msg: string }> {
    const answer = await this.session.bank.bank.handle({ method: 'POST', path: '/api/dbank/buyPrd', query: {}, body: purchase(prdCode, amt) });
    return answer.body as { success: boolean; code: string; msg: string };
  }
}
