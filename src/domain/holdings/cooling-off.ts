import dayjs from 'dayjs';

/**
 * The cooling-off of a private product's purchase (《商业银行理财业务监督管理办法》附件《商业银行理财产品销售管理要求》
 * (三)9): at least 24 hours from the signing, in which the customer may cancel for a full refund. The bank
 * sets its end (coolingOffEnd) and decides; the store shows it and counts down to it.
 */
export interface CoolingOff {
  /** The end, as the customer reads it: YYYY-MM-DD HH:mm (the phone's time zone). */
  end: string;
  /** Milliseconds left (0 once over). */
  leftMs: number;
  over: boolean;
}

/** Its end as the customer reads it (YYYY-MM-DD HH:mm, the phone's time zone); '' when not a time. */
export const coolingOffEndText = (coolingOffEnd: string): string => (dayjs(coolingOffEnd).isValid() ? dayjs(coolingOffEnd).format('YYYY-MM-DD HH:mm') : '');

/** The cooling-off of a deal or holding that has one (the bank's coolingOffEnd, ISO 8601) at `now`; null without one. */
export function coolingOffAt(coolingOffEnd: string | undefined, now: Date): CoolingOff | null {
  if (!coolingOffEnd) return null;
  const end = dayjs(coolingOffEnd);
  if (!end.isValid()) return null;
  const leftMs = Math.max(0, end.valueOf() - now.getTime());
  return { end: coolingOffEndText(coolingOffEnd), leftMs, over: leftMs === 0 };
}

const two = (n: number) => String(n).padStart(2, '0');

/** What is left as HH:MM:SS (hours past 24 as they are), rounded up to the second: 23:59:00, 00:00:59. */
export function countdownText(leftMs: number): string {
  const seconds = Math.ceil(Math.max(0, leftMs) / 1000);
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}
