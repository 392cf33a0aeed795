import type { Deal } from '../../../domain/holdings/deal';
import type { LastResult, ProductRefusal } from '../../view-models/last-result';

/** What the last redemption came to, for its result pages. */
export type RedemptionResults = LastResult<Deal, ProductRefusal>;
