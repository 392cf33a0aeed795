import { observer } from 'mobx-react-lite';
import type { DealList } from './deal-list';

/** The foot of a list of deals: 上拉加载更多, 没有更多了, or a retry when a later page failed. */
export const DealListFoot = observer(function DealListFoot({ list }: { list: DealList }) {
  const { text, retry } = list.footer;
  if (retry) return <button type="button" className="button button--ghost" onClick={() => void list.loadMore()}>{text}</button>;
  return <span data-testid="deal-list-footer">{text}</span>;
});
