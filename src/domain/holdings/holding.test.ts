import { describe, expect, it } from 'vitest';
import { parseAmount, type Money } from '../money/money';
import { incomeRate } from './holding';
import { parseShares, type Shares } from './shares';
import { VOLUME_MESSAGES } from '../errors/form-messages';
import { checkFastRedemption, checkRedemptionVolume } from './redemption';
import { redemptionRouteOf } from './redemption-route';
import { dealRouteOf } from './deal';

const m = (text: string): Money => parseAmount(text)!;
const s = (text: string): Shares => parseShares(text)!;

describe('incomeRate', () => {
  it.each([
    ['356.20', '20000.00', '1.78%'],
    ['0.00', '20000.00', '0.00%'],
    ['-12.34', '1000.00', '-1.23%'],
    ['1.00', '0.00', '--'],
  ])('%s over %s is %s', (income, cost, rate) => expect(incomeRate({ totalIncome: m(income), cost: m(cost) })).toBe(rate));
});

describe('checkRedemptionVolume', () => {
  const holding = { vol: s('20000.00'), minHoldVol: s('1000.00') };
  it.each([
    ['', VOLUME_MESSAGES.empty],
    ['   ', VOLUME_MESSAGES.empty],
    ['abc', VOLUME_MESSAGES.notANumber],
    ['1.234', VOLUME_MESSAGES.notANumber],
    ['-5', VOLUME_MESSAGES.notANumber],
    ['0', VOLUME_MESSAGES.zero],
    ['20000.01', VOLUME_MESSAGES.aboveHeld('20,000.00')],
    ['19000.01', VOLUME_MESSAGES.belowRetained('1,000.00')],
  ])('%j is refused: %s', (entry, message) => expect(checkRedemptionVolume(entry, holding)).toEqual({ ok: false, message }));

  it.each(['20000', '19000', '0.01', '１０００．５'])('%j is accepted', (entry) => expect(checkRedemptionVolume(entry, holding).ok).toBe(true));
  it('does not count the spaces a paste leaves around the volume', () => expect(checkRedemptionVolume(' 1,000.50 ', holding)).toEqual({ ok: true, vol: s('1000.50') }));

  it('keeps the volume exact', () => expect(checkRedemptionVolume('1234.56', holding)).toEqual({ ok: true, vol: s('1234.56') }));
  it('says the figures in words', () => expect(VOLUME_MESSAGES.belowRetained('1,000.00')).toBe('赎回后剩余份额不能低于1,000.00份，请全部赎回或减少赎回份额'));
});

describe('checkFastRedemption', () => {
  const holding = { vol: s('20000.00'), minHoldVol: s('0') };
  it('holds the volume to what is left of today', () => {
    expect(checkFastRedemption('3000.01', holding, m('3000.00'))).toEqual({ ok: false, message: '超过今日快速赎回剩余额度3,000.00元' });
    expect(checkFastRedemption('3000', holding, m('3000.00')).ok).toBe(true);
  });
  it('checks the volume first', () => expect(checkFastRedemption('', holding, m('0'))).toEqual({ ok: false, message: VOLUME_MESSAGES.empty }));
});

describe('routes', () => {
  it.each([
    [{ prdTemplate: 'D310', fastRedeemable: true }, '/currencyRedemption'],
    [{ prdTemplate: 'D311', fastRedeemable: false }, '/networthRedemption'],
    [{ prdTemplate: 'D301', fastRedeemable: false }, '/networthRedemption'],
    [{ prdTemplate: 'D300', fastRedeemable: false }, '/networthRedemption'],
    [{ prdTemplate: 'D303', fastRedeemable: false }, '/networthRedemption'],
    [{ prdTemplate: 'D102', fastRedeemable: false }, '/redemption'],
    [{ prdTemplate: 'D100', fastRedeemable: false }, '/redemption'],
  ])('%j redeems on %s', (holding, route) => expect(redemptionRouteOf(holding)).toBe(route));

  it.each([
    ['购买', '确认中', '/confecorDatail'],
    ['赎回', '确认中', '/confUnrecorDatail'],
    ['购买', '确认成功', '/recorDatail'],
    ['购买', '已撤单', '/recorDatail'],
    ['快速赎回', '交易成功', '/unrecorDatail'],
  ])('a %s deal %s opens %s', (transType, status, route) => expect(dealRouteOf({ transType, status })).toBe(route));
});
