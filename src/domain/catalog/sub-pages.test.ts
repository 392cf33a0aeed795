import { describe, expect, it } from 'vitest';
import { HISTORY_ROUTES, HISTORY_SOURCES, SUB_PAGES, SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from './sub-pages';
import { DETAIL_ROUTES } from './template-route';

describe('sub pages of each detail page (SPEC §2)', () => {
  it('every detail page leads to a synopsis, trade rules and a history', () =>
    DETAIL_ROUTES.forEach((route) => expect(Object.keys(SUB_PAGES[route])).toEqual(['synopsis', 'tradeRules', 'history'])));

  it('every sub page of the spec is reachable from some detail page', () => {
    expect(SYNOPSIS_ROUTES).toHaveLength(7);
    expect(TRADE_RULE_ROUTES).toHaveLength(3);
    expect(new Set(Object.values(SUB_PAGES).map((pages) => pages.history)).size).toBe(6);
  });

  it.each([
    ['/currencyIncomerate', 'moneyFund'],
    ['/netWorthIncomerate', 'netValue'],
    ['/reNetWorthOpenIncomerate', 'netValue'],
    ['/gearIncomerate', 'pastPeriods'],
  ] as const)('%s reads %s', (route, source) => expect(HISTORY_SOURCES[route]).toBe(source));

  it('lists six history pages', () => expect(HISTORY_ROUTES).toHaveLength(6));
});
