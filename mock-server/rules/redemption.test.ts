import { describe, expect, it } from 'vitest';
import { VOLUME_MESSAGES } from '../../src/domain/errors/form-messages';
import { decimalText, parseAmount } from '../../src/domain/money/money';
import {
  assertWithinFastQuota, fastQuota, FAST_REDEMPTION_DAILY_LIMIT, redeemability, REDEMPTION_REFUSALS, redemptionVolume, retainedVolumeOf, takesFastRedemption,
} from './redemption';

const shares = (text: string) => parseAmount(text)!;
const refused = (message: string, code = 'E2A04') => expect.objectContaining({ message, code });
const redeem = (vol: string, held = '20000.00', retained = '1000.00') => () => decimalText(redemptionVolume(vol, shares(held), shares(retained)));

describe('redemptionVolume', () => {
  it.each(['0.01', '19000', '20000', '20000.00'])('takes %s of 20,000 shares, 1,000 retained', (vol) => expect(redeem(vol)()).toBe(decimalText(shares(vol))));

  it('refuses nothing at all', () => expect(redeem('0.00')).toThrow(refused(VOLUME_MESSAGES.zero)));
  it('refuses a share more than is held', () => expect(redeem('20000.01')).toThrow(refused(VOLUME_MESSAGES.aboveHeld('20,000.00'))));

  it('refuses to leave less than the retained volume, but not to leave none', () => {
    expect(redeem('19000.01')).toThrow(refused(VOLUME_MESSAGES.belowRetained('1,000.00')));
    expect(redeem('19999.99')).toThrow(refused(VOLUME_MESSAGES.belowRetained('1,000.00')));
    expect(redeem('20000')()).toBe('20000.00');
    expect(redeem('19999.99', '20000.00', '0.00')()).toBe('19999.99');
  });

  it.each(['', 'abc', '-1', '1,000', '100.001', '1e3'])('refuses %j: not a plain decimal', (vol) => expect(redeem(vol)).toThrow(refused(VOLUME_MESSAGES.notANumber)));
});

describe('the quick-redemption cap', () => {
  it('is 10,000 元 a day, less what today used, never below zero', () => {
    expect(FAST_REDEMPTION_DAILY_LIMIT).toBe('10000.00');
    expect(fastQuota(shares('0'))).toEqual({ dailyLimit: '10000.00', used: '0.00', left: '10000.00' });
    expect(fastQuota(shares('6000.01'))).toEqual({ dailyLimit: '10000.00', used: '6000.01', left: '3999.99' });
    expect(fastQuota(shares('10000'))).toMatchObject({ left: '0.00' });
    expect(fastQuota(shares('12000'))).toMatchObject({ used: '12000.00', left: '0.00' });
  });

  it('takes all that is left and refuses a fen more', () => {
    expect(() => assertWithinFastQuota(shares('4000'), shares('4000'))).not.toThrow();
    expect(() => assertWithinFastQuota(shares('4000.01'), shares('4000'))).toThrow(refused(VOLUME_MESSAGES.aboveFastQuota(shares('4000')), 'E2A06'));
  });
});

describe('what can be redeemed', () => {
  const product = (prdKind: 'term' | 'demand', prdTemplate: string, endDate = '') => ({ prdKind, prdTemplate, endDate });

  it('redeems demand products and the periodic-open D301 now', () => {
    expect(redeemability(product('demand', 'D310'))).toEqual({ canRedeem: '1', redeemNote: '' });
    expect(redeemability(product('demand', 'D100'))).toEqual({ canRedeem: '1', redeemNote: '' });
    expect(redeemability(product('term', 'D301'))).toEqual({ canRedeem: '1', redeemNote: '' });
  });

  it('keeps other term products until maturity, saying when', () => {
    expect(redeemability(product('term', 'D303', '2027-04-30'))).toEqual({ canRedeem: '0', redeemNote: '该产品封闭期内不可赎回，到期日2027-04-30自动赎回至理财签约卡' });
    expect(redeemability(product('term', 'D100'))).toEqual({ canRedeem: '0', redeemNote: REDEMPTION_REFUSALS.closed('') });
  });

  it('redeems only cash management quickly, and keeps 1,000 shares only of D301', () => {
    expect(['D310', 'D311', 'D300', 'D301'].filter((prdTemplate) => takesFastRedemption({ prdTemplate }))).toEqual(['D310']);
    expect(retainedVolumeOf({ prdTemplate: 'D301' })).toBe('1000.00');
    expect(retainedVolumeOf({ prdTemplate: 'D311' })).toBe('0.00');
  });
});
