import { describe, expect, it, vi } from 'vitest';
import { ok, type CallOutcome } from '../../domain/errors/call-outcome';
import type { Paging } from '../../application/ports/wealth-desk';
import type { PresentFailure } from '../../application/session/present-failure';
import { PAGED_LIST_TEXT, PagedList, quietListFailure, toListPage, type ListPage, type PagedListOptions } from './paged-list';

type Answer<T> = CallOutcome<ListPage<T>>;
const failure = { kind: 'networkError', message: '连接超时，请检查网络再重新连接' } as const;
const noRecords = { kind: 'message', message: '查询无记录' } as const;
const page = <T>(items: T[], total: number): Answer<T> => ok({ items, total });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A list over a bank of `total` numbered lines; answers put in `told` go first, in turn. */
function numbered(total: number, options: Partial<PagedListOptions<number>> = {}) {
  const asked: Paging[] = [];
  const told: Array<Answer<number>> = [];
  const onFailure = vi.fn();
  const list = new PagedList<number>({
    fetchPage: async (paging) => {
      asked.push(paging);
      const count = Math.max(0, Math.min(paging.queryNum, total - paging.offSet));
      return told.shift() ?? page(Array.from({ length: count }, (_, i) => paging.offSet + i), total);
    },
    onFailure,
    ...options,
  });
  return { list, asked, told, onFailure };
}

/** A list over a bank the test answers by hand: `answer` settles the call waiting at `call` (the oldest by default). */
function byHand(options: Partial<PagedListOptions<string>> = {}) {
  const asked: Paging[] = [];
  const waiting: Array<(outcome: Answer<string>) => void> = [];
  const onFailure = vi.fn();
  const list = new PagedList<string>({
    fetchPage: (paging) => {
      asked.push(paging);
      return new Promise((resolve) => waiting.push(resolve));
    },
    onFailure,
    ...options,
  });
  const answer = async (outcome: Answer<string>, call = 0) => {
    waiting.splice(call, 1)[0]!(outcome);
    await settled();
  };
  return { list, asked, answer, onFailure };
}

describe('PagedList', () => {
  it('asks 20 a page, offers more until all are shown, and says how much it shows', async () => {
    const { list, asked } = numbered(45);
    await list.refresh();
    expect([list.items.length, list.total, list.hasMore, list.shownText, list.footer]).toEqual([20, 45, true, '已显示20条，共45条', { text: '上拉加载更多', retry: false }]);
    await list.loadMore();
    await list.loadMore();
    expect(asked).toEqual([{ offSet: 0, queryNum: 20 }, { offSet: 20, queryNum: 20 }, { offSet: 40, queryNum: 20 }]);
    expect([list.items.length, list.hasMore, list.shownText, list.footer]).toEqual([45, false, '已显示45条，共45条', { text: '没有更多了', retry: false }]);
    await list.loadMore();
    expect(asked).toHaveLength(3);
  });

  it('asks the page size it is given and counts in the unit it is given (deals: 笔)', async () => {
    const { list, asked } = numbered(3, { pageSize: 2, unit: '笔' });
    await list.refresh();
    await list.loadMore();
    expect(asked).toEqual([{ offSet: 0, queryNum: 2 }, { offSet: 2, queryNum: 2 }]);
    expect(list.shownText).toBe('已显示3笔，共3笔');
  });

  it('says 加载中… while a page is on its way and asks nothing more meanwhile', async () => {
    const { list, asked, answer } = byHand();
    const first = list.refresh();
    expect([list.state, list.footer]).toEqual(['loading', { text: PAGED_LIST_TEXT.loading, retry: false }]);
    void list.loadMore();
    await answer(page(['a', 'b'], 40));
    await first;
    expect(asked).toHaveLength(1);
    expect(list.state).toBe('loaded');
  });

  it('reads 查询无记录 as an empty list, and on a later page as the end of it', async () => {
    const { list, told, onFailure } = numbered(45);
    told.push(noRecords);
    await list.refresh();
    expect([list.state, list.empty, list.total]).toEqual(['loaded', true, 0]);
    await list.refresh();
    told.push(noRecords);
    await list.loadMore();
    expect([list.items.length, list.total, list.hasMore, list.footer.text]).toEqual([20, 20, false, PAGED_LIST_TEXT.noMore]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('fails as a whole when the first page fails, keeping why; 重新加载 asks it again', async () => {
    const { list, told, onFailure } = numbered(45);
    told.push(failure);
    await list.refresh();
    expect([list.state, list.failure, list.items, list.empty, list.hasMore]).toEqual(['failed', failure, [], false, false]);
    expect(onFailure).toHaveBeenCalledWith(failure);
    await list.refresh();
    expect([list.state, list.failure, list.items.length]).toEqual(['loaded', null, 20]);
  });

  it('keeps the lines when a later page fails, and asks that page again on its retry', async () => {
    const { list, asked, told, onFailure } = numbered(45);
    await list.refresh();
    told.push(failure);
    await list.loadMore();
    expect([list.items.length, list.state, list.moreFailed, list.hasMore, list.failure, list.footer])
      .toEqual([20, 'loaded', true, false, null, { text: '没有加载出来，点此重试', retry: true }]);
    expect(onFailure).toHaveBeenCalledWith(failure);
    await list.loadMore();
    expect(asked.slice(1)).toEqual([{ offSet: 20, queryNum: 20 }, { offSet: 20, queryNum: 20 }]);
    expect([list.items.length, list.moreFailed, list.hasMore]).toEqual([40, false, true]);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps the lines shown while the first page comes again, unless told to clear them; a failed refresh takes them away', async () => {
    const { list, answer } = byHand();
    void list.refresh();
    await answer(page(['a', 'b'], 2));
    void list.refresh();
    expect([list.items, list.total, list.state]).toEqual([['a', 'b'], 2, 'loading']);
    await answer(page(['c'], 1));
    expect(list.items).toEqual(['c']);
    void list.refresh(true);
    expect([list.items, list.total]).toEqual([[], 0]);
    await answer(page(['d'], 1));
    void list.refresh();
    await answer(failure);
    expect([list.items, list.total, list.state]).toEqual([[], 0, 'failed']);
  });

  it('drops an answer that comes after the list was started again, whichever comes first', async () => {
    const { list, answer } = byHand();
    void list.refresh();
    void list.refresh();
    await answer(page(['old'], 99));
    await answer(page(['new'], 1));
    expect([list.items, list.total]).toEqual([['new'], 1]);

    void list.refresh();
    void list.refresh(true);
    await answer(page(['newer'], 1), 1);
    await answer(page(['old'], 99));
    expect([list.items, list.total]).toEqual([['newer'], 1]);
  });

  it('drops a later page that comes after the list was started again', async () => {
    const { list, answer } = byHand();
    void list.refresh();
    await answer(page(['a', 'b'], 4));
    void list.loadMore();
    void list.refresh();
    await answer(page(['c', 'd'], 4));
    await answer(page(['x'], 1));
    expect([list.items, list.total, list.moreFailed]).toEqual([['x'], 1, false]);
  });

  it('with keyOf, shows a line once when the list moved between pages, and ends when a page brings nothing new', async () => {
    const { list, answer } = byHand({ pageSize: 2, keyOf: (id) => id });
    void list.refresh();
    await answer(page(['a', 'b'], 4));
    void list.loadMore();
    await answer(page(['b', 'c'], 4));
    expect(list.items).toEqual(['a', 'b', 'c']);
    void list.loadMore();
    await answer(page(['c'], 4));
    expect([list.items, list.hasMore, list.total]).toEqual([['a', 'b', 'c'], false, 3]);
  });

  it('ends the list when a later page brings nothing, whatever total the bank says', async () => {
    const { list, told } = numbered(45);
    await list.refresh();
    told.push(page([], 45));
    await list.loadMore();
    expect([list.items.length, list.total, list.hasMore]).toEqual([20, 20, false]);
  });
});

describe('toListPage', () => {
  it('takes a page of another shape as its lines and total, and passes a failure on', () => {
    expect(toListPage(ok({ deals: ['D1'], total: 3 }), (p) => p.deals)).toEqual(ok({ items: ['D1'], total: 3 }));
    expect(toListPage<{ deals: string[]; total: number }, string>(failure, (p) => p.deals)).toBe(failure);
  });
});

describe('quietListFailure', () => {
  it('only logs a failed list, but brings an invalid session to the customer', async () => {
    const failures = { present: vi.fn(), quietly: vi.fn() };
    const onFailure = quietListFailure(failures as unknown as PresentFailure, '交易记录');
    await onFailure(failure);
    const invalid = { kind: 'sessionInvalid', message: '会话已失效' } as const;
    await onFailure(invalid);
    expect(failures.quietly.mock.calls).toEqual([[failure, '交易记录']]);
    expect(failures.present.mock.calls).toEqual([[invalid]]);
  });
});
