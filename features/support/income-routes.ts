/** Where the income pages are (features/income.feature): /myHome's shortcuts and a holding's actions lead there. */
import { WEALTH_SHORTCUTS } from '../../src/ui/pages/wealth/wealth-texts';
import type { HoldingIncomeName, IncomePageName } from './tasks/views';

/** The route of the /myHome shortcut with these words. */
export function incomeShortcutRoute(name: IncomePageName): string {
  const shortcut = WEALTH_SHORTCUTS.find((s) => s.text === name);
  if (!shortcut) throw new Error(`/myHome has no shortcut ${name}`);
  return shortcut.to;
}

/** A product's income day by day, and a cash-management product's 万份收益 days. */
export const HOLDING_INCOME_ROUTES: Readonly<Record<HoldingIncomeName, string>> = { 收益记录: '/mineCurrencyIncomeNew', 万份收益记录: '/currencyRecord' };

/** Each income page's own <main> class, and the call its 重新加载 makes. */
export const INCOME_PAGES: Readonly<Record<string, { main: string; call: string }>> = {
  '/profitLossIncome': { main: 'profit-loss-income', call: 'listHoldingShare' },
  '/mineCurrencyIncomeNew': { main: 'daily-income', call: 'listDailyIncome' },
  '/currencyRecord': { main: 'currency-record', call: 'listDailyIncome' },
  '/hisAssets': { main: 'his-assets', call: 'listHisAssets' },
  '/interest': { main: 'dividend-payouts', call: 'listDividends' },
  '/cash': { main: 'maturity-payouts', call: 'listMaturityPayouts' },
};
