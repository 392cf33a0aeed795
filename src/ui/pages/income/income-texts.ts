import { formatYuan } from '../../../domain/money/money';
import type { AssetSummary } from '../../../domain/holdings/asset-history';

/** The words of the income pages (SPEC §2 "Income and assets", "Dividends and payouts"). */

/** /profitLossIncome: the holdings by their income. */
export const BY_HOLDING_TEXT = {
  title: '收益明细',
  intro: '按累计收益从高到低排列',
  totalIncome: '累计收益（元）',
  lastIncome: '昨日收益（元）',
  empty: '暂无持仓收益',
  failed: '收益明细暂时没有加载出来',
} as const;

/** /mineCurrencyIncomeNew (a demand holding's days) and /currencyRecord (a cash-management holding's, with its 万份收益 and 七日年化). */
export const DAILY_INCOME_TEXT = {
  dailyTitle: '收益记录',
  currencyTitle: '万份收益记录',
  date: '日期',
  income: '收益（元）',
  dayIncome: '当日收益（元）',
  tenThousandIncome: '万份收益（元）',
  sevenDayRatio: '七日年化',
  caption: (prdName: string) => `${prdName}每日收益，最近一天在前`,
  empty: '暂无收益记录',
  failed: '收益记录暂时没有加载出来',
  noProduct: '没有指定要查看的产品',
  toMyWealth: '返回我的理财',
  notCash: '该产品不是现金管理类产品，没有万份收益记录',
  toDaily: '查看该产品的收益记录',
} as const;

/** /hisAssets: the total assets of the last 30 days, drawn and in words. */
export const ASSETS_TEXT = {
  title: '历史资产',
  intro: (days: number) => `近${days}天每日总资产`,
  date: '日期',
  totAsset: '总资产（元）',
  chartLabel: '总资产',
  empty: '暂无历史资产',
  failed: '历史资产暂时没有加载出来',
  summary: (days: number, s: AssetSummary) =>
    `近${days}天总资产：最新${formatYuan(s.latest.totAsset)}元（${s.latest.date}），最高${formatYuan(s.highest.totAsset)}元（${s.highest.date}），最低${formatYuan(s.lowest.totAsset)}元（${s.lowest.date}）`,
} as const;

/** /interest: dividends paid. */
export const DIVIDENDS_TEXT = {
  title: '分红记录',
  date: '分红日期',
  amount: '分红金额（元）',
  method: '分红方式',
  empty: '暂无分红记录',
  failed: '分红记录暂时没有加载出来',
} as const;

/** /cash: matured term products paid to the signed card. */
export const MATURITY_PAYOUT_TEXT = {
  title: '到期兑付',
  intro: '定期产品到期后，本金和收益兑付至理财签约卡',
  date: '兑付日期',
  principal: '本金（元）',
  income: '收益（元）',
  amount: '兑付金额（元）',
  card: '收款卡',
  empty: '暂无到期兑付记录',
  failed: '到期兑付记录暂时没有加载出来',
} as const;
