import type { Order } from '../../../domain/purchase/order';
import type { LastResult, ProductRefusal } from '../../view-models/last-result';

/** What the last purchase came to, for /cntranprocess and /purchaseFailed. */
export type PurchaseResults = LastResult<Order, ProductRefusal>;
