import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { EmptyState } from '../../components/ProductCard';
import { useFocusTrap } from '../../components/use-focus-trap';
import { BROWSE_TEXT } from '../browse/browse-texts';
import type { BuyViewModel } from './buy-view-model';
import { BUY_TEXT, GATE_TEXT } from './purchase-texts';
import { BlockedPanel } from './PurchaseNotes';
import { LostAnswerNote, OrderKeypad } from './OrderAtKeypad';
import { BuyerStepPanel } from './BuyerSteps';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { ROUTES, type PageProps } from '../../app/router';

/** /buy — the purchase button's target: amount, risk statement, keypad (SPEC §2, §4, §5). */
export default observer(function BuyPage({ viewModel, reload }: PageProps<BuyViewModel>) {
  usePageTitle(BUY_TEXT.title);

  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={BUY_TEXT.loadFailed} onRetry={reload} /></main>;
  const product = viewModel.product;
  if (!product) return <main className="page buy" aria-busy="true" />;

  return (
    <main className="page buy">
      <h1 className="buy__name">{product.prdName}</h1>
      <dl className="facts" data-testid="buy-facts">
        <div className="facts__row"><dt>{BUY_TEXT.minimum}</dt><dd>{product.formatPfirstAmt}</dd></div>
        <div className="facts__row"><dt>{BUY_TEXT.remaining}</dt><dd>{viewModel.remainingText}</dd></div>
        {viewModel.incomeUse && <div className="facts__row"><dt>{viewModel.incomeUse.label}</dt><dd>{viewModel.incomeUse.text}</dd></div>}
        {viewModel.feeText && (
          <div className="facts__row"><dt>{BUY_TEXT.fee}</dt><dd>{viewModel.feeText} <Link to={withPrdCode(ROUTES.fees.path, product.prdCode)} className="unbroken">{BUY_TEXT.feeDetails}</Link></dd></div>
        )}
        {viewModel.card && <div className="facts__row facts__row--unbroken"><dt>{BUY_TEXT.card}</dt><dd className="unbroken">{viewModel.card}</dd></div>}
      </dl>
      {viewModel.mayBuy ? viewModel.buyerStep ? <BuyerStepPanel viewModel={viewModel} /> : <AmountForm viewModel={viewModel} /> : <NotYet viewModel={viewModel} />}
      <LostAnswerNote order={viewModel.order} testId="purchase-pending" checkAgainText={BUY_TEXT.checkAgain} />
      <p className="disclosure">{BROWSE_TEXT.disclosure}</p>
      {viewModel.step === 'riskStatement' && <RiskStatement viewModel={viewModel} />}
      <OrderKeypad order={viewModel.order} />
    </main>
  );
});

const AmountForm = observer(function AmountForm({ viewModel }: { viewModel: BuyViewModel }) {
  const id = useId();
  const coolingOff = viewModel.coolingOffNotice;
  return (
    <form className="buy__form" noValidate onSubmit={(event) => { event.preventDefault(); viewModel.confirm(); }}>
      <label htmlFor={id} className="buy__label">{BUY_TEXT.amountLabel}</label>
      <input
        id={id}
        className="buy__amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={BUY_TEXT.amountPlaceholder}
        value={viewModel.amount}
        aria-invalid={viewModel.amountError !== null}
        aria-describedby={viewModel.amountError ? `${id}-error` : undefined}
        onChange={(event) => viewModel.setAmount(event.target.value)}
      />
      {viewModel.amountError && <p id={`${id}-error`} className="buy__error" role="alert" data-testid="amount-error">{viewModel.amountError}</p>}
      {coolingOff && <p id={`${id}-cooling-off`} className="buy__cooling-off" data-testid="cooling-off-notice">{coolingOff}</p>}
      <button type="submit" className="button buy__confirm" disabled={viewModel.step === 'sending'} aria-describedby={coolingOff ? `${id}-cooling-off` : undefined}>{BUY_TEXT.confirm}</button>
    </form>
  );
});

/** A precondition stands in the way (SPEC §4), or the preconditions could not be checked: instead of the amount. */
const NotYet = observer(function NotYet({ viewModel }: { viewModel: BuyViewModel }) {
  const product = viewModel.product!;
  if (viewModel.preconditionsUnknown) return <EmptyState text={GATE_TEXT.unknown} onRetry={() => void viewModel.load(product.prdCode)} />;
  return <BlockedPanel gate={viewModel.gate} product={product} />;
});

/** SPEC §4: the statement's 确认 acts only once the box is ticked; then it closes. */
const RiskStatement = observer(function RiskStatement({ viewModel }: { viewModel: BuyViewModel }) {
  const id = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet, () => viewModel.cancel());
  return (
    <div className="sheet-backdrop">
      <div className="risk-statement" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} ref={sheet} data-testid="risk-statement">
        <h2 id={`${id}-title`}>{BUY_TEXT.riskTitle}</h2>
        <p>{BUY_TEXT.riskStatement}</p>
        <label className="risk-statement__agree">
          <input type="checkbox" checked={viewModel.agreed} onChange={(event) => viewModel.setAgreed(event.target.checked)} />
          {BUY_TEXT.agree}
        </label>
        <div className="risk-statement__actions">
          <button type="button" className="button button--ghost" onClick={() => viewModel.cancel()}>{BUY_TEXT.riskCancel}</button>
          <button type="button" className="button" disabled={!viewModel.agreed} onClick={() => viewModel.acceptRisk()}>{BUY_TEXT.riskConfirm}</button>
        </div>
      </div>
    </div>
  );
});
