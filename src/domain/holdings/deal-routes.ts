/**
 * SPEC §2's record pages, by what the record is: a pending purchase or redemption, a finished one,
 * or a confirmed redemption whose money is on its way (在途).
 */
export const DEAL_ROUTES = {
  pendingPurchase: '/confecorDatail',
  pendingRedemption: '/confUnrecorDatail',
  purchase: '/recorDatail',
  redemption: '/unrecorDatail',
  inTransit: '/comfirmeDatail',
} as const;
