import { observer } from 'mobx-react-lite';
import { DIVIDEND_TEXTS } from '../../../domain/catalog/product-texts';
import type { DivMode } from '../../../domain/purchase/order';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import type { PageProps } from '../../app/router';
import type { DividendViewModel } from './dividend-view-model';
import { DIVIDEND_PAGE_TEXT, HOLDING_PAGE_TEXT } from './wealth-texts';

const MODES: readonly DivMode[] = ['0', '1'];

/** /dividend — how a holding's dividends are paid: reinvested or in cash to the signed card. */
export default observer(function DividendPage({ viewModel, reload }: PageProps<DividendViewModel>) {
  usePageTitle(DIVIDEND_PAGE_TEXT.title);
  const { holdingPage } = viewModel;
  const holding = holdingPage.holding;

  if (holdingPage.state === 'failed') return <main className="page"><EmptyState text={HOLDING_PAGE_TEXT.failed} onRetry={reload} /></main>;
  if (holdingPage.state === 'notHeld') return <main className="page dividend"><EmptyState text={holdingPage.message} /></main>;
  if (!holding) return <main className="page dividend" aria-busy="true" />;

  return (
    <main className="page dividend">
      <h1>{DIVIDEND_PAGE_TEXT.title}</h1>
      <p className="dividend__product">{holding.prdName}</p>
      <form noValidate onSubmit={(event) => { event.preventDefault(); void viewModel.save(); }}>
        <fieldset className="redeem__modes">
          <legend>{DIVIDEND_PAGE_TEXT.choose}</legend>
          {MODES.map((mode) => (
            <label key={mode} className="redeem__mode" data-testid="dividend-option">
              <input type="radio" name="divMode" checked={viewModel.chosen === mode} onChange={() => viewModel.choose(mode)} />
              <span>{DIVIDEND_TEXTS[mode]}{holding.divMode === mode && <small>{DIVIDEND_PAGE_TEXT.current}</small>}</span>
            </label>
          ))}
        </fieldset>
        {viewModel.error && <p className="buy__error" role="alert" data-testid="dividend-error">{viewModel.error}</p>}
        <button type="submit" className="button" disabled={!viewModel.changed || viewModel.saving}>{DIVIDEND_PAGE_TEXT.save}</button>
      </form>
    </main>
  );
});
