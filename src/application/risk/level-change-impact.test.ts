import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/product';
import { ok, type CallOutcome } from '../../domain/errors/call-outcome';
import type { Holding, HoldingsPage } from '../../domain/holdings/holding';
import type { ProductCatalog } from '../ports/product-catalog';
import type { Paging, WealthDesk } from '../ports/wealth-desk';
import { SeeLevelChangeImpact } from './level-change-impact';

const holding = (prdCode: string, riskLevel?: string) => ({ prdCode, prdName: `产品${prdCode}`, ...(riskLevel ? { riskLevel } : {}) }) as Holding;

function impactWith(byFlag: Record<string, Holding[]>, failing = false) {
  const asked: Array<[string, Paging]> = [];
  const wealth = {
    holdings: async (flag: string, page: Paging): Promise<CallOutcome<HoldingsPage>> => {
      asked.push([flag, page]);
      if (failing) return { kind: 'serverError' } as CallOutcome<HoldingsPage>;
      const all = byFlag[flag] ?? [];
      return ok({ holdings: all.slice(page.offSet, page.offSet + page.queryNum), total: all.length } as HoldingsPage);
    },
  } as unknown as WealthDesk;
  const catalog = { detail: async (prdCode: string) => ok({ prdCode, prdName: '封闭净值1年', riskLevel: 'R3' } as Product) } as unknown as ProductCatalog;
  return { impact: new SeeLevelChangeImpact(wealth, catalog), asked };
}

describe('SeeLevelChangeImpact: what a changed level changes (Art. 29)', () => {
  it('lists the held products above the new level, of both kinds, and the product the customer was buying', async () => {
    const { impact } = impactWith({ 0: [holding('CUR', 'R1'), holding('NWD', 'R2')], 1: [holding('EXP', 'R2'), holding('X')] });
    expect(await impact.of('C1', 'RCLS000001')).toEqual({
      held: [{ prdCode: 'NWD', prdName: '产品NWD', riskLevel: 'R2' }, { prdCode: 'EXP', prdName: '产品EXP', riskLevel: 'R2' }],
      watched: [{ prdCode: 'RCLS000001', prdName: '封闭净值1年', riskLevel: 'R3' }],
    });
    expect(await impact.of('C3')).toEqual({ held: [], watched: [] });
  });

  it('reads every page of the holdings: 99, then 20 at a time', async () => {
    const many = Array.from({ length: 125 }, (_, i) => holding(`P${i}`, 'R4'));
    const { impact, asked } = impactWith({ 1: many });
    expect((await impact.of('C3'))?.held).toHaveLength(125);
    expect(asked.filter(([flag]) => flag === '1').map(([, page]) => page.offSet)).toEqual([0, 99, 119]);
  });

  it('stops at an empty page even when the bank\'s total says there are more', async () => {
    const asked: number[] = [];
    const wealth = {
      holdings: async (flag: string, page: Paging) => (asked.push(page.offSet), ok({ holdings: flag === '1' && page.offSet === 0 ? [holding('EXP', 'R4')] : [], total: 30 } as HoldingsPage)),
    } as unknown as WealthDesk;
    const catalog = {} as ProductCatalog;
    expect((await new SeeLevelChangeImpact(wealth, catalog).of('C3')).held).toEqual([{ prdCode: 'EXP', prdName: '产品EXP', riskLevel: 'R4' }]);
    expect(asked).toEqual([0, 0, 1]);
  });

  it('says the holdings are unknown when the bank does not answer them', async () => {
    expect((await impactWith({}, true).impact.of('C1')).held).toBeNull();
  });
});
