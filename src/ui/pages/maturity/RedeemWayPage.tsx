import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { formatYuan } from '../../../domain/money/money';
import { MATURITY_TEXT, type MaturityWay } from '../../../domain/purchase/maturity';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import type { RedeemWayViewModel } from './redeem-way-view-model';
import { REDEEM_WAY_TEXT } from './redeem-way-texts';
import { ROUTES, type PageProps } from '../../app/router';

const WAYS: MaturityWay[] = ['1', '0'];

/** Without a product in the address: the term holdings, each with its current method, to pick one. */
const HoldingChoice = observer(function HoldingChoice({ viewModel }: { viewModel: RedeemWayViewModel }) {
  if (viewModel.holdings.length === 0) return <main className="page"><EmptyState text={REDEEM_WAY_TEXT.noneHeld} /></main>;
  return (
    <main className="page redeem-way">
      <h1 className="contract__title">{REDEEM_WAY_TEXT.pick}</h1>
      <ul className="records" data-testid="redeem-way-holdings">
        {viewModel.holdings.map((holding) => (
          <li key={holding.prdCode} className="record">
            <Link className="record__name" to={withPrdCode(ROUTES.redeemWay.path, holding.prdCode)}>{holding.prdName}</Link>
            <p>{REDEEM_WAY_TEXT.endDate} {holding.endDate} · {MATURITY_TEXT.ways[holding.way]}</p>
          </li>
        ))}
      </ul>
    </main>
  );
});

/** /redeemway — what happens to a term holding at maturity: redeemed to the card, or rolled over. */
export default observer(function RedeemWayPage({ viewModel, reload }: PageProps<RedeemWayViewModel>) {
  usePageTitle(REDEEM_WAY_TEXT.title);

  const { holding } = viewModel;
  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={REDEEM_WAY_TEXT.loadFailed} onRetry={reload} /></main>;
  if (viewModel.state === 'loading') return <main className="page redeem-way" aria-busy="true" />;
  if (viewModel.choosing) return <HoldingChoice viewModel={viewModel} />;
  if (!holding) return <main className="page"><EmptyState text={REDEEM_WAY_TEXT.notHeld} /></main>;
  return (
    <main className="page redeem-way">
      <h1 className="contract__title">{REDEEM_WAY_TEXT.title}</h1>
      <dl className="facts" data-testid="redeem-way-facts">
        <div className="facts__row"><dt>{holding.prdName}</dt><dd /></div>
        <div className="facts__row"><dt>{REDEEM_WAY_TEXT.amount}</dt><dd>{formatYuan(holding.amt)}元</dd></div>
        <div className="facts__row"><dt>{REDEEM_WAY_TEXT.endDate}</dt><dd>{holding.endDate}</dd></div>
        <div className="facts__row"><dt>{REDEEM_WAY_TEXT.current}</dt><dd>{MATURITY_TEXT.ways[holding.way]}</dd></div>
      </dl>
      <fieldset className="contract__cards">
        <legend>{REDEEM_WAY_TEXT.choose}</legend>
        {WAYS.map((way) => (
          <label key={way} className="contract__card redeem-way__option">
            <input type="radio" name="way" checked={viewModel.chosen === way} onChange={() => viewModel.choose(way)} />
            <span>{MATURITY_TEXT.ways[way]}<small className="redeem-way__note">{MATURITY_TEXT.notes[way]}</small></span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="button contract__confirm" disabled={!viewModel.changed || viewModel.saving} onClick={() => void viewModel.save()}>{REDEEM_WAY_TEXT.save}</button>
    </main>
  );
});
