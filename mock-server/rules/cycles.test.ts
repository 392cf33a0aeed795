import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../src/domain/money/money';
import { CYCLE_STATUS, custCycles } from './cycles';

const m = (text: string) => parseAmount(text)!;
/** 28-day cycles at 2.95%. */
const product = { cycleDays: 28, yearClientRatio: '2.9500' };
const holding = (buyDate: string) => ({ vol: m('10000.00'), buyDate });

describe('custCycles', () => {
  it('starts the first cycle the day after the purchase and lists the cycles newest first', () => {
    expect(custCycles(holding('2026-10-24'), product, '2026-11-23')).toEqual([
      // 10,000.00 × 2.95% × 1 ÷ 365 = 0.808… → 0.80; × 28 ÷ 365 = 22.630… → 22.63
      { cycleNo: 2, startDate: '2026-11-22', endDate: '2026-12-20', income: m('0.80'), status: CYCLE_STATUS.running },
      { cycleNo: 1, startDate: '2026-10-25', endDate: '2026-11-22', income: m('22.63'), status: CYCLE_STATUS.ended },
    ]);
  });

  it('has a first cycle, earning nothing yet, on the day after the purchase, and none on the day of it', () => {
    expect(custCycles(holding('2026-11-22'), product, '2026-11-23')).toEqual([
      { cycleNo: 1, startDate: '2026-11-23', endDate: '2026-12-21', income: m('0'), status: CYCLE_STATUS.running },
    ]);
    expect(custCycles(holding('2026-11-23'), product, '2026-11-23')).toEqual([]);
    // A purchase dated after today (more than a whole cycle ahead, too) has no cycle yet.
    expect(custCycles(holding('2026-11-24'), product, '2026-11-23')).toEqual([]);
    expect(custCycles(holding('2027-01-10'), product, '2026-11-23')).toEqual([]);
  });

  it('ends a cycle on its end day, when the next one starts', () => {
    const onEndDay = custCycles(holding('2026-10-24'), product, '2026-11-22');
    expect(onEndDay.map((cycle) => [cycle.cycleNo, cycle.status])).toEqual([[2, CYCLE_STATUS.running], [1, CYCLE_STATUS.ended]]);
    const dayBefore = custCycles(holding('2026-10-24'), product, '2026-11-21');
    expect(dayBefore).toEqual([expect.objectContaining({ cycleNo: 1, status: CYCLE_STATUS.running, income: m('21.82') })]);
  });

  it('chains the cycles and runs only the newest', () => {
    const cycles = custCycles(holding('2026-01-01'), product, '2026-11-23');
    expect(cycles).toHaveLength(12);
    cycles.slice(1).forEach((cycle, i) => expect(cycle.endDate).toBe(cycles[i].startDate));
    expect(cycles.map((cycle) => cycle.status).filter((status) => status === CYCLE_STATUS.running)).toEqual([CYCLE_STATUS.running]);
  });

  it('has none for a product without cycles or a purchase without a date', () => {
    expect(custCycles(holding('2026-01-01'), { ...product, cycleDays: 0 }, '2026-11-23')).toEqual([]);
    expect(custCycles(holding('yesterday'), product, '2026-11-23')).toEqual([]);
  });
});
