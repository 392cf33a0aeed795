/**
 * How the bank files its products by template (SPEC §2's template table): the few templates its
 * rules single out, and which are priced by a net value.
 */
export const TEMPLATE = {
  /** Cash management (现金管理类): money-fund figures, and the only one redeemed quickly. */
  cashManagement: 'D310',
  /** Regular net value, open on its open days (the mock treats it as open now). */
  periodicOpen: 'D301',
  /** Runs in the customer's own cycles. */
  cycle: 'D306',
} as const;

/** D300 and D311 open daily, D303 closed, D301 periodic open. */
const PRICED_BY_NET_VALUE: readonly string[] = ['D300', 'D311', 'D303', 'D301'];

export const isNetValue = (prdTemplate: string): boolean => PRICED_BY_NET_VALUE.includes(prdTemplate);

/** The bank itself as an issuer (taCode): a customer without a risk record is assessed in a branch for its products (SPEC §5). */
export const OWN_ISSUER = 'BANK';
