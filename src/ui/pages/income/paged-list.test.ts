import { describe, expect, it, vi } from 'vitest';
import { ok, type CallOutcome } from '../../../domain/errors/call-outcome';
import type { Paging } from '../../../application/ports/wealth-desk';
import { PagedList, type ListPage } from './paged-list';

const failure = { kind: 'networkError', message: '错误：服务暂时不可用（500）' } as const;

/** A bank of `total` numbered lines that answers as told, recording what it was asked. */
function bank(total: number) {
  const asked: Paging[] = [];
  const answers: Array<CallOutcome<ListPage<number>> | undefined> = [];
  const fetch = async (page: Paging): Promise<CallOutcome<ListPage<number>>> => {
    asked.push(page);
    const told = answers.shift();
    if (told) return told;
    return ok({ items: Array.from({ length: Math.max(0, Math.min(page.queryNum, total - page.offSet)) }, (_, i) => page.offSet + i), total });
  };
  return { fetch, asked, answers };
}

describe('PagedList', () => {
  it('asks 20 a page and says how much it shows', async () => {
    const { fetch, asked } = bank(45);
    const list = new PagedList(fetch, vi.fn());
    await list.refresh();
    expect([list.items.length, list.total, list.hasMore, list.shownText, list.footer.text]).toEqual([20, 45, true, '已显示20条，共45条', '上拉加载更多']);
    await list.loadMore();
    await list.loadMore();
    expect(asked).toEqual([{ offSet: 0, queryNum: 20 }, { offSet: 20, queryNum: 20 }, { offSet: 40, queryNum: 20 }]);
    expect([list.items.length, list.hasMore, list.footer.text]).toEqual([45, false, '没有更多了']);
    await list.loadMore();
    expect(asked).toHaveLength(3);
  });

  it('keeps the rows when a later page fails, and asks that page again on its retry', async () => {
    const { fetch, asked, answers } = bank(45);
    const onFailure = vi.fn();
    const list = new PagedList(fetch, onFailure);
    await list.refresh();
    answers.push(failure);
    await list.loadMore();
    expect([list.items.length, list.state, list.moreFailed, list.hasMore, list.footer]).toEqual([20, 'loaded', true, false, { text: '没有加载出来，点此重试', retry: true }]);
    expect(onFailure).toHaveBeenCalledWith(failure);
    await list.loadMore();
    expect(asked.slice(1)).toEqual([{ offSet: 20, queryNum: 20 }, { offSet: 20, queryNum: 20 }]);
    expect(list.items).toHaveLength(40);
  });

  it('fails as a whole when the first page fails, keeping why', async () => {
    const { fetch, answers } = bank(45);
    const list = new PagedList(fetch, vi.fn());
    answers.push(failure);
    await list.refresh();
    expect([list.state, list.failure, list.items]).toEqual(['failed', failure, []]);
    await list.refresh();
    expect([list.state, list.failure, list.items.length]).toEqual(['loaded', null, 20]);
  });

  it('reads 查询无记录 as an empty list', async () => {
    const { fetch, answers } = bank(45);
    const list = new PagedList(fetch, vi.fn());
    answers.push({ kind: 'message', message: '查询无记录' });
    await list.refresh();
    expect([list.state, list.empty, list.total]).toEqual(['loaded', true, 0]);
  });

  it('drops an answer that arrives after the list was started again', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { fetch: quick } = bank(45);
    let calls = 0;
    const list = new PagedList<number>(async (page) => {
      calls += 1;
      if (calls === 1) {
        await slow;
        return ok({ items: [999], total: 1 });
      }
      return quick(page);
    }, vi.fn());
    const first = list.refresh();
    await list.refresh(true);
    release();
    await first;
    expect([list.items.length, list.total]).toEqual([20, 45]);
  });
});
