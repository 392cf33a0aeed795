import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { Product } from '../../../domain/catalog/product';
import { QUALIFICATION_TEXT, type QualificationBasis } from '../../../domain/purchase/buyer-steps';
import type { BuyViewModel } from './buy-view-model';
import type { BuyerStepsViewModel } from './buyer-steps-view-model';
import { ELDER_CARE_TEXT } from './purchase-texts';
import './buyer-steps.css';

/** Issue 18: the step this purchase takes before the amount, in /buy's own chunk. */
export const BuyerStepPanel = observer(function BuyerStepPanel({ viewModel }: { viewModel: BuyViewModel }) {
  const steps = viewModel.buyerSteps;
  return viewModel.buyerStep === 'qualifiedInvestor' ? <QualifiedInvestorStep steps={steps} /> : <ElderCareStep steps={steps} product={viewModel.product!} />;
});

const BASES = Object.keys(QUALIFICATION_TEXT.bases) as QualificationBasis[];

/** 合格投资者: the criteria in the rule's words, then the customer's declaration. */
const QualifiedInvestorStep = observer(function QualifiedInvestorStep({ steps }: { steps: BuyerStepsViewModel }) {
  const id = useId();
  return (
    <form className="buyer-step" aria-labelledby={`${id}-title`} noValidate data-testid="qualified-investor"
      onSubmit={(event) => { event.preventDefault(); void steps.confirmQualification(); }}>
      <h2 id={`${id}-title`}>{QUALIFICATION_TEXT.title}</h2>
      <p>{QUALIFICATION_TEXT.intro}</p>
      <blockquote className="buyer-step__rule">
        <p>{QUALIFICATION_TEXT.rule}</p>
        <cite>——{QUALIFICATION_TEXT.source}</cite>
      </blockquote>
      <label className="buyer-step__check">
        <input type="checkbox" checked={steps.experienced} onChange={(event) => steps.setExperienced(event.target.checked)} />
        {QUALIFICATION_TEXT.experienced}
      </label>
      <fieldset className="buyer-step__bases">
        <legend>{QUALIFICATION_TEXT.basisLegend}</legend>
        {BASES.map((basis) => (
          <label key={basis} className="buyer-step__check">
            <input type="radio" name={`${id}-basis`} checked={steps.basis === basis} onChange={() => steps.setBasis(basis)} />
            {QUALIFICATION_TEXT.bases[basis]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-amount`} className="buy__label">{QUALIFICATION_TEXT.amountLabel}</label>
      <input id={`${id}-amount`} className="buy__amount" inputMode="numeric" autoComplete="off" value={steps.amountWan}
        aria-invalid={steps.qualificationError !== null} aria-describedby={steps.qualificationError ? `${id}-error` : undefined}
        onChange={(event) => steps.setAmountWan(event.target.value)} />
      {steps.qualificationError && <p id={`${id}-error`} className="buy__error" role="alert" data-testid="qualification-error">{steps.qualificationError}</p>}
      <p className="buyer-step__note">{QUALIFICATION_TEXT.promise}</p>
      <button type="submit" className="button buy__confirm" disabled={steps.sending}>{QUALIFICATION_TEXT.confirm}</button>
    </form>
  );
});

/** The older customer's care: the risks in plain words, the levels side by side, the box after the reading time. */
const ElderCareStep = observer(function ElderCareStep({ steps, product }: { steps: BuyerStepsViewModel; product: Product }) {
  const id = useId();
  useEffect(() => {
    const timer = setInterval(() => steps.tick(), 1000);
    return () => clearInterval(timer);
  }, [steps]);
  return (
    <section className="buyer-step" aria-labelledby={`${id}-title`} data-testid="elder-care">
      <h2 id={`${id}-title`}>{ELDER_CARE_TEXT.title}</h2>
      <p>{ELDER_CARE_TEXT.intro}</p>
      <dl className="facts">
        <div className="facts__row"><dt>{ELDER_CARE_TEXT.productLevel}</dt><dd>{product.riskName}</dd></div>
        <div className="facts__row"><dt>{ELDER_CARE_TEXT.meaning}</dt><dd>{steps.riskWords(product)}</dd></div>
        <div className="facts__row"><dt>{ELDER_CARE_TEXT.customerLevel}</dt><dd>{steps.customerLevel || ELDER_CARE_TEXT.unknownLevel}</dd></div>
      </dl>
      <p>{ELDER_CARE_TEXT.advice}</p>
      {/* The seconds are seen, not announced each second; the end is announced once. */}
      <p id={`${id}-timer`} className="buyer-step__timer" data-testid="elder-countdown">
        {steps.mayTickOwnDecision ? ELDER_CARE_TEXT.readingDone : ELDER_CARE_TEXT.reading(steps.secondsLeft)}
      </p>
      <p className="visually-hidden" aria-live="polite">{steps.mayTickOwnDecision ? ELDER_CARE_TEXT.readingDone : ''}</p>
      <label className="buyer-step__check">
        <input type="checkbox" checked={steps.ownDecision} disabled={!steps.mayTickOwnDecision} aria-describedby={`${id}-timer`}
          onChange={(event) => steps.setOwnDecision(event.target.checked)} />
        {ELDER_CARE_TEXT.ownDecision}
      </label>
      <button type="button" className="button buy__confirm" disabled={!steps.ownDecision} onClick={() => steps.continueAfterCare()}>{ELDER_CARE_TEXT.continue}</button>
    </section>
  );
});
