import { describe, expect, it } from 'vitest';
import { money } from '../../../domain/money/money';
import type { CallOutcome, Failure } from '../../../domain/errors/call-outcome';
import type { Deal } from '../../../domain/holdings/deal';
import type { DealsPage, Paging } from '../../../application/ports/wealth-desk';
import { DealList } from './deal-list';
import { LIST_TEXT } from './records-texts';

const deal = (n: number): Deal => ({
  uniOrderId: `D${String(n).padStart(19, '0')}`, transType: '购买', prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: money(100000n), vol: money(100000n),
  divMode: '0', status: '确认成功', orderDate: '2024-03-01', confirmDate: '2024-03-02', arrivalDate: '', cancelable: false, cardNo: '',
});
const page = (offSet: number, count: number, total: number): CallOutcome<DealsPage> => ({ kind: 'ok', value: { deals: Array.from({ length: count }, (_, i) => deal(offSet + i)), total } });

/** A bank whose answers the test hands out one by one. */
function bank() {
  const asked: Paging[] = [];
  const waiting: Array<(outcome: CallOutcome<DealsPage>) => void> = [];
  const failures: Array<Failure<DealsPage>> = [];
  const list = new DealList(
    (paging) => {
      asked.push(paging);
      return new Promise((resolve) => waiting.push(resolve));
    },
    (failure) => void failures.push(failure),
  );
  const answer = async (outcome: CallOutcome<DealsPage>) => {
    waiting.shift()!(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { list, asked, answer, failures };
}

describe('DealList', () => {
  it('asks 20 at a time and offers more until all are shown', async () => {
    const { list, asked, answer } = bank();
    const first = list.refresh();
    await answer(page(0, 20, 22));
    await first;
    expect(list.deals).toHaveLength(20);
    expect(list.hasMore).toBe(true);
    expect(list.footer.text).toBe(LIST_TEXT.pullUp);
    const more = list.loadMore();
    await answer(page(20, 2, 22));
    await more;
    expect(asked).toEqual([{ offSet: 0, queryNum: 20 }, { offSet: 20, queryNum: 20 }]);
    expect(list.hasMore).toBe(false);
    expect(list.footer.text).toBe(LIST_TEXT.noMore);
    expect(list.shownText).toBe('已显示22笔，共22笔');
  });

  it('asks nothing more while a page is on its way', async () => {
    const { list, asked, answer } = bank();
    const first = list.refresh();
    void list.loadMore();
    await answer(page(0, 20, 40));
    await first;
    expect(asked).toHaveLength(1);
  });

  it('drops an answer that comes after the list was started again', async () => {
    const { list, answer } = bank();
    void list.refresh();
    const again = list.refresh();
    await answer(page(100, 20, 99));
    await answer(page(0, 1, 1));
    await again;
    expect(list.deals.map((d) => d.uniOrderId)).toEqual([deal(0).uniOrderId]);
    expect(list.total).toBe(1);
  });

  it('takes 查询无记录 for an empty list', async () => {
    const { list, answer, failures } = bank();
    const first = list.refresh();
    await answer({ kind: 'message', message: '查询无记录' });
    await first;
    expect(list.empty).toBe(true);
    expect(failures).toEqual([]);
  });

  it('a failed first page fails the list; a failed later page keeps the rows and offers that page again', async () => {
    const { list, asked, answer, failures } = bank();
    const first = list.refresh();
    await answer({ kind: 'networkError', message: '连接超时，请检查网络再重新连接' });
    await first;
    expect(list.state).toBe('failed');
    expect(failures).toHaveLength(1);

    const retry = list.refresh();
    await answer(page(0, 20, 30));
    await retry;
    const more = list.loadMore();
    await answer({ kind: 'networkError', message: '连接超时，请检查网络再重新连接' });
    await more;
    expect(list.deals).toHaveLength(20);
    expect(list.footer).toEqual({ text: LIST_TEXT.retryMore, retry: true });
    expect(list.hasMore).toBe(false);

    const again = list.loadMore();
    await answer(page(20, 10, 30));
    await again;
    expect(asked.at(-1)).toEqual({ offSet: 20, queryNum: 20 });
    expect(list.deals).toHaveLength(30);
  });
});
