import { VOLUME_MESSAGES } from '../errors/form-messages';
import { compare, formatYuan, halfWidth, isZero, parseAmount, subtract } from '../money/money';
import type { Holding, Volume } from './holding';

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
  if (compare(vol, holding.vol) > 0) return { ok: false, message: VOLUME_MESSAGES.aboveHeld(formatYuan(holding.vol)) };
  const left = subtract(holding.vol, vol);
  if (!isZero(left) && compare(left, holding.minHoldVol) < 0) return { ok: false, message: VOLUME_MESSAGES.belowRetained(formatYuan(holding.minHoldVol)) };
  return { ok: true, vol };
}

/** Quick redemption (快速赎回): the volume, and not above what is left of the customer's amount for today (the bank's figure). */
export function checkFastRedemption(entry: string, holding: Pick<Holding, 'vol' | 'minHoldVol'>, quotaLeft: Volume): VolumeCheck {
  const check = checkRedemptionVolume(entry, holding);
  if (check.ok && compare(check.vol, quotaLeft) > 0) return { ok: false, message: VOLUME_MESSAGES.aboveFastQuota(quotaLeft) };
  return check;
}

