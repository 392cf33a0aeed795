/**
 * Where the income pages are (features/income.feature): /myHome's shortcuts and a holding's actions
 * lead there. The routes are SPEC §2's (Income and assets, Dividends and payouts), written here,
 * not taken from the store's router or shortcuts.
 */
import type { HoldingIncomeName, IncomePageName } from './tasks/views';

const SPEC_INCOME_ROUTES = {
  profitLossIncome: '/profitLossIncome',
  dailyIncome: '/mineCurrencyIncomeNew',
  currencyRecord: '/currencyRecord',
  assetHistory: '/hisAssets',
  dividendPayouts: '/interest',
  maturityPayouts: '/cash',
} as const;

/** The route the /myHome shortcut with these words leads to. */
const SHORTCUT_ROUTES: Readonly<Record<IncomePageName, string>> = {
  收益明细: SPEC_INCOME_ROUTES.profitLossIncome,
  历史资产: SPEC_INCOME_ROUTES.assetHistory,
  分红记录: SPEC_INCOME_ROUTES.dividendPayouts,
  到期兑付: SPEC_INCOME_ROUTES.maturityPayouts,
};

export const incomeShortcutRoute = (name: IncomePageName): string => SHORTCUT_ROUTES[name];

/** A product's income day by day, and a cash-management product's 万份收益 days. */
export const HOLDING_INCOME_ROUTES: Readonly<Record<HoldingIncomeName, string>> = { 收益记录: SPEC_INCOME_ROUTES.dailyIncome, 万份收益记录: SPEC_INCOME_ROUTES.currencyRecord };

/** Each income page's own <main> class, and the call its 重新加载 makes. */
export const INCOME_PAGES: Readonly<Record<string, { main: string; call: string }>> = {
  [SPEC_INCOME_ROUTES.profitLossIncome]: { main: 'profit-loss-income', call: 'listHoldingShare' },
  [SPEC_INCOME_ROUTES.dailyIncome]: { main: 'daily-income', call: 'listDailyIncome' },
  [SPEC_INCOME_ROUTES.currencyRecord]: { main: 'currency-record', call: 'listDailyIncome' },
  [SPEC_INCOME_ROUTES.assetHistory]: { main: 'his-assets', call: 'listHisAssets' },
  [SPEC_INCOME_ROUTES.dividendPayouts]: { main: 'dividend-payouts', call: 'listDividends' },
  [SPEC_INCOME_ROUTES.maturityPayouts]: { main: 'maturity-payouts', call: 'listMaturityPayouts' },
};
