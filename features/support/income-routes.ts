/** Where the income pages are (features/income.feature): /myHome's shortcuts and a holding's actions lead there. */
import { ROUTES } from '../../src/ui/app/router';
import { WEALTH_SHORTCUTS } from '../../src/ui/pages/wealth/wealth-texts';
import type { HoldingIncomeName, IncomePageName } from './tasks/views';

/** The route of the /myHome shortcut with these words. */
export function incomeShortcutRoute(name: IncomePageName): string {
  const shortcut = WEALTH_SHORTCUTS.find((s) => s.text === name);
  if (!shortcut) throw new Error(`/myHome has no shortcut ${name}`);
  return shortcut.to;
}

/** A product's income day by day, and a cash-management product's 万份收益 days. */
export const HOLDING_INCOME_ROUTES: Readonly<Record<HoldingIncomeName, string>> = { 收益记录: ROUTES.dailyIncome.path, 万份收益记录: ROUTES.currencyRecord.path };

/** Each income page's own <main> class, and the call its 重新加载 makes. */
export const INCOME_PAGES: Readonly<Record<string, { main: string; call: string }>> = {
  [ROUTES.profitLossIncome.path]: { main: 'profit-loss-income', call: 'listHoldingShare' },
  [ROUTES.dailyIncome.path]: { main: 'daily-income', call: 'listDailyIncome' },
  [ROUTES.currencyRecord.path]: { main: 'currency-record', call: 'listDailyIncome' },
  [ROUTES.assetHistory.path]: { main: 'his-assets', call: 'listHisAssets' },
  [ROUTES.dividendPayouts.path]: { main: 'dividend-payouts', call: 'listDividends' },
  [ROUTES.maturityPayouts.path]: { main: 'maturity-payouts', call: 'listMaturityPayouts' },
};
