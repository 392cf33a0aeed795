import type { HoldingIncomeName, IncomePageName, IncomePageView } from './views';

/** Income, assets and payouts: /profitLossIncome, /mineCurrencyIncomeNew, /currencyRecord, /hisAssets, /interest, /cash. */
export interface IncomeTasks {
  /** From /myHome, follows its shortcut with these words and waits for what the page says. */
  openIncomeShortcut(name: IncomePageName): Promise<void>;
  /** On the holding's page, follows its 收益记录 or 万份收益记录 and waits for what the page says. */
  openHoldingIncome(action: HoldingIncomeName): Promise<void>;
  /** Opens a product's 收益记录 or 万份收益记录 directly (a link, a reload) and waits for what the page says. */
  openIncomeRecord(action: HoldingIncomeName, prdCode: string): Promise<void>;
  /** The open income page as the customer reads it. */
  incomePage(): Promise<IncomePageView>;
  /** The open list's next page (its end coming into view; after a failed page, its retry). */
  loadMoreIncome(): Promise<void>;
  /** 重新加载 on the open income page. */
  retryIncome(): Promise<void>;
}
