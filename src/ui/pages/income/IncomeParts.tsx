import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/ProductCard';
import { DAILY_INCOME_TEXT } from './income-texts';
import './income.css';
import { ROUTES } from '../../app/router';

/** Rows of name → value, as the store's other records show them; `card` on a card of its own (the totals), else inside one. */
export function Facts({ rows, testId, card = false }: { rows: Array<[string, string]>; testId?: string; card?: boolean }) {
  return (
    <dl className={card ? 'facts' : 'facts facts--plain'} data-testid={testId}>
      {rows.map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}


/** What a page says instead of its list, with the way back to /myHome (a stale link, a product not held). */
export function Unavailable({ text }: { text: string }) {
  return (
    <>
      <EmptyState text={text} />
      <Link className="button button--ghost records__more" to={ROUTES.myWealth.path}>{DAILY_INCOME_TEXT.toMyWealth}</Link>
    </>
  );
}
