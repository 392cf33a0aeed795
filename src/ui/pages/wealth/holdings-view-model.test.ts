import { describe, expect, it } from 'vitest';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { Holding } from '../../../domain/holdings/holding';
import { parseAmount } from '../../../domain/money/money';
import { HOLDINGS_PAGING } from '../../../application/ports/wealth-desk';
import { HoldingsList } from './holdings-view-model';

const holding = (n: number) => ({ prdCode: `P${n}`, amt: parseAmount('1')! }) as unknown as Holding;

describe('HoldingsList (SPEC §9: 99 first, then 20 a page)', () => {
  it('asks for 99, then 20 at a time from where it is, and stops at the total', async () => {
    const asked: Array<{ offSet: number; queryNum: number }> = [];
    const desk = {
      holdings: async (_flag: string, page: { offSet: number; queryNum: number }) => {
        asked.push(page);
        const count = Math.min(page.queryNum, 130 - page.offSet);
        return { kind: 'ok', value: { holdings: Array.from({ length: count }, (_, i) => holding(page.offSet + i)), totalValue: parseAmount('130')!, total: 130 } };
      },
    } as unknown as WealthDesk;
    const list = new HoldingsList('0', desk, { present: async () => undefined } as unknown as PresentFailure);
    await list.load();
    await list.loadMore();
    await list.loadMore();
    expect(asked).toEqual([{ offSet: 0, queryNum: HOLDINGS_PAGING.first }, { offSet: 99, queryNum: 20 }, { offSet: 119, queryNum: 20 }]);
    expect(list.holdings).toHaveLength(130);
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(asked).toHaveLength(3);
  });

  it('keeps what it shows when a page fails', async () => {
    let fail = false;
    const desk = {
      holdings: async () => (fail ? { kind: 'networkError', message: '连接超时，请检查网络再重新连接' } : { kind: 'ok', value: { holdings: [holding(1)], totalValue: parseAmount('2')!, total: 2 } }),
    } as unknown as WealthDesk;
    const list = new HoldingsList('1', desk, { present: async () => undefined } as unknown as PresentFailure);
    await list.load();
    fail = true;
    await list.loadMore();
    expect(list.state).toBe('failed');
    expect(list.holdings).toHaveLength(1);
    expect(list.footer).toEqual({ text: '没有加载出来，点此重试', retry: true });
    fail = false;
    await list.loadMore();
    expect(list.holdings).toHaveLength(2);
    expect(list.footer).toEqual({ text: '没有更多了', retry: false });
  });
});
