import { formatYuan } from '../../../domain/money/money';
import type { Holding } from '../../../domain/holdings/holding';
import { ratioText, type DailyIncome } from '../../../domain/holdings/income';
import type { AssetDay } from '../../../domain/holdings/asset-history';
import { PAYOUT_METHOD_TEXT, type DividendPayout, type MaturityPayout } from '../../../domain/holdings/payouts';
import { maskCard } from '../../../domain/identity/masking';
import { ASSETS_TEXT, BY_HOLDING_TEXT, DAILY_INCOME_TEXT, DIVIDENDS_TEXT, MATURITY_PAYOUT_TEXT } from './income-texts';
import type { DailyIncomeKind } from './income-view-models';

/** What each income page shows of a line: its rows (name, value) or its table's columns (heading, cell). One source for the pages and the tests. */
type Rows = Array<[name: string, value: string]>;
export type Column<T> = [heading: string, cell: (line: T) => string];

export const byHoldingRows = (holding: Holding): Rows => [
  [BY_HOLDING_TEXT.totalIncome, formatYuan(holding.totalIncome)],
  [BY_HOLDING_TEXT.lastIncome, formatYuan(holding.lastIncome)],
];

const DAILY_COLUMNS: Record<DailyIncomeKind, Array<Column<DailyIncome>>> = {
  daily: [[DAILY_INCOME_TEXT.date, (d) => d.date], [DAILY_INCOME_TEXT.income, (d) => formatYuan(d.income)]],
  currency: [
    [DAILY_INCOME_TEXT.date, (d) => d.date],
    [DAILY_INCOME_TEXT.tenThousandIncome, (d) => d.tenThousandIncome || '--'],
    [DAILY_INCOME_TEXT.sevenDayRatio, (d) => ratioText(d.sevenDayRatio)],
    [DAILY_INCOME_TEXT.dayIncome, (d) => formatYuan(d.income)],
  ],
};

export const dailyIncomeColumns = (kind: DailyIncomeKind): Array<Column<DailyIncome>> => DAILY_COLUMNS[kind];

export const ASSET_COLUMNS: Array<Column<AssetDay>> = [[ASSETS_TEXT.date, (d) => d.date], [ASSETS_TEXT.totAsset, (d) => formatYuan(d.totAsset)]];

export const dividendRows = (payout: DividendPayout): Rows => [
  [DIVIDENDS_TEXT.date, payout.date],
  [DIVIDENDS_TEXT.amount, formatYuan(payout.amt)],
  [DIVIDENDS_TEXT.method, PAYOUT_METHOD_TEXT[payout.divMode]],
];

export const maturityRows = (payout: MaturityPayout): Rows => [
  [MATURITY_PAYOUT_TEXT.date, payout.date],
  [MATURITY_PAYOUT_TEXT.principal, formatYuan(payout.principal)],
  [MATURITY_PAYOUT_TEXT.income, formatYuan(payout.income)],
  [MATURITY_PAYOUT_TEXT.amount, formatYuan(payout.amt)],
  [MATURITY_PAYOUT_TEXT.card, payout.cardNo ? maskCard(payout.cardNo) : '—'],
];
