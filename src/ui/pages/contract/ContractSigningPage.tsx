import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/router';
import { usePageTitle } from '../../components/use-page-title';
import { EmptyState } from '../../components/ProductCard';
import { PaymentKeypad } from '../../components/PaymentKeypad';
import type { ContractSigningViewModel } from './contract-signing-view-model';
import { CONTRACT_TEXT } from './contract-texts';

/** /contractSigning — choose the wealth card and sign with the PIN (SPEC §2, §4). */
export default observer(function ContractSigningPage({ viewModel, reload }: PageProps<ContractSigningViewModel>) {
  usePageTitle(CONTRACT_TEXT.title);

  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={CONTRACT_TEXT.loadFailed} onRetry={reload} /></main>;
  if (viewModel.state === 'loading') return <main className="page contract" aria-busy="true" />;
  const addCard = (
    <button type="button" className="button button--ghost contract__add" disabled={viewModel.step !== 'choose'} aria-busy={viewModel.step === 'adding'}
      onClick={() => void viewModel.addCard()}>
      {viewModel.step === 'adding' ? CONTRACT_TEXT.adding : CONTRACT_TEXT.addCard}
    </button>
  );
  if (viewModel.options.length === 0) {
    return (
      <main className="page contract">
        <h1 className="contract__title">{CONTRACT_TEXT.title}</h1>
        <p className="contract__intro" data-testid="contract-no-cards">{CONTRACT_TEXT.noCards}</p>
        {addCard}
      </main>
    );
  }

  return (
    <main className="page contract">
      <h1 className="contract__title">{CONTRACT_TEXT.title}</h1>
      <p className="contract__intro">{CONTRACT_TEXT.intro}</p>
      <fieldset className="contract__cards">
        <legend>{CONTRACT_TEXT.cards}</legend>
        {viewModel.options.map((card) => (
          <label key={card.cardNo} className="contract__card">
            <input type="radio" name="card" checked={viewModel.selected === card.cardNo} onChange={() => viewModel.select(card.cardNo)} />
            <span className="contract__card-name">{card.label}</span>
            {card.current && <span className="contract__current">{CONTRACT_TEXT.current}</span>}
          </label>
        ))}
      </fieldset>
      {addCard}
      {viewModel.error && <p className="buy__error" role="alert" data-testid="contract-error">{viewModel.error}</p>}
      <button type="button" className="button contract__confirm" disabled={viewModel.step === 'sending' || viewModel.step === 'adding'} onClick={() => viewModel.confirm()}>{CONTRACT_TEXT.confirm}</button>
      {viewModel.step === 'keypad' && <PaymentKeypad onSealed={(pin) => void viewModel.sign(pin)} onClosed={() => viewModel.keypadClosed()} />}
    </main>
  );
});
