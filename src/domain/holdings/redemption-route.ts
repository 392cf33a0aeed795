import type { Holding } from './holding';

/** SPEC §2's three redemption pages: cash management (快速赎回 too), net-value products, the others. */
export const REDEMPTION_ROUTES = {
  currency: '/currencyRedemption',
  netWorth: '/networthRedemption',
  other: '/redemption',
} as const;
export type RedemptionRoute = (typeof REDEMPTION_ROUTES)[keyof typeof REDEMPTION_ROUTES];

/** Templates whose shares are priced by a net value (D300, D311 daily open, D303 closed, D301 periodic open). */
export const NET_VALUE_TEMPLATES: readonly string[] = ['D300', 'D311', 'D303', 'D301'];

export function redemptionRouteOf(holding: Pick<Holding, 'prdTemplate' | 'fastRedeemable'>): RedemptionRoute {
  if (holding.fastRedeemable) return REDEMPTION_ROUTES.currency;
  return NET_VALUE_TEMPLATES.includes(holding.prdTemplate) ? REDEMPTION_ROUTES.netWorth : REDEMPTION_ROUTES.other;
}
