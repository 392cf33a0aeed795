import { monthText } from '../../../domain/statements/statement';

/** The words of /statement, /statementDetail and /statementParticularDetail. */
export const STATEMENT_TEXT = {
  listTitle: '我的对账单',
  listIntro: '近12个月的月度对账单',
  empty: '暂无对账单',
  listFailed: '对账单暂时没有加载出来',
  totAsset: '月末资产',
  monthIncome: '当月收益',
  detailTitle: '对账单',
  positions: '月末持仓',
  vol: '持有份额',
  amt: '月末金额',
  noPositions: '该月末没有持仓',
  detailFailed: '对账单暂时没有加载出来',
  toTransactions: '查看当月交易明细',
  transactionsTitle: (sendDate: string) => `${monthText(sendDate)}交易明细`,
  noTransactions: (sendDate: string) => `${monthText(sendDate)}没有交易`,
  transactionsFailed: '交易明细暂时没有加载出来',
  transType: '交易类型',
  date: '交易日期',
  transAmt: '交易金额',
  transVol: '交易份额',
  toStatement: '返回当月对账单',
  /** A month the bank has no statement for (查询无记录). */
  noStatement: (sendDate: string) => `没有${monthText(sendDate)}的对账单`,
  invalidMonth: '没有指明有效的对账单月份，请从对账单列表选择',
  toList: '查看全部对账单',
  yuan: (text: string) => `${text}元`,
  shares: (text: string) => `${text}份`,
} as const;
