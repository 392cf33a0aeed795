import { compare, formatYuan, halfWidth, isZero, parseAmount, subtract } from '../money/money';
import type { Holding, Volume } from './holding';

/** What the volume entry of a redemption says about a volume it cannot send (checked before anything is sent). */
export const VOLUME_MESSAGES = {
  empty: '请输入赎回份额',
  notANumber: '赎回份额只能是数字，最多两位小数',
  zero: '赎回份额须大于0',
  aboveHeld: (held: Volume) => `赎回份额不能超过可赎回份额${formatYuan(held)}份`,
  belowRetained: (retained: Volume) => `赎回后剩余份额不能低于${formatYuan(retained)}份，请全部赎回或减少赎回份额`,
} as const;

export type VolumeCheck = { ok: true; vol: Volume } | { ok: false; message: string };


/**
 * The volume a customer typed, checked against the holding: a decimal of at most 2 places, above
 * zero, not above the volume held, and leaving either nothing or at least the retained minimum.
 */
export function checkRedemptionVolume(entry: string, holding: Pick<Holding, 'vol' | 'minHoldVol'>): VolumeCheck {
  const text = halfWidth(entry).trim();
  if (text === '') return { ok: false, message: VOLUME_MESSAGES.empty };
  const vol = parseAmount(text);
  if (!vol || vol.fen < 0n) return { ok: false, message: VOLUME_MESSAGES.notANumber };
  if (isZero(vol)) return { ok: false, message: VOLUME_MESSAGES.zero };
  if (compare(vol, holding.vol) > 0) return { ok: false, message: VOLUME_MESSAGES.aboveHeld(holding.vol) };
  const left = subtract(holding.vol, vol);
  if (!isZero(left) && compare(left, holding.minHoldVol) < 0) return { ok: false, message: VOLUME_MESSAGES.belowRetained(holding.minHoldVol) };
  return { ok: true, vol };
}

/** Quick redemption (快速赎回): a daily amount per customer, so also not above what is left of it today. */
export const FAST_REDEMPTION = {
  /** The regulator's cap on money-fund T+0 redemption: 10,000 元 per customer per day. */
  dailyLimit: '10000.00',
  aboveQuota: (left: Volume) => `超过今日快速赎回剩余额度${formatYuan(left)}元`,
} as const;

export function checkFastRedemption(entry: string, holding: Pick<Holding, 'vol' | 'minHoldVol'>, quotaLeft: Volume): VolumeCheck {
  const check = checkRedemptionVolume(entry, holding);
  if (check.ok && compare(check.vol, quotaLeft) > 0) return { ok: false, message: FAST_REDEMPTION.aboveQuota(quotaLeft) };
  return check;
}

