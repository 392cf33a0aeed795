import type { DetailRoute } from './template-route';

/** SPEC §2 per-type sub pages. */
export type SynopsisRoute =
  | '/currencySynopsis' | '/netWorthSynopsis' | '/experdSynopsis' | '/gearSynopsis'
  | '/custCycleSynopsis' | '/regularExperdSynopsis' | '/regularCNSynopsis';
export type TradeRuleRoute = '/netWorthTardRule' | '/experdTardRule' | '/regularExperdTardRule';
export type HistoryRoute =
  | '/currencyIncomerate' | '/custCycleIncomerate' | '/gearIncomerate'
  | '/experdIncomerate' | '/netWorthIncomerate' | '/reNetWorthOpenIncomerate';

/** Where a history page reads its lines: daily money-fund yields (t100012), net values (queryManyQuotation) or past periods (queryQuotation). */
export type HistorySource = 'moneyFund' | 'netValue' | 'pastPeriods';

export interface SubPages {
  synopsis: SynopsisRoute;
  tradeRules: TradeRuleRoute;
  history: HistoryRoute;
}

/** Which sub pages each detail page leads to; every sub page takes the product's prdCode. */
export const SUB_PAGES: Readonly<Record<DetailRoute, SubPages>> = {
  '/netWorth': { synopsis: '/netWorthSynopsis', tradeRules: '/netWorthTardRule', history: '/netWorthIncomerate' },
  '/expected': { synopsis: '/experdSynopsis', tradeRules: '/experdTardRule', history: '/experdIncomerate' },
  '/gear': { synopsis: '/gearSynopsis', tradeRules: '/experdTardRule', history: '/gearIncomerate' },
  '/regularExperd': { synopsis: '/regularExperdSynopsis', tradeRules: '/regularExperdTardRule', history: '/experdIncomerate' },
  '/regularColsed': { synopsis: '/regularCNSynopsis', tradeRules: '/netWorthTardRule', history: '/netWorthIncomerate' },
  '/regularColsedPrivate': { synopsis: '/regularCNSynopsis', tradeRules: '/netWorthTardRule', history: '/netWorthIncomerate' },
  '/regularOpen': { synopsis: '/regularCNSynopsis', tradeRules: '/netWorthTardRule', history: '/reNetWorthOpenIncomerate' },
  '/currency': { synopsis: '/currencySynopsis', tradeRules: '/netWorthTardRule', history: '/currencyIncomerate' },
  '/custCycle': { synopsis: '/custCycleSynopsis', tradeRules: '/experdTardRule', history: '/custCycleIncomerate' },
};

export const HISTORY_SOURCES: Readonly<Record<HistoryRoute, HistorySource>> = {
  '/currencyIncomerate': 'moneyFund',
  '/netWorthIncomerate': 'netValue',
  '/reNetWorthOpenIncomerate': 'netValue',
  '/experdIncomerate': 'pastPeriods',
  '/custCycleIncomerate': 'pastPeriods',
  '/gearIncomerate': 'pastPeriods',
};

/**
 * History pages (net values, past periods), as SPEC §9's history deals: 20 lines a page.
 * PagedList's lists (deals, plans, income) page by it too.
 */
export const HISTORY_PAGE_SIZE = 20;

export const SYNOPSIS_ROUTES = [...new Set(Object.values(SUB_PAGES).map((pages) => pages.synopsis))];
export const TRADE_RULE_ROUTES = [...new Set(Object.values(SUB_PAGES).map((pages) => pages.tradeRules))];
export const HISTORY_ROUTES = Object.keys(HISTORY_SOURCES) as HistoryRoute[];
