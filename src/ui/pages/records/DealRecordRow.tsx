import { Link } from 'react-router-dom';
import { dealRouteOf, type Deal } from '../../../domain/holdings/deal';
import { dealSize, recordHref } from './deal-rows';
import { HISTORY_RECORDS_TEXT } from './records-texts';

/** One deal of the record list: product, status, type, amount (or shares), 申请日期; opens its record page. */
export function DealRecordRow({ deal }: { deal: Deal }) {
  const size = dealSize(deal);
  return (
    <li className="record">
      <Link className="record__link" to={recordHref(dealRouteOf(deal), deal.uniOrderId)} data-testid="deal-record" data-order-id={deal.uniOrderId}>
        <span className="record__head"><span className="record__name">{deal.prdName}</span><span className="record__status">{deal.status}</span></span>
        <dl className="facts facts--plain">
          <div className="facts__row"><dt>{HISTORY_RECORDS_TEXT.type}</dt><dd>{deal.transType}</dd></div>
          <div className="facts__row"><dt>{size.kind === 'amount' ? HISTORY_RECORDS_TEXT.amount : HISTORY_RECORDS_TEXT.volume}</dt><dd>{size.text}</dd></div>
          <div className="facts__row"><dt>{HISTORY_RECORDS_TEXT.orderDate}</dt><dd>{deal.orderDate}</dd></div>
        </dl>
      </Link>
    </li>
  );
}
