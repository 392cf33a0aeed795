import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { DEAL_ROUTES } from '../../../domain/holdings/deal';
import { maskCard } from '../../../domain/identity/masking';
import type { PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { recordHref, transitKind, yuanText } from './deal-rows';
import type { InTransitViewModel } from './in-transit-view-model';
import { PENDING_TEXT, TRANSIT_TEXT } from './records-texts';

/** /transitCash — 在途资金: redeemed money on its way to the card, with the day it is expected; each opens /comfirmeDatail. */
export default observer(function InTransitPage({ viewModel }: PageProps<InTransitViewModel>) {
  const { list } = viewModel;
  usePageTitle(TRANSIT_TEXT.title);

  const first = list.items.length === 0;
  if (first && list.state === 'failed') return <main className="page records in-transit" data-state={list.state}><h1 className="records__title">{TRANSIT_TEXT.title}</h1><EmptyState text={TRANSIT_TEXT.failed} onRetry={() => void viewModel.load()} /></main>;
  if (first && list.state !== 'loaded') return <main className="page records in-transit" data-state={list.state} aria-busy="true" />;

  return (
    <main className="page records in-transit" data-state={list.state}>
      <h1 className="records__title">{TRANSIT_TEXT.title}</h1>
      {first ? <EmptyState text={TRANSIT_TEXT.empty} /> : (
        <>
          <p className="records__count">{TRANSIT_TEXT.intro}{PENDING_TEXT.count(list.total)}</p>
          <ul className="records__list">
            {list.items.map((deal) => (
              <li key={deal.uniOrderId} className="record">
                <Link className="record__link" to={recordHref(DEAL_ROUTES.inTransit, deal.uniOrderId)} data-testid="transit-record" data-order-id={deal.uniOrderId}>
                  <span className="record__head"><span className="record__name">{deal.prdName}</span><span className="record__status">{transitKind(deal)}</span></span>
                  <dl className="facts facts--plain">
                    <div className="facts__row"><dt>{TRANSIT_TEXT.amount}</dt><dd>{yuanText(deal)}</dd></div>
                    <div className="facts__row facts__row--unbroken"><dt>{TRANSIT_TEXT.card}</dt><dd className="unbroken">{deal.cardNo ? maskCard(deal.cardNo) : '—'}</dd></div>
                    <div className="facts__row"><dt>{TRANSIT_TEXT.arrivalDate}</dt><dd>{deal.arrivalDate}</dd></div>
                  </dl>
                </Link>
              </li>
            ))}
          </ul>
          {(list.hasMore || list.moreFailed) && (
            <button type="button" className="button button--ghost records__more" disabled={list.state === 'loading'} onClick={() => void viewModel.loadMore()}>
              {list.moreFailed ? list.footer.text : PENDING_TEXT.more}
            </button>
          )}
        </>
      )}
    </main>
  );
});
