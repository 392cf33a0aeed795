import type { ChartPeriod } from './performance';
import type { DetailRoute } from './template-route';

/*
 * What a detail page asks for its chart as soon as its address is known (ui/pages/detail/detail-requests.ts),
 * apart from the rest of the chart's rules (chart-data.ts), which load with the detail page.
 */

/** Which call carries a metric's series: t100010 (net values) or t100012 (money funds). */
export type SeriesSource = 'navSeries' | 'moneyFundSeries';

/** A month shows the trend without crowding a phone; the customer picks another period. */
export const DEFAULT_CHART_PERIOD: ChartPeriod = 2;

/** The series a chart page most likely shows first, asked for alongside t300001 rather than after it. */
export const likelySeriesSource = (route: DetailRoute): SeriesSource => (route === '/currency' ? 'moneyFundSeries' : 'navSeries');
