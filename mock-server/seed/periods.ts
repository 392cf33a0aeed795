import dayjs from 'dayjs';
import { productFamily, unitHash } from './families';
import type { SeedProduct } from './products';

/** A cycle of a cycle product as queryConfirmDate answers it. */
export interface ConfirmDateLine {
  cycleDays: number;
  curCycleDate: string;
  nextCycleDate: string;
}

/** A finished period of a benchmark product as queryQuotation answers it. */
export interface PastPeriodLine {
  periodNo: string;
  startDate: string;
  endDate: string;
  formatModelComment: string;
  actualRatio: string;
}

const DAY = 'YYYY-MM-DD';
const COMING_CYCLES = 6;
const PAST_PERIODS = 12;

/** The current cycle first, then the next ones; none for a product without cycles. */
export function comingCycles(p: SeedProduct): ConfirmDateLine[] {
  if (!(p.cycleDays > 0) || !dayjs(p.curCycleDate).isValid() || !dayjs(p.nextCycleDate).isValid()) return [];
  const lines: ConfirmDateLine[] = [{ cycleDays: p.cycleDays, curCycleDate: p.curCycleDate, nextCycleDate: p.nextCycleDate }];
  while (lines.length < COMING_CYCLES) {
    const start = lines[lines.length - 1].nextCycleDate;
    lines.push({ cycleDays: p.cycleDays, curCycleDate: start, nextCycleDate: dayjs(start).add(p.cycleDays, 'day').format(DAY) });
  }
  return lines;
}

/** The benchmark's bounds in percent, e.g. '3.10%-3.60%' → [3.1, 3.6]; around the yield when it has none. */
function benchmarkBounds(p: SeedProduct): [number, number] {
  const [low, high] = p.formatModelComment.split('-').map((part) => Number.parseFloat(part));
  if (Number.isFinite(low) && Number.isFinite(high)) return [low, high];
  const ratio = Number(p.yearClientRatio) > 0 ? Number(p.yearClientRatio) : 3;
  return [ratio - 0.3, ratio + 0.2];
}

/**
 * Twelve finished periods, newest first: a cycle product's previous cycles (the last one ended
 * when the current began); otherwise the series' earlier issues, one a month, the last ended on navDate.
 */
export function pastPeriods(p: SeedProduct): PastPeriodLine[] {
  if (productFamily(p) !== 'benchmark') return [];
  const cycle = p.cycleDays > 0 && dayjs(p.curCycleDate).isValid();
  const length = cycle ? p.cycleDays : p.investDays > 0 ? p.investDays : 30;
  const step = cycle ? p.cycleDays : Math.min(length, 30);
  const anchor = dayjs(cycle ? p.curCycleDate : p.navDate);
  const [low, high] = benchmarkBounds(p);
  return Array.from({ length: PAST_PERIODS }, (_, i) => {
    const end = anchor.subtract(i * step, 'day');
    const shift = 0.05 * Math.floor(i / 3); // rates were a little higher a year or more ago
    const realised = low - 0.1 * (high - low) + 1.1 * (high - low) * unitHash(`${p.prdCode}|period|${i}`) + shift;
    return {
      periodNo: `第${PAST_PERIODS - i}期`,
      startDate: end.subtract(length, 'day').format(DAY),
      endDate: end.format(DAY),
      formatModelComment: `${(low + shift).toFixed(2)}%-${(high + shift).toFixed(2)}%`,
      actualRatio: `${realised.toFixed(2)}%`,
    };
  });
}
