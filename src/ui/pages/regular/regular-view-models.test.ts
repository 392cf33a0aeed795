import { describe, expect, it } from 'vitest';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { CallOutcome } from '../../../domain/errors/call-outcome';
import type { Holding } from '../../../domain/holdings/holding';
import { parseAmount } from '../../../domain/money/money';
import { parseShares } from '../../../domain/holdings/shares';
import { familyContent } from './regular-rows';
import { CycleDetailViewModel, RegularHoldingViewModel } from './regular-view-models';

const m = (text: string) => parseAmount(text)!;
const s = (text: string) => parseShares(text)!;
const holdingOf = (prdCode: string, prdTemplate: string, extra: Partial<Holding> = {}): Holding => ({
  prdCode, prdName: prdCode, prdTemplate, currentFlag: '1', vol: s('15000.00'), amt: m('15000.00'), cost: m('15000.00'), totalIncome: m('0'), lastIncome: m('0'),
  nav: '1.0268', navDate: '2026-11-22', divMode: '0', endDate: '', minHoldVol: s('1000.00'), redeemable: true, redeemNote: '', fastRedeemable: false, ...extra,
});
const NOW = () => new Date(2026, 10, 23);

function pageFor<T>(holding: CallOutcome<Holding>, extra: CallOutcome<T>) {
  const presented: unknown[] = [];
  const asked: string[] = [];
  const desk = { holding: async () => holding } as unknown as WealthDesk;
  const failures = { present: async (outcome: unknown) => void presented.push(outcome) } as unknown as PresentFailure;
  const page = new RegularHoldingViewModel<T>('periodicOpen', desk, failures, NOW, async (prdCode) => (asked.push(prdCode), extra));
  return { page, presented, asked };
}

describe('RegularHoldingViewModel', () => {
  const windows = [{ cycleDays: 91, curCycleDate: '2026-11-03', nextCycleDate: '2027-02-02' }];

  it('shows the holding of its family with what the family asks beside it, counting from today', async () => {
    const { page } = pageFor({ kind: 'ok', value: holdingOf('ROPN000001', 'D301') }, { kind: 'ok', value: windows });
    await page.load('ROPN000001');
    expect([page.state, page.today, page.extra]).toEqual(['loaded', '2026-11-23', windows]);
  });

  it('says a product is not held, and brings no failure to the customer', async () => {
    const { page, presented } = pageFor({ kind: 'message', message: '您没有持有该产品' }, { kind: 'message', message: '您没有持有该产品' });
    await page.load('CYC0000001');
    expect([page.state, page.message, presented]).toEqual(['notHeld', '您没有持有该产品', []]);
  });

  it('asks nothing beside the holding for an address without a product', async () => {
    const { page, asked } = pageFor({ kind: 'message', message: '您没有持有该产品' }, { kind: 'ok', value: windows });
    await page.load(undefined);
    expect([page.state, asked]).toEqual(['notHeld', []]);
  });

  it('offers the own page of a holding of another family', async () => {
    const { page } = pageFor({ kind: 'ok', value: holdingOf('EXP0000001', 'D100') }, { kind: 'ok', value: [] });
    await page.load('EXP0000001');
    expect([page.state, page.ownPage]).toEqual(['otherFamily', '/mineExcepted?prdCode=EXP0000001']);
  });

  it('brings one failure to the customer, once, when both calls fail', async () => {
    const failure: CallOutcome<never> = { kind: 'networkError', message: '错误：服务暂时不可用（500）' };
    const { page, presented } = pageFor(failure, failure);
    await page.load('ROPN000001');
    expect([page.state, presented]).toEqual(['failed', [failure]]);
  });

  it('fails on what the family asks beside a holding it shows', async () => {
    const failure: CallOutcome<never> = { kind: 'networkError', message: '连接超时，请检查网络再重新连接' };
    const { page, presented } = pageFor({ kind: 'ok', value: holdingOf('ROPN000001', 'D301') }, failure);
    await page.load('ROPN000001');
    expect([page.state, presented]).toEqual(['failed', [failure]]);
  });
});

describe('CycleDetailViewModel', () => {
  const cycle = { cycleNo: 1, startDate: '2026-10-25', endDate: '2026-11-22', vol: s('10000.00'), amt: m('10000.00'), income: m('22.63'), status: '已结束' as const };
  const detail = () => {
    const desk = { holding: async () => ({ kind: 'ok', value: holdingOf('CYC0000001', 'D306') }) } as unknown as WealthDesk;
    const failures = { present: async () => undefined } as unknown as PresentFailure;
    return new CycleDetailViewModel(new RegularHoldingViewModel('cycle', desk, failures, NOW, async () => ({ kind: 'ok', value: [cycle] })));
  };

  it.each([['1', 'loaded'], ['2', 'missing'], ['01x', 'missing'], [undefined, 'missing']])('cycle %j is %s', async (cycleNo, state) => {
    const page = detail();
    await page.load('CYC0000001', cycleNo);
    expect(page.state).toBe(state);
    expect(page.cycle).toEqual(state === 'loaded' ? cycle : null);
  });
});

describe('familyContent', () => {
  it('offers a periodic-open holding\'s redemption first and says what it must keep', () => {
    const content = familyContent('periodicOpen', holdingOf('ROPN000001', 'D301'), [], '2026-11-23');
    expect(content.window).toBeNull();
    expect(content.notes[0]).toBe('部分赎回后须至少保留1,000.00份');
    expect(content.actions.map((action) => [action.text, action.to])).toEqual([['赎回', '/networthRedemption?prdCode=ROPN000001'], ['持仓详情', '/mineRestrictNetWorth?prdCode=ROPN000001']]);
  });

  it('gives the bank\'s reason instead of 赎回 when a periodic-open holding cannot be redeemed now', () => {
    const content = familyContent('periodicOpen', holdingOf('ROPN000001', 'D301', { redeemable: false, redeemNote: '非开放期不可赎回' }), [], '2026-11-23');
    expect(content.notes).toContain('非开放期不可赎回');
    expect(content.actions.map((action) => action.text)).toEqual(['持仓详情']);
  });
});
