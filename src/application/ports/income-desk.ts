import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { AssetDay } from '../../domain/holdings/asset-history';
import type { DailyIncomePage } from '../../domain/holdings/income';
import type { DividendPayout, MaturityPayout, PayoutsPage } from '../../domain/holdings/payouts';
import type { Paging } from './wealth-desk';

/**
 * The customer's income, assets and payouts over time (SPEC §2 "Income and assets", "Dividends and
 * payouts"): calls SPEC does not name, ours (mock-server/README.md "Income, assets and payouts").
 */
export interface IncomeDesk {
  /** listDailyIncome: a held product's income day by day, newest first; E2A02 (a server error) when it is not held. */
  dailyIncome(prdCode: string, page: Paging): Promise<CallOutcome<DailyIncomePage>>;
  /** listHisAssets: the total assets at the end of each of the last `days` days (7–90), oldest first. */
  assetHistory(days: number): Promise<CallOutcome<AssetDay[]>>;
  /** listDividends: the dividends paid on the customer's holdings, newest first. */
  dividends(page: Paging): Promise<CallOutcome<PayoutsPage<DividendPayout>>>;
  /** listMaturityPayouts: matured term products' principal and income paid to the signed card, newest first. */
  maturityPayouts(page: Paging): Promise<CallOutcome<PayoutsPage<MaturityPayout>>>;
}
