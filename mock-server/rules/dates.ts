import dayjs from 'dayjs';

const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the calendar written YYYY-MM-DD (SPEC §5: 10 characters); dayjs rolls 2026-02-30 into March, so that one reads back otherwise. */
export const isCalendarDay = (text: string): boolean => YYYY_MM_DD.test(text) && dayjs(text).format('YYYY-MM-DD') === text;
