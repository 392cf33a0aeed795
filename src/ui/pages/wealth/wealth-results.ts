import type { Deal } from '../../../domain/holdings/deal';
import type { LastResult } from '../../view-models/last-result';

/** What the last redemption came to, for its result pages. */
export type RedemptionResults = LastResult<Deal, { prdCode: string; message: string }>;
