import dayjs from 'dayjs';
import { money, type Money } from '../../src/domain/money/money';
import { isCalendarDay } from './dates';
import { interestFen } from './interest';

export const CYCLE_STATUS = { running: '运行中', ended: '已结束' } as const;

/** A cycle of the holding (each runs its whole volume): numbered from 1, dated YYYY-MM-DD, with what it earned (so far, while it runs). */
export interface Cycle {
  cycleNo: number;
  startDate: string;
  endDate: string;
  income: Money;
  status: (typeof CYCLE_STATUS)[keyof typeof CYCLE_STATUS];
}

const DAY = 'YYYY-MM-DD';

/**
 * A holding's cycles up to today, newest first. The first starts the day after the purchase (its
 * confirmation), each lasts cycleDays, and every cycle that has started by today is listed: the
 * last one runs, the others have ended (their end day has come). None before the first starts.
 */
export function custCycles(holding: { vol: Money; buyDate: string }, product: { cycleDays: number; yearClientRatio: string }, today: string): Cycle[] {
  const { cycleDays } = product;
  if (!Number.isSafeInteger(cycleDays) || cycleDays <= 0 || !isCalendarDay(holding.buyDate)) return [];
  const firstStart = dayjs(holding.buyDate).add(1, 'day');
  const daysSinceFirst = dayjs(today).diff(firstStart, 'day');
  const started = daysSinceFirst < 0 ? 0 : Math.floor(daysSinceFirst / cycleDays) + 1;
  const cycle = (index: number): Cycle => {
    const start = firstStart.add(index * cycleDays, 'day');
    const ended = index < started - 1;
    const daysRun = ended ? cycleDays : dayjs(today).diff(start, 'day');
    return {
      cycleNo: index + 1, startDate: start.format(DAY), endDate: start.add(cycleDays, 'day').format(DAY),
      income: money(interestFen(holding.vol.fen, product.yearClientRatio, daysRun)), status: ended ? CYCLE_STATUS.ended : CYCLE_STATUS.running,
    };
  };
  return Array.from({ length: started }, (_, index) => cycle(started - 1 - index));
}
