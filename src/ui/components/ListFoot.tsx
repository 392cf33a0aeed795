import { observer } from 'mobx-react-lite';
import type { PagedList } from '../view-models/paged-list';

/** The foot of a paged list: 加载中…, 上拉加载更多, 没有更多了, or a retry when a later page failed. */
export const ListFoot = observer(function ListFoot({ list }: { list: Pick<PagedList<unknown>, 'footer' | 'loadMore'> }) {
  const { text, retry } = list.footer;
  if (retry) return <button type="button" className="button button--ghost records__more" data-testid="list-foot" onClick={() => void list.loadMore()}>{text}</button>;
  return <span className="records__count" data-testid="list-foot">{text}</span>;
});
