import dayjs from 'dayjs';

/**
 * Cooling-off of private wealth products (《商业银行理财业务监督管理办法》附件《商业银行理财产品销售管理要求》
 * (三)9; 《理财公司理财产品销售管理暂行办法》 likewise for wealth companies): the sales documents of a private
 * product set a cooling-off period of no less than 24 hours, counted from the signing; within it an investor
 * who changes their mind has the documents rescinded and the whole amount paid back. The bank's own rule,
 * never the store's.
 */
export const COOLING_OFF_HOURS = 24;

/** The refusals of a cancel in its words (codes in the README). */
export const COOLING_OFF_REFUSALS = {
  /** E2B04 */
  over: (end: string) => `冷静期已于${end}结束，该笔交易已确认，不能撤单`,
} as const;

/** When the cooling-off of a purchase made at this moment ends (ISO with offset). */
export const coolingOffEndOf = (orderTime: Date): string => dayjs(orderTime).add(COOLING_OFF_HOURS, 'hour').format();

/** Still in its cooling-off at `now`. */
export const inCoolingOff = (coolingOffEnd: string | undefined, now: Date): boolean => !!coolingOffEnd && dayjs(now).isBefore(dayjs(coolingOffEnd));

/** How the refusal names the end: YYYY-MM-DD HH:mm. */
export const endText = (coolingOffEnd: string): string => dayjs(coolingOffEnd).format('YYYY-MM-DD HH:mm');
