import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { formatYuan } from '../../../domain/money/money';
import { formatShares, isZeroShares } from '../../../domain/holdings/shares';
import type { PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { LostAnswerNote, OrderKeypad } from '../purchase/OrderAtKeypad';
import type { RedemptionViewModel } from './redemption-view-model';
import { REDEEM_TEXT } from './wealth-texts';

/** /redemption, /networthRedemption, /currencyRedemption — the volume, the keypad, one redemption per confirmation. */
export default observer(function RedemptionPage({ viewModel, reload }: PageProps<RedemptionViewModel>) {
  usePageTitle(REDEEM_TEXT.title);

  const { holdingPage, holding } = viewModel;
  if (holdingPage.state === 'failed') return <main className="page"><EmptyState text={REDEEM_TEXT.loadFailed} onRetry={reload} /></main>;
  if (holdingPage.state === 'notHeld') return <main className="page redeem"><EmptyState text={holdingPage.message} /></main>;
  if (!holding || !holding.redeemable || viewModel.quotaPending) return <main className="page redeem" aria-busy="true" />;

  return (
    <main className="page redeem">
      <h1 className="buy__name">{holding.prdName}</h1>
      <dl className="facts" data-testid="redeem-facts">
        <div className="facts__row"><dt>{REDEEM_TEXT.held}</dt><dd>{formatShares(holding.vol)}</dd></div>
      </dl>
      {!isZeroShares(holding.minHoldVol) && <p className="redeem__note">{REDEEM_TEXT.retained(formatShares(holding.minHoldVol))}</p>}
      {viewModel.quota && <ModeChoice viewModel={viewModel} />}
      <VolumeForm viewModel={viewModel} />
      <LostAnswerNote order={viewModel.order} testId="redeem-pending" checkAgainText={REDEEM_TEXT.checkAgain} />
      <OrderKeypad order={viewModel.order} />
    </main>
  );
});

/** Cash management: 普通赎回 or 快速赎回 (within today's allowance). */
const ModeChoice = observer(function ModeChoice({ viewModel }: { viewModel: RedemptionViewModel }) {
  const quota = viewModel.quota!;
  return (
    <fieldset className="redeem__modes">
      <legend>{REDEEM_TEXT.modeLabel}</legend>
      <label className="redeem__mode">
        <input type="radio" name="mode" checked={viewModel.mode === 'normal'} onChange={() => viewModel.setMode('normal')} />
        <span>{REDEEM_TEXT.normal}<small>{REDEEM_TEXT.normalNote}</small></span>
      </label>
      <label className="redeem__mode">
        <input type="radio" name="mode" checked={viewModel.mode === 'fast'} onChange={() => viewModel.setMode('fast')} />
        <span>{REDEEM_TEXT.fast}<small>{REDEEM_TEXT.fastNote}</small></span>
      </label>
      <p className="redeem__quota" data-testid="fast-quota">{REDEEM_TEXT.quota(formatYuan(quota.left), formatYuan(quota.dailyLimit))}</p>
    </fieldset>
  );
});

const VolumeForm = observer(function VolumeForm({ viewModel }: { viewModel: RedemptionViewModel }) {
  const id = useId();
  return (
    <form className="buy__form" noValidate onSubmit={(event) => { event.preventDefault(); viewModel.confirm(); }}>
      <label htmlFor={id} className="buy__label">{REDEEM_TEXT.volumeLabel}</label>
      <div className="redeem__entry">
        <input
          id={id}
          className="buy__amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={REDEEM_TEXT.volumePlaceholder}
          value={viewModel.volume}
          aria-invalid={viewModel.volumeError !== null}
          aria-describedby={viewModel.volumeError ? `${id}-error` : undefined}
          onChange={(event) => viewModel.setVolume(event.target.value)}
        />
        <button type="button" className="button button--ghost redeem__all" onClick={() => viewModel.redeemAll()}>{REDEEM_TEXT.all}</button>
      </div>
      {viewModel.volumeError && <p id={`${id}-error`} className="buy__error" role="alert" data-testid="volume-error">{viewModel.volumeError}</p>}
      <button type="submit" className="button buy__confirm" disabled={viewModel.step === 'sending'}>{REDEEM_TEXT.confirm}</button>
    </form>
  );
});
