import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/ProductCard';
import { INCOME_LIST_TEXT } from './income-texts';
import type { PagedList } from './paged-list';
import './income.css';

/** Rows of name → value, as the store's other records show them; `card` on a card of its own (the totals), else inside one. */
export function Facts({ rows, testId, card = false }: { rows: Array<[string, string]>; testId?: string; card?: boolean }) {
  return (
    <dl className={card ? 'facts' : 'facts facts--plain'} data-testid={testId}>
      {rows.map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

/** The foot of a paged list: 上拉加载更多, 没有更多了, or a retry when a later page failed. */
export const ListFoot = observer(function ListFoot({ list }: { list: Pick<PagedList<unknown>, 'footer' | 'loadMore'> }) {
  const { text, retry } = list.footer;
  if (retry) return <button type="button" className="button button--ghost" onClick={() => void list.loadMore()}>{text}</button>;
  return <span data-testid="income-list-footer">{text}</span>;
});

/** What a page says instead of its list, with the way back to /myHome (a stale link, a product not held). */
export function Unavailable({ text }: { text: string }) {
  return (
    <>
      <EmptyState text={text} />
      <Link className="button button--ghost records__more" to="/myHome">{INCOME_LIST_TEXT.toMyWealth}</Link>
    </>
  );
}
