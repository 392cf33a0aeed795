import { describe, expect, it } from 'vitest';
import { feeGroupsOf, moreInfoLinks } from './more-info';
import type { FeeLine } from './published';

const fee = (feeType: FeeLine['feeType'], feeName: string, feeRate = '0.00%', feeDesc = ''): FeeLine => ({ feeType, feeName, feeRate, feeDesc });

describe('moreInfoLinks', () => {
  it('leads a net-value product to its synopsis, rules and history, its fees and its series, each with its code', () => {
    expect(moreInfoLinks('/netWorth', { prdCode: 'NWC0000001', seriesCode: 'WYJZ' }, true)).toEqual([
      { page: 'synopsis', path: '/netWorthSynopsis', query: { prdCode: 'NWC0000001' } },
      { page: 'tradeRules', path: '/netWorthTardRule', query: { prdCode: 'NWC0000001' } },
      { page: 'history', path: '/netWorthIncomerate', query: { prdCode: 'NWC0000001' } },
      { page: 'fees', path: '/poundage', query: { prdCode: 'NWC0000001' } },
      { page: 'contrast', path: '/contrast', query: { seriesCode: 'WYJZ', prdCode: 'NWC0000001' } },
    ]);
  });

  it('uses the table of sub pages per detail route (the gear family reads the expected-yield rules)', () => {
    const links = moreInfoLinks('/gear', { prdCode: 'GEAR000001', seriesCode: 'KD100' }, true);
    expect(links.slice(0, 3).map((link) => link.path)).toEqual(['/gearSynopsis', '/experdTardRule', '/gearIncomerate']);
  });

  it('offers no fee page without published fees and no comparison outside a series', () => {
    const links = moreInfoLinks('/currency', { prdCode: 'CUR0000001', seriesCode: '' }, false);
    expect(links.map((link) => link.page)).toEqual(['synopsis', 'tradeRules', 'history']);
  });
});

describe('feeGroupsOf', () => {
  it('groups buying, redeeming and yearly fees in that order, keeping the bank order within a group', () => {
    const fees = [fee('ongoing', '托管费'), fee('redeem', '赎回费', '1.50%', '持有不足7天'), fee('buy', '认购费'), fee('redeem', '赎回费', '0.00%', '持有7天及以上'), fee('buy', '申购费')];
    expect(feeGroupsOf(fees)).toEqual([
      { feeType: 'buy', lines: [fee('buy', '认购费'), fee('buy', '申购费')] },
      { feeType: 'redeem', lines: [fee('redeem', '赎回费', '1.50%', '持有不足7天'), fee('redeem', '赎回费', '0.00%', '持有7天及以上')] },
      { feeType: 'ongoing', lines: [fee('ongoing', '托管费')] },
    ]);
  });

  it('leaves out kinds without a line, and has no group without fees', () => {
    expect(feeGroupsOf([fee('redeem', '赎回费')]).map((group) => group.feeType)).toEqual(['redeem']);
    expect(feeGroupsOf([])).toEqual([]);
  });
});
