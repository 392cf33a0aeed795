import { describe, expect, it } from 'vitest';
import { SUB_PAGES } from '../../../../domain/catalog/sub-pages';
import { subPageContentOf } from './sub-page-content';

describe('subPageContentOf', () => {
  it('shows the synopsis on every synopsis route and the trading rules on every trade-rule route of the table', () => {
    for (const pages of Object.values(SUB_PAGES)) {
      expect(subPageContentOf(pages.synopsis)).toBe('synopsis');
      expect(subPageContentOf(pages.tradeRules)).toBe('tradeRules');
    }
  });

  it('shows the fees on /poundage and nothing of its own elsewhere', () => {
    expect(subPageContentOf('/poundage')).toBe('fees');
    for (const path of ['/netWorth', '/netWorthIncomerate', '/contrast', '/pdf', '/']) expect(subPageContentOf(path)).toBeNull();
  });
});
