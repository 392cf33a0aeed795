import { describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from '../../../domain/errors/call-outcome';
import { PagedList, type ListPage } from './paged-list';

type Answer = CallOutcome<ListPage<string>>;

/** A list of ids over answers given in turn; each call's paging is kept. */
function listOver(...answers: Answer[]) {
  const asked: Array<{ offSet: number; queryNum: number }> = [];
  const onFailure = vi.fn();
  const list = new PagedList<string>(async (page) => {
    asked.push(page);
    return answers.shift() ?? { kind: 'networkError', message: 'no more answers' };
  }, onFailure, 2, (id) => id);
  return { list, asked, onFailure };
}
const page = (items: string[], total: number): Answer => ({ kind: 'ok', value: { items, total } });

describe('PagedList', () => {
  it('loads the first page, then the next from where it is, until it has them all', async () => {
    const { list, asked } = listOver(page(['a', 'b'], 3), page(['c'], 3));
    await list.refresh();
    expect({ items: list.items, hasMore: list.hasMore }).toEqual({ items: ['a', 'b'], hasMore: true });
    await list.loadMore();
    expect({ items: list.items, hasMore: list.hasMore }).toEqual({ items: ['a', 'b', 'c'], hasMore: false });
    await list.loadMore();
    expect(asked).toEqual([{ offSet: 0, queryNum: 2 }, { offSet: 2, queryNum: 2 }]);
  });

  it('reads 查询无记录 as an empty list', async () => {
    const { list, onFailure } = listOver({ kind: 'message', message: '查询无记录' });
    await list.refresh();
    expect({ empty: list.empty, state: list.state }).toEqual({ empty: true, state: 'loaded' });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('says a failed first page failed, and a failed later page keeps the lines and offers that page again', async () => {
    const failed: Answer = { kind: 'networkError', message: '连接超时，请检查网络再重新连接' };
    const { list, onFailure } = listOver(failed, page(['a', 'b'], 3), failed, page(['c'], 3));
    await list.refresh();
    expect(list.state).toBe('failed');
    await list.refresh();
    await list.loadMore();
    expect({ items: list.items, moreFailed: list.moreFailed, hasMore: list.hasMore }).toEqual({ items: ['a', 'b'], moreFailed: true, hasMore: false });
    await list.loadMore();
    expect({ items: list.items, moreFailed: list.moreFailed }).toEqual({ items: ['a', 'b', 'c'], moreFailed: false });
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('shows a line once when the list moved between pages, and ends when a page brings nothing new', async () => {
    const { list } = listOver(page(['a', 'b'], 4), page(['b', 'c'], 4), page(['c'], 4));
    await list.refresh();
    await list.loadMore();
    expect(list.items).toEqual(['a', 'b', 'c']);
    await list.loadMore();
    expect({ items: list.items, hasMore: list.hasMore, total: list.total }).toEqual({ items: ['a', 'b', 'c'], hasMore: false, total: 3 });
  });

  it('drops an answer that comes after the list was started again', async () => {
    let release: (answer: Answer) => void = () => undefined;
    const answers: Array<Promise<Answer>> = [new Promise((resolve) => (release = resolve)), Promise.resolve(page(['new'], 1))];
    const list = new PagedList<string>(() => answers.shift()!, vi.fn(), 2, (id) => id);
    const first = list.refresh();
    await list.refresh();
    release(page(['old'], 1));
    await first;
    expect(list.items).toEqual(['new']);
  });
});
