import type { Deal } from '../../../domain/holdings/deal';
import type { LastResult } from '../../view-models/last-result';

/** What the last 撤单 came to, for /cancelResult and /cancelFalseResult: the deal cancelled, or the one refused and why. */
export type CancelResults = LastResult<Deal, { deal: Deal; message: string }>;

/** The refusal kept for this deal (by its uniOrderId), or null (a reload, another deal). */
export const keptRefusal = (results: CancelResults, uniOrderId: string) => (results.refusal?.deal.uniOrderId === uniOrderId ? results.refusal : null);
