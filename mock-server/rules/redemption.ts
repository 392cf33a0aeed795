import { VOLUME_MESSAGES } from '../../src/domain/errors/form-messages';
import { decimalText, formatYuan, money, type Money } from '../../src/domain/money/money';
import { refuse } from '../envelopes';
import type { SeedProduct } from '../seed/products';
import { amountOf, plainDecimal } from './amounts';
import { TEMPLATE } from './products';

/** SPEC §9: an open-end regular net-value product (D301) keeps 1,000 shares after a partial redemption. */
export const RETAINED_VOLUME = '1000.00';

/** The regulator's cap on the T+0 redemption of cash management: 10,000 元 per customer per day. */
export const FAST_REDEMPTION_DAILY_LIMIT = '10000.00';

/** The refusals of a product that cannot be redeemed (so), in the customer's words. */
export const REDEMPTION_REFUSALS = {
  /** E2A03: a closed term product until its maturity date. */
  closed: (endDate: string) => (endDate ? `该产品封闭期内不可赎回，到期日${endDate}自动赎回至理财签约卡` : '该产品封闭期内不可赎回，到期自动赎回至理财签约卡'),
  /** E2A05 */
  noFastRedemption: '该产品不支持快速赎回',
} as const;

const VOLUME_REFUSED = 'E2A04';
const ABOVE_QUOTA = 'E2A06';

type Product = Pick<SeedProduct, 'prdKind' | 'prdTemplate' | 'endDate'>;

/** Demand products and D301 can be redeemed now; every other term product waits for its maturity. */
export function redeemability(product: Product): { canRedeem: '0' | '1'; redeemNote: string } {
  const open = product.prdKind === 'demand' || product.prdTemplate === TEMPLATE.periodicOpen;
  return open ? { canRedeem: '1', redeemNote: '' } : { canRedeem: '0', redeemNote: REDEMPTION_REFUSALS.closed(product.endDate) };
}

export const retainedVolumeOf = (product: Pick<SeedProduct, 'prdTemplate'>): string => (product.prdTemplate === TEMPLATE.periodicOpen ? RETAINED_VOLUME : '0.00');

export const takesFastRedemption = (product: Pick<SeedProduct, 'prdTemplate'>): boolean => product.prdTemplate === TEMPLATE.cashManagement;

/**
 * The volume a redemption takes from a holding: a plain decimal above zero, no more than is held,
 * and leaving either nothing or at least the retained volume. The refusal says what the store's entry says.
 */
export function redemptionVolume(text: string, held: Money, retained: Money): Money {
  const vol = plainDecimal(text) ?? refuse(VOLUME_MESSAGES.notANumber, VOLUME_REFUSED);
  const left = held.fen - vol.fen;
  if (vol.fen === 0n) refuse(VOLUME_MESSAGES.zero, VOLUME_REFUSED);
  if (left < 0n) refuse(VOLUME_MESSAGES.aboveHeld(formatYuan(held)), VOLUME_REFUSED);
  if (left > 0n && left < retained.fen) refuse(VOLUME_MESSAGES.belowRetained(formatYuan(retained)), VOLUME_REFUSED);
  return vol;
}

/** Today's quick redemptions against the daily cap: the cap, what they used, what is left (never below zero), as decimal text. */
export function fastQuota(usedToday: Money) {
  const limit = amountOf(FAST_REDEMPTION_DAILY_LIMIT);
  const left = limit.fen > usedToday.fen ? limit.fen - usedToday.fen : 0n;
  return { dailyLimit: decimalText(limit), used: decimalText(usedToday), left: decimalText(money(left)) };
}

export function assertWithinFastQuota(vol: Money, left: Money): void {
  if (vol.fen > left.fen) refuse(VOLUME_MESSAGES.aboveFastQuota(left), ABOVE_QUOTA);
}
