import { VOLUME_MESSAGES } from '../errors/form-messages';
import { compare, halfWidth, money, type Money } from '../money/money';
import type { Holding } from './holding';
import { compareShares, formatShares, isZeroShares, parseShares, subtractShares, type Shares } from './shares';

export type VolumeCheck = { ok: true; vol: Shares } | { ok: false; message: string };


/**
 * The volume a customer typed, checked against the holding: a decimal of at most 2 places, above
 * zero, not above the volume held, and leaving either nothing or at least the retained minimum.
 */
export function checkRedemptionVolume(entry: string, holding: Pick<Holding, 'vol' | 'minHoldVol'>): VolumeCheck {
  const text = halfWidth(entry).trim();
  if (text === '') return { ok: false, message: VOLUME_MESSAGES.empty };
  const vol = parseShares(text);
  if (!vol || vol.hundredths < 0n) return { ok: false, message: VOLUME_MESSAGES.notANumber };
  if (isZeroShares(vol)) return { ok: false, message: VOLUME_MESSAGES.zero };
  if (compareShares(vol, holding.vol) > 0) return { ok: false, message: VOLUME_MESSAGES.aboveHeld(formatShares(holding.vol)) };
  const left = subtractShares(holding.vol, vol);
  if (!isZeroShares(left) && compareShares(left, holding.minHoldVol) < 0) return { ok: false, message: VOLUME_MESSAGES.belowRetained(formatShares(holding.minHoldVol)) };
  return { ok: true, vol };
}

/**
 * What a volume of cash management (现金管理类, D310, the only template redeemed quickly) comes to:
 * its net value stays at 1 元 a share, so a share is worth 1 元 (and a hundredth of one, 1 分).
 */
const cashManagementWorth = (vol: Shares): Money => money(vol.hundredths);

/**
 * Quick redemption (快速赎回): the volume, and what it comes to not above what is left of the
 * customer's amount for today (the bank's figure, in 元).
 */
export function checkFastRedemption(entry: string, holding: Pick<Holding, 'vol' | 'minHoldVol'>, quotaLeft: Money): VolumeCheck {
  const check = checkRedemptionVolume(entry, holding);
  if (check.ok && compare(cashManagementWorth(check.vol), quotaLeft) > 0) return { ok: false, message: VOLUME_MESSAGES.aboveFastQuota(quotaLeft) };
  return check;
}
